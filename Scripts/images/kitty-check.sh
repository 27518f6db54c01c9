#!/usr/bin/env bash
# Images in a real kitty: runs `navpilot --example files` in kitty under Xvfb (software OpenGL) on a
# folder holding one picture (a red left half, a smooth gradient on the right), takes a screenshot of
# the X screen, and checks the preview pane's pixels: the red is the image's red, and the gradient
# shows hundreds of distinct colours, which only the kitty graphics protocol gives (half blocks have
# the 256-colour palette's few). First it plants the fault that matters: the same run with the
# terminal never asked what it can do (NAVPILOT_TERMINAL_QUERIES=0), so the picture is drawn in half
# blocks, must fail the check.
#
#   Scripts/images/kitty-check.sh [NAVPILOT_BINARY]
#
# Needs kitty, Xvfb, xdotool, xwd (x11-apps) and netpbm; exits 2 when one is missing.
set -euo pipefail
cd "$(dirname "$0")/../.."
binary="${1:-}"
if [ -z "$binary" ]; then
    swift build --product navpilot >/dev/null
    binary="$PWD/.build/debug/navpilot"
fi
for tool in kitty Xvfb xdotool xwd xwdtopnm; do
    command -v "$tool" >/dev/null || { echo "kitty-check: $tool is not installed" >&2; exit 2; }
done
work=$(mktemp -d "${TMPDIR:-/tmp}/kitty-check.XXXXXX")
display=":$((50 + RANDOM % 400))"
xvfb_pid=
kitty_pid=
cleanup() {
    [ -z "$kitty_pid" ] || kill "$kitty_pid" 2>/dev/null || true
    [ -z "$xvfb_pid" ] || kill "$xvfb_pid" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

mkdir -p "$work/pictures"
python3 Scripts/images/make-check-picture.py "$work/pictures/picture.png"
Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
xvfb_pid=$!
for _ in $(seq 100); do DISPLAY=$display xdotool getmouselocation >/dev/null 2>&1 && break; sleep 0.1; done

# Shows the picture in kitty with the environment given, and writes the screen as PPM to $1.
shoot() { # OUT ENV...
    local out=$1
    shift
    rm -f "$work/drawn"
    DISPLAY=$display LIBGL_ALWAYS_SOFTWARE=1 kitty --config NONE -o font_size=10 -o initial_window_width=1200 \
        -o initial_window_height=700 -o remember_window_size=no -o confirm_os_window_close=0 \
        env "$@" NAVPILOT_STATE_DIR="$work/state" sh -c "\"$binary\" --example files \"$work/pictures\"" \
        >"$work/kitty.log" 2>&1 &
    kitty_pid=$!
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
    kill "$kitty_pid" 2>/dev/null || true
    wait "$kitty_pid" 2>/dev/null || true
    kitty_pid=
    [ "$shown" = yes ] || { echo "kitty-check: the picture never showed" >&2; cat "$work/kitty.log" >&2; return 1; }
}

shoot "$work/half-blocks.ppm" NAVPILOT_TERMINAL_QUERIES=0
if python3 Scripts/images/check-picture.py "$work/half-blocks.ppm"; then
    echo "kitty-check: FAIL: the planted fault (half blocks) passed the check" >&2
    exit 1
fi
echo "kitty-check: PASS self-check: half blocks fail the check"
shoot "$work/kitty.ppm" NAVPILOT_TERMINAL_QUERIES=1
python3 Scripts/images/check-picture.py "$work/kitty.ppm"
echo "kitty-check: PASS: kitty shows the picture through its graphics protocol"
