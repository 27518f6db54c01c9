#!/usr/bin/env bash
# Each frame reaches the terminal in one write. The split screen starts in tmux under strace, takes
# Down and quits with q; the writes to the terminal are counted. The frame writer makes a frame's
# bytes in memory and the flush writes them at once; drawn through ncurses (which flushes at every
# cursor movement until a program's first endwin()) this session took 124 writes, none over 367
# bytes (BENCHMARKS.md, "A frame in one write", "A frame writer of our own").
#
#   Scripts/reliability/frame-writes.sh          (NAVPILOT_BIN: the binary; else the debug build)
set -euo pipefail
source "$(dirname "$0")/lib.sh"
command -v strace >/dev/null || fail "strace is needed (apt install strace)"
navpilot=$(navpilot_binary)
work=$(mktemp -d "${TMPDIR:-/tmp}"/navpilot-writes.XXXXXX)
trap 'tmux_cleanup; rm -rf "$work"' EXIT

tmux_start writes 120 40 \
    "NAVPILOT_STATE_DIR='$work' strace -f -qq -e trace=write -o '$work/writes' '$navpilot' --example split-screen"
wait_for_text writes "Async/Await" 60 || fail "the split screen did not start under strace"
tmx send-keys -t writes Down
wait_for_text writes "▸ SwiftUI Tricks" 30 || fail "Down did not move the selection"
tmx send-keys -t writes q
wait_for_exit writes 30 || fail "q did not end the program"

# strace writes one line per call: `PID write(1, "…"…, LENGTH) = WRITTEN`.
writes=$(grep -c ' write(1, ' "$work/writes" || true)
largest=$(grep ' write(1, ' "$work/writes" | sed -n 's/.*) = \([0-9]*\)$/\1/p' | sort -n | tail -n 1)
echo "writes to the terminal: $writes; the largest: ${largest:-0} bytes"
# Start (the alternate screen, input modes, the questions to the terminal, the first frame), one
# key's frame and the goodbye take about ten; the first frame alone is 2.6 KB.
[ "$writes" -le 20 ] || fail "the session took $writes writes to the terminal (at most 20 expected)"
[ "${largest:-0}" -ge 2000 ] || fail "no write carried the whole first frame (largest: ${largest:-0} bytes)"
pass "each frame reaches the terminal in one write ($writes writes for start, a key and quit)"
