// The image codecs the toolkit decodes with, from the system: libpng (its simplified API, which
// reports errors in the image structure instead of through setjmp), libjpeg-turbo's TurboJPEG API,
// and giflib. Only their types are used from here: the libraries are not linked but loaded when the
// first image is decoded (`ImageCodecs`), so a program that shows none never loads them. Macros
// built from other macros do not import into Swift, so the few the decoders need are given as
// inline functions. No state lives here.
#ifndef NAVPILOT_CIMAGECODECS_SHIM_H
#define NAVPILOT_CIMAGECODECS_SHIM_H

#include <png.h>
#include <turbojpeg.h>
#include <gif_lib.h>

/// The version a `png_image` must carry before `png_image_begin_read_*`.
static inline png_uint_32 navpilot_png_image_version(void) { return PNG_IMAGE_VERSION; }

/// Four bytes a pixel, red first, alpha last.
static inline png_uint_32 navpilot_png_format_rgba(void) { return PNG_FORMAT_RGBA; }

/// Whether libpng gave up on the image (not only warned).
static inline int navpilot_png_image_failed(const png_image *image) { return PNG_IMAGE_FAILED(*image); }

#endif
