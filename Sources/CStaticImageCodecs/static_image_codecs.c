// The image codecs linked into the executable: this definition of `navpilot_linked_image_codec`
// replaces the library's weak one (CImageCodecs), so `ImageCodecs` calls these functions instead of
// opening the shared libraries. Only the `navpilot` executable depends on this target, and only where
// the codecs' static libraries are installed (Package.swift): its release build is then one static
// executable that needs nothing installed beside it, and a static executable cannot `dlopen` a
// library without bringing a second C library into the process.
#include "image_codecs.h"

#include <stddef.h>
#include <string.h>

/// Every codec function `ImageCodecs` looks up, by name.
static const struct {
    const char *name;
    void *function;
} linked_functions[] = {
    // libpng's simplified API.
    {"png_image_begin_read_from_memory", (void *)png_image_begin_read_from_memory},
    {"png_image_finish_read", (void *)png_image_finish_read},
    {"png_image_free", (void *)png_image_free},
    // TurboJPEG.
    {"tjInitDecompress", (void *)tjInitDecompress},
    {"tjDestroy", (void *)tjDestroy},
    {"tjDecompressHeader3", (void *)tjDecompressHeader3},
    {"tjGetScalingFactors", (void *)tjGetScalingFactors},
    {"tjDecompress2", (void *)tjDecompress2},
    {"tjGetErrorStr2", (void *)tjGetErrorStr2},
    // giflib.
    {"DGifOpen", (void *)DGifOpen},
    {"DGifCloseFile", (void *)DGifCloseFile},
    {"DGifGetRecordType", (void *)DGifGetRecordType},
    {"DGifGetImageDesc", (void *)DGifGetImageDesc},
    {"DGifGetLine", (void *)DGifGetLine},
    {"DGifGetExtension", (void *)DGifGetExtension},
    {"DGifGetExtensionNext", (void *)DGifGetExtensionNext},
    {"DGifExtensionToGCB", (void *)DGifExtensionToGCB},
    {"GifErrorString", (void *)GifErrorString},
};

void *navpilot_linked_image_codec(const char *name) {
    for (size_t index = 0; index < sizeof linked_functions / sizeof linked_functions[0]; index++) {
        if (strcmp(linked_functions[index].name, name) == 0) return linked_functions[index].function;
    }
    return NULL;
}
