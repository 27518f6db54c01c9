// The image codecs the toolkit decodes with, from the system: libpng (its simplified API, which
// reports errors in the image structure instead of through setjmp), libjpeg-turbo's TurboJPEG API,
// and giflib. Only their types are used from here: the libraries are not linked but loaded when the
// first image is decoded (`ImageCodecs`), so a program that shows none never loads them, unless the
// program links them in itself (`navpilot_linked_image_codec`). Macros built from other macros do
// not import into Swift, so the few the decoders need are given as inline functions. No state lives
// here.
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

/// The codec function `name` (`png_image_free`, `tjInitDecompress`, `DGifOpen`...) when the program
/// links the codecs in, NULL when it does not. The library defines this weakly, returning NULL; an
/// executable that links the codecs statically (the release `navpilot`, through the target
/// CStaticImageCodecs) defines it again, and the linker takes that definition. A static executable
/// cannot `dlopen` them: the library would bring a second C library into the process.
void *navpilot_linked_image_codec(const char *name);

/// 1 when the program is a static executable (it has no program interpreter), else 0: such a program
/// must not `dlopen` the codecs.
int navpilot_static_executable(void);

#endif
