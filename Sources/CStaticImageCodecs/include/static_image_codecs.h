// The image codecs linked into the executable (static_image_codecs.c). Nothing is declared for Swift:
// linking this target in replaces CImageCodecs' weak `navpilot_linked_image_codec`, which `ImageCodecs`
// calls.
#ifndef NAVPILOT_CSTATICIMAGECODECS_H
#define NAVPILOT_CSTATICIMAGECODECS_H
#endif
