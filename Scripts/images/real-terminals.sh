#!/usr/bin/env bash
# Images in real terminals under Xvfb: runs `navpilot --example files` on a folder holding one picture
# (a red left half, a smooth gradient on the right) in kitty (software OpenGL), which speaks the kitty
# graphics protocol, and in `xterm -ti vt340`, which draws sixels; takes a screenshot of the X screen,
# and checks the preview pane's pixels: the red is the image's red, and the gradient shows the
# distinct colours only a picture gives (at least 5,000 in kitty, where every pixel of the picture
# has its own; 200 in xterm's 256 sixel registers; half blocks have the palette's few dozen, and a
# thousand in 24-bit colour, one pair a cell). For each terminal it first plants the fault that
# matters: the same run with the terminal never asked what it can do
# (NAVPILOT_TERMINAL_QUERIES=0, and COLORTERM unset), so the picture is drawn in half blocks, must
# fail the check.
#
#   Scripts/images/real-terminals.sh [NAVPILOT_BINARY]
#
# Needs kitty, xterm, Xvfb, xdotool, xwd (x11-apps) and netpbm; exits 2 when one is missing.
set -euo pipefail
cd "$(dirname "$0")/../.."
binary="${1:-}"
if [ -z "$binary" ]; then
    swift build --product navpilot >/dev/null
    binary="$PWD/.build/debug/navpilot"
fi
for tool in kitty xterm Xvfb xdotool xwd xwdtopnm; do
    command -v "$tool" >/dev/null || { echo "real-terminals: $tool is not installed" >&2; exit 2; }
done
work=$(mktemp -d "${TMPDIR:-/tmp}/real-terminals.XXXXXX")
display=":$((50 + RANDOM % 400))"
xvfb_pid=
terminal_pid=
cleanup() {
    [ -z "$terminal_pid" ] || kill "$terminal_pid" 2>/dev/null || true
    [ -z "$xvfb_pid" ] || kill "$xvfb_pid" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

mkdir -p "$work/pictures"
python3 Scripts/images/make-check-picture.py "$work/pictures/picture.png"
Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
xvfb_pid=$!
for _ in $(seq 100); do DISPLAY=$display xdotool getmouselocation >/dev/null 2>&1 && break; sleep 0.1; done

# Shows the picture in TERMINAL (kitty or xterm) with the environment given, and writes the screen as
# PPM to OUT.
shoot() { # TERMINAL OUT ENV...
    local terminal=$1 out=$2
    shift 2
    local run="env $* NAVPILOT_STATE_DIR=\"$work/state\" \"$binary\" --example files \"$work/pictures\""
    if [ "$terminal" = kitty ]; then
        DISPLAY=$display LIBGL_ALWAYS_SOFTWARE=1 kitty --config NONE -o font_size=10 -o initial_window_width=1200 \
            -o initial_window_height=700 -o remember_window_size=no -o confirm_os_window_close=0 \
            sh -c "$run" >"$work/terminal.log" 2>&1 &
    else
        DISPLAY=$display xterm -ti vt340 -tn xterm-256color -geometry 140x40 -fa Monospace -fs 9 -e sh -c "$run" >"$work/terminal.log" 2>&1 &
    fi
    terminal_pid=$!
    # Waits until the preview shows: the screen holds the picture's red (or 60 s pass).
    local shown=no
    for _ in $(seq 300); do
        DISPLAY=$display xwd -root -silent | xwdtopnm 2>/dev/null >"$out" || true
        if python3 Scripts/images/check-picture.py --red-only "$out" >/dev/null 2>&1; then shown=yes; break; fi
        sleep 0.2
    done
    # One more frame after the first red: the whole picture is on the screen.
    sleep 0.5
    DISPLAY=$display xwd -root -silent | xwdtopnm 2>/dev/null >"$out"
    kill "$terminal_pid" 2>/dev/null || true
    wait "$terminal_pid" 2>/dev/null || true
    terminal_pid=
    [ "$shown" = yes ] || { echo "real-terminals: $terminal never showed the picture" >&2; cat "$work/terminal.log" >&2; return 1; }
}

# Checks TERMINAL: half blocks (the planted fault) must fail, its own graphics pass with COLOURS.
check() { # TERMINAL COLOURS
    local terminal=$1 colours=$2
    shoot "$terminal" "$work/$terminal-half-blocks.ppm" NAVPILOT_TERMINAL_QUERIES=0 COLORTERM=
    if python3 Scripts/images/check-picture.py --colours "$colours" "$work/$terminal-half-blocks.ppm"; then
        echo "real-terminals: FAIL: in $terminal the planted fault (half blocks) passed the check" >&2
        exit 1
    fi
    echo "real-terminals: PASS self-check: half blocks in $terminal fail the check"
    shoot "$terminal" "$work/$terminal.ppm" NAVPILOT_TERMINAL_QUERIES=1
    python3 Scripts/images/check-picture.py --colours "$colours" "$work/$terminal.ppm"
    echo "real-terminals: PASS: $terminal shows the picture through its own graphics"
}

check kitty 5000
check xterm 200
