// wcwidth is an X/Open function.
#define _XOPEN_SOURCE 700
#include "character_width.h"

#include <wchar.h>

int navpilot_character_width(uint32_t scalar) { return wcwidth((wchar_t)scalar); }
