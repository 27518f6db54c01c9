#include "image_codecs.h"

#include <stddef.h>
#include <sys/auxv.h>

// No codec is linked in: `ImageCodecs` opens the shared libraries when the first image is decoded.
// Weak, so an executable's own definition (CStaticImageCodecs) replaces it at link time.
__attribute__((weak)) void *navpilot_linked_image_codec(const char *name) {
    (void)name;
    return NULL;
}

// The kernel tells a program where its interpreter (the dynamic loader) was loaded; a static
// executable has none.
int navpilot_static_executable(void) { return getauxval(AT_BASE) == 0; }
