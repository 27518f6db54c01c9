// Bridge to ncurses' terminfo library for Swift.
//
// The terminal backend writes its frames itself; of ncurses it takes the terminfo database (what a
// terminal type's sequences are) and the key codes' constants. The program links libtinfo only. The
// wide-character declarations need these macros defined before the header is included.
// Function-like macros, variadic functions and C globals do not import into Swift 6 (or are rejected
// as "not concurrency-safe"), so each one the backend needs is wrapped in a `static inline` function
// below. Keep this file free of static state: every Swift file
// that calls these helpers gets its own copy of them.
#ifndef NAVPILOT_CNCURSESW_SHIM_H
#define NAVPILOT_CNCURSESW_SHIM_H

#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif

#include <locale.h>
#include <stdio.h>
#include <wchar.h>
#include <ncursesw/curses.h>
#include <sys/ioctl.h>

// MARK: keys

static inline int np_key_f(int n) { return KEY_F(n); }

// MARK: terminal size (ioctl is variadic, which Swift cannot call)

/// The size of the terminal on `fd` from the kernel (TIOCGWINSZ); 0 on success.
static inline int np_window_size(int fd, int *rows, int *columns) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0) return -1;
    *rows = size.ws_row;
    *columns = size.ws_col;
    return 0;
}

/// The size of the terminal on `fd` in pixels (TIOCGWINSZ's ws_xpixel and ws_ypixel, 0 where the
/// terminal does not say); 0 on success.
static inline int np_window_pixels(int fd, int *width, int *height) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0) return -1;
    *width = size.ws_xpixel;
    *height = size.ws_ypixel;
    return 0;
}

// MARK: capabilities (after every helper above: term.h's capability macros, such as `columns` and
// `lines`, would rewrite code that uses those words)

#include <ncursesw/term.h>

/// Loads the terminfo entry of TERM for the rest of the process, found without writing to the
/// terminal: 1 when it has cursor addressing (`cup`), 0 when it has none (`dumb`, printing
/// terminals), -1 when TERM is unset or unknown (or there is no terminfo database).
static inline int np_terminfo_load(void) {
    int status = 0;
    if (setupterm(NULL, 1, &status) != OK) return -1;
    const char *cup = tigetstr("cup");
    return cup != NULL && cup != (char *)-1;
}

/// The string capability `name` of the loaded entry, NULL when the terminal lacks it.
static inline const char *np_terminfo_string(const char *name) {
    const char *value = tigetstr(name);
    return value == (char *)-1 ? NULL : value;
}

/// The numeric capability `name` of the loaded entry, negative when the terminal lacks it.
static inline int np_terminfo_number(const char *name) { return tigetnum(name); }

/// Whether the loaded entry has the boolean capability `name`.
static inline int np_terminfo_flag(const char *name) { return tigetflag(name) > 0; }

/// `format` (a parameterized capability such as `cup`) with two parameters filled in; the result
/// lives until the next call.
static inline const char *np_terminfo_format(const char *format, int first, int second) {
    return tiparm(format, first, second);
}

#endif
