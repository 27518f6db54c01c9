#!/usr/bin/env bash
# Bytes written per navigation transition of the transitions example on a 120x40 pty: the whole push
# and the whole pop for three styles, the frames they took (output chunks), and the same steps with
# NAVPILOT_REDUCE_MOTION=1 (one final frame) for comparison. Uses ../shared/tools/ptybench.py.
#
#   Benchmarks/transitions.sh [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-3}"
bench="${PTYBENCH:-../shared/tools/ptybench.py}"
python3 -c 'import pyte' 2>/dev/null || pip install --quiet pyte
if [ -z "${NAVPILOT_BIN:-}" ]; then
    swift build -c release --product navpilot >/dev/null
    NAVPILOT_BIN="$PWD/.build/release/navpilot"
fi
scratch=$(mktemp -d "${TMPDIR:-/tmp}/navpilot-transitions.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
for mode in animated reduced; do
    motion=0
    [ "$mode" = reduced ] && motion=1
    python3 "$bench" --cmd "$NAVPILOT_BIN --example transitions" --script Benchmarks/transitions.keys \
        --size 120x40 --runs "$runs" --idle-ms 150 --trace --quiet --json "$scratch/$mode.json" \
        --env LANG=C.UTF-8 --env NAVPILOT_REDUCE_MOTION=$motion >/dev/null
done
python3 - "$scratch" <<'PY'
import json, statistics, sys
folder = sys.argv[1]
def steps(mode):
    data = json.load(open(f"{folder}/{mode}.json"))
    return data
animated, reduced = steps("animated"), steps("reduced")
print(json.dumps(animated, indent=1)[:3000])
PY
