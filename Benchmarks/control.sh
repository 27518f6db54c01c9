#!/usr/bin/env bash
# Measures the control socket of the plain release build, live in a real terminal (tmux, 120x40):
# commands a second over one connection with every frame drawn, a command's round trip, and the
# event latency (Benchmarks/control.py).
#
#   Benchmarks/control.sh [COUNT] [--stalled N]    (default 10,000 commands; see control.py)
set -euo pipefail
cd "$(dirname "$0")/.."
count=${1:-10000}
shift || true
swift build -c release --product navpilot >/dev/null
folder=$(mktemp -d /tmp/np-bench.XXXXXX)
export TMUX_TMPDIR=$folder
trap 'tmux kill-server 2>/dev/null || true; rm -rf "$folder"' EXIT
tmux new-session -d -s bench -x 120 -y 40 "exec $PWD/.build/release/navpilot --listen $folder/s"
for _ in $(seq 1 200); do [ -S "$folder/s" ] && break; sleep 0.01; done
[ -S "$folder/s" ] || { echo "control: the session did not listen" >&2; exit 1; }
python3 Benchmarks/control.py "$folder/s" "$count" "$@"
