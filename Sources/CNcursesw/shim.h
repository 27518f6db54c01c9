// Bridge to ncursesw for Swift.
//
// The wide-character API (cchar_t, setcchar, wadd_wch, wget_wch) is only declared when these macros are
// defined before the header is included. Function-like macros, macros over arrays and C globals do not
// import into Swift 6 (or are rejected as "not concurrency-safe"), so each one the backend needs is
// wrapped in a `static inline` function below. Keep this file free of static state: every Swift file
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

// MARK: globals

static inline WINDOW *np_stdscr(void) { return stdscr; }
static inline WINDOW *np_curscr(void) { return curscr; }
static inline int np_lines(void) { return LINES; }
static inline int np_cols(void) { return COLS; }
static inline int np_colors(void) { return COLORS; }
static inline int np_color_pairs(void) { return COLOR_PAIRS; }
static inline int np_getmaxx(WINDOW *w) { return getmaxx(w); }
static inline int np_getmaxy(WINDOW *w) { return getmaxy(w); }

/// newterm(NULL, stdout, stdin): returns NULL (instead of exiting like initscr) when TERM is unknown.
static inline SCREEN *np_newterm(void) { return newterm(NULL, stdout, stdin); }

// MARK: attributes and colours

static inline attr_t np_a_normal(void) { return A_NORMAL; }
static inline attr_t np_a_bold(void) { return A_BOLD; }
static inline attr_t np_a_dim(void) { return A_DIM; }
static inline attr_t np_a_reverse(void) { return A_REVERSE; }
static inline attr_t np_a_underline(void) { return A_UNDERLINE; }
static inline int np_color_pair(int n) { return COLOR_PAIR(n); }

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

/// Whether the terminal type in TERM can draw a full screen, found without writing to the terminal:
/// 1 when its terminfo entry has cursor addressing (`cup`), 0 when it has none (`dumb`, printing
/// terminals), -1 when TERM is unset or unknown (or there is no terminfo database).
static inline int np_terminal_addresses_cursor(void) {
    int status = 0;
    if (setupterm(NULL, 1, &status) != OK) return -1;
    const char *cup = tigetstr("cup");
    int addresses = cup != NULL && cup != (char *)-1;
    del_curterm(cur_term);
    return addresses;
}

#endif
