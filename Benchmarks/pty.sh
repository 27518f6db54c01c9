#!/usr/bin/env bash
# Measures `navpilot` (release) on a pseudo-terminal as a person experiences it: first frame,
# latency per key, bytes written per key and per changed cell, peak memory. Uses
# ../shared/tools/ptybench.py (pip install pyte).
#
#   Benchmarks/pty.sh [RUNS] [extra ptybench args]
#
# Environment: PTY_KEYS (the key script, default Benchmarks/split-screen.keys), NAVPILOT_BIN (another
# binary to measure; default the plain release build), NAVPILOT_ARGS (its arguments, e.g. "--panes
# …"), PTY_WRAPPER (a command put in front of the binary, e.g. "perf record -g -- ").
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-5}"
shift || true
bench="${PTYBENCH:-../shared/tools/ptybench.py}"
python3 -c 'import pyte' 2>/dev/null || pip install --quiet pyte
if [ -z "${NAVPILOT_BIN:-}" ]; then
    # The binary users get from the plain release build (Package.swift holds the deployment link).
    swift build -c release --product navpilot >/dev/null
    NAVPILOT_BIN="$PWD/.build/release/navpilot"
fi
state=$(mktemp -d "${TMPDIR:-/tmp}/navpilot-ptybench.XXXXXX")
trap 'rm -rf "$state"' EXIT
python3 "$bench" --cmd "${PTY_WRAPPER:-}$NAVPILOT_BIN${NAVPILOT_ARGS:+ $NAVPILOT_ARGS}" --script "${PTY_KEYS:-Benchmarks/split-screen.keys}" \
    --size 120x40 --runs "$runs" --env LANG=C.UTF-8 --env NAVPILOT_STATE_DIR="$state" "$@"
