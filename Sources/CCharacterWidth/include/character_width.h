// The C library's character widths, which Swift's Glibc module leaves out (`wcwidth` is declared only
// under _XOPEN_SOURCE). A function of our own rather than a lookup by name: a static executable has
// no symbol table to look a function up in.
#ifndef NAVPILOT_CCHARACTERWIDTH_H
#define NAVPILOT_CCHARACTERWIDTH_H

#include <stdint.h>

/// `wcwidth` of `scalar` in the current LC_CTYPE: 0, 1 or 2 columns, -1 when the C library does not
/// know the character (or it is not printable).
int navpilot_character_width(uint32_t scalar);

#endif
