#!/usr/bin/env bash
# The release `navpilot` is one executable that needs nothing installed beside it, and loses nothing
# for it. Where the static libraries are installed (Package.swift, `staticExecutable`: Debian's and
# Ubuntu's -dev packages ship them, so CI's machine has them) it must be a static executable: no
# program interpreter, no shared library. Then, in tmux, its file browser must show a GIF, a JPEG
# and a PNG as pictures (half blocks; never "is not installed", "was built without", a damaged file
# or a crash: a static executable cannot open the shared codecs, so they are linked in), and a file named in Japanese must
# take two columns a character (the C library's wcwidth, which a static executable cannot look up by
# name), so its row's right border stays in line with the others.
#
#   Scripts/linking/static-executable.sh [--dynamic-allowed]
#
# NAVPILOT_BIN: the binary (else the plain release build). --dynamic-allowed: a machine without the
# static libraries, where the executable is linked against the shared ones (the pictures and widths
# are still checked).
set -euo pipefail
source "$(dirname "$0")/../reliability/lib.sh"
dynamic_allowed=no
[ "${1:-}" = --dynamic-allowed ] && dynamic_allowed=yes
if [ -z "${NAVPILOT_BIN:-}" ]; then
    (cd "$repository" && swift build -c release --product navpilot >&2)
    NAVPILOT_BIN="$(cd "$repository" && swift build -c release --show-bin-path)/navpilot"
fi
navpilot=$NAVPILOT_BIN
work=$(mktemp -d "${TMPDIR:-/tmp}"/navpilot-static.XXXXXX)
trap 'tmux_cleanup; rm -rf "$work"' EXIT

# ldd fails on a static executable, saying so.
libraries=$(ldd "$navpilot" 2>&1 || true)
if grep -q "not a dynamic executable" <<<"$libraries"; then
    echo "static-executable: $navpilot is a static executable"
elif [ "$dynamic_allowed" = yes ]; then
    echo "static-executable: $navpilot links shared libraries (allowed here):"
    sed 's/^/    /' <<<"$libraries"
else
    echo "$libraries" >&2
    fail "the release navpilot links shared libraries; with the static ones installed it must be one static executable"
fi

fixtures="$repository/Tests/NavPilotTUITests/Images/Fixtures"
mkdir -p "$work/pictures"
cp "$fixtures/frames.gif" "$fixtures/halves.jpg" "$fixtures/halves.png" "$work/pictures/"
echo "written in Japanese" >"$work/pictures/漢字のファイル名.txt"

tmux_start files 100 24 "NAVPILOT_STATE_DIR='$work/state' '$navpilot' --example files '$work/pictures'"
wait_for_text files "preview · frames.gif" 60 || fail "the file browser did not start"

# Polls until the preview of NAME shows its picture: half blocks, nothing still loading. Fails on
# any message in place of the picture, and when the program has ended.
wait_for_picture() { # NAME
    local deadline=$((SECONDS + 30)) screen
    while [ $SECONDS -lt $deadline ]; do
        app_running files || fail "navpilot ended (status $(exit_status files)) while showing $1"
        screen=$(tmux_screen files)
        if grep -qE "image, and |not installed|built without|damaged|not an image" <<<"$screen"; then
            echo "$screen" >&2
            fail "$1 was not decoded"
        fi
        if grep -qF "preview · $1" <<<"$screen" && grep -qF "▀▀▀▀▀▀▀▀" <<<"$screen" \
            && ! grep -qF "loading $1" <<<"$screen"; then
            return 0
        fi
        sleep 0.05
    done
    tmux_screen files >&2
    fail "$1 was not shown as a picture"
}

for picture in frames.gif halves.jpg halves.png; do
    wait_for_picture "$picture"
    echo "static-executable: $picture shown as a picture"
    tmx send-keys -t files Down
done
wait_for_text files "preview · 漢字のファイル名.txt" 30 || fail "the Japanese file name was not selected"

# The display column of each row's first "││" (where the two panes meet), counted as the terminal
# places characters: East Asian wide and fullwidth characters take two columns. A row of the panes
# without one (the border pushed out of place) counts as "none".
columns=$(tmux_screen files | python3 -c '
import sys, unicodedata
for line in sys.stdin.read().splitlines():
    if not line.startswith("│"):
        continue
    column, found = 0, "none"
    for index, character in enumerate(line):
        if line.startswith("││", index):
            found = column
            break
        column += 2 if unicodedata.east_asian_width(character) in "WF" else 1
    print(found)
')
if [ "$(sort -u <<<"$columns" | wc -l)" != 1 ] || grep -q none <<<"$columns"; then
    tmux_screen files >&2
    fail "a row with a Japanese name is not as wide as the others: the panes meet at columns $(tr '\n' ' ' <<<"$columns")"
fi
echo "static-executable: the Japanese name takes two columns a character"
tmx send-keys -t files q
wait_for_exit files 30 || fail "q did not end the program"
[ "$(exit_status files)" = 0 ] || fail "navpilot ended with status $(exit_status files)"
pass "the release navpilot needs no library beside it, shows GIF, JPEG and PNG pictures, and measures wide names"
