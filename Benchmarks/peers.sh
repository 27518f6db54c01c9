#!/usr/bin/env bash
# The peers' table of BENCHMARKS.md ("Peers side by side"): `navpilot`'s split screen, the same split
# screen written with Bubble Tea (Benchmarks/peers/bubbletea, built from Debian's packages when `go`
# and them are installed), and `vim -u NONE` as the native reference, each driven on the same pty
# harness (../shared/tools/ptybench.py) in one run of this script, then `navpilot` with eight panes
# at 300x90 and the explorer's speed. Prints a Markdown table; the raw reports stay in the folder
# it names.
#
#   Benchmarks/peers.sh [RUNS]          # default 5 runs each, medians
#
# Environment: NAVPILOT_BIN (a `navpilot` to measure instead of the plain release build), PEERS_OUT
# (the folder for the reports; default a new one under TMPDIR).
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-5}"
bench="${PTYBENCH:-../shared/tools/ptybench.py}"
python3 -c 'import pyte' 2>/dev/null || pip install --quiet pyte
out="${PEERS_OUT:-$(mktemp -d "${TMPDIR:-/tmp}/navpilot-peers.XXXXXX")}"
mkdir -p "$out"
if [ -z "${NAVPILOT_BIN:-}" ]; then
    # The binary users get from the plain release build (Package.swift holds the deployment link).
    swift build -c release --product navpilot >/dev/null
    NAVPILOT_BIN="$PWD/.build/release/navpilot"
fi
state=$(mktemp -d "${TMPDIR:-/tmp}/navpilot-peers-state.XXXXXX")
trap 'rm -rf "$state"' EXIT

# Peak RSS counts the pages of the executable's file that the kernel maps around each page a
# program touches, as far as they are cached: how much of the file is cached, and how it got there
# (read ahead of a fault, read whole by `strip`, written by the linker or `cp`), moves the figure of
# the same binary by megabytes (BENCHMARKS.md, 2026-12-08). Every program starts from an empty page
# cache where this script may empty it (as root), and the report says whether it could.
drop_page_cache() {
    [ -w /proc/sys/vm/drop_caches ] || return 0
    sync
    echo 3 >/proc/sys/vm/drop_caches
}

# The read-ahead of the block device that holds FILE, in KB ("?" where it cannot be read): how much
# the kernel reads at a fault in a file not yet cached.
read_ahead_kb() {
    local device queue
    device=$(stat -c '%Hd:%Ld' "$1" 2>/dev/null) || { echo "?"; return; }
    # A partition's queue is its disk's.
    for queue in "/sys/dev/block/$device/queue" "/sys/dev/block/$device/../queue"; do
        [ -r "$queue/read_ahead_kb" ] && { cat "$queue/read_ahead_kb"; return; }
    done
    echo "?"
}

# measure NAME SIZE KEYS COMMAND...: one ptybench report, $out/NAME.json (with the environment
# variables of MEASURE_ENV, NAME=VALUE separated by spaces, besides LANG and the state folder).
measure() {
    local name=$1 size=$2 keys=$3 extra=()
    shift 3
    for variable in ${MEASURE_ENV:-}; do extra+=(--env "$variable"); done
    echo "peers: $name ($size, $runs runs)" >&2
    drop_page_cache
    python3 "$bench" --quiet --runs "$runs" --size "$size" --env LANG=C.UTF-8 "${extra[@]}" \
        --env NAVPILOT_STATE_DIR="$state" --script "$keys" --json "$out/$name.json" --cmd "$*" >/dev/null
}

# The executables as a user installs them: stripped copies (vim's is the system's, already stripped).
strip -o "$out/navpilot.stripped" "$NAVPILOT_BIN"
measure navpilot 120x40 Benchmarks/split-screen.keys "$NAVPILOT_BIN"

if command -v go >/dev/null && [ -d /usr/share/gocode/src/github.com/charmbracelet/bubbletea ]; then
    (cd Benchmarks/peers/bubbletea && GO111MODULE=off GOPATH=/usr/share/gocode go build -o "$out/bubbletea" .)
    strip -o "$out/bubbletea.stripped" "$out/bubbletea"
    measure bubbletea 120x40 Benchmarks/split-screen.keys "$out/bubbletea"
else
    echo "peers: no Go peer (apt install golang-go golang-github-charmbracelet-bubbletea-dev golang-github-charmbracelet-lipgloss-dev)" >&2
fi

if command -v vim >/dev/null; then
    measure vim 120x40 Benchmarks/peers/vim/vim.keys vim -u NONE -n Benchmarks/peers/vim/feed.txt
fi

eight_panes=(--panes push-pop,parameters,callback,split-screen,deep-link,persistence,inspector,route-guards)
measure navpilot-eight-panes 300x90 Benchmarks/eight-panes.keys "$NAVPILOT_BIN" "${eight_panes[@]}"
# The first frame waits for the terminal to say its background (the theme follows it), and the
# harness answers only once it has built its own picture of the empty 300x90 screen in Python
# (about 25 ms): the same session with its theme named asks nothing, and shows what the program's
# own first frame costs.
MEASURE_ENV=NAVPILOT_THEME=dark measure navpilot-eight-panes-theme-named 300x90 Benchmarks/eight-panes.keys \
    "$NAVPILOT_BIN" "${eight_panes[@]}"

# The explorer's speed: steps per second over 10,000 steps of the split screen, seed 1.
mkdir -p "$state/explore"
explore_start=$(date +%s%N)
NAVPILOT_STATE_DIR="$state/explore" "$NAVPILOT_BIN" explore split-screen --steps 10000 --seed 1 --out "$state/explore" \
    >"$out/explore.log"
explore_ns=$(($(date +%s%N) - explore_start))

cache="page cache dropped before each program: $([ -w /proc/sys/vm/drop_caches ] && echo yes || echo "no (not root)")"
cache="$cache; read-ahead of the executable's device: $(read_ahead_kb "$NAVPILOT_BIN") KB"
python3 - "$out" "$explore_ns" "$(command -v vim || true)" "$cache" <<'PY'
import json, os, sys
out, explore_ns, vim, cache = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]

def report(name):
    path = os.path.join(out, name + ".json")
    return json.load(open(path))["summary"] if os.path.exists(path) else None

def size(path):
    return f"{os.path.getsize(path) / 1e6:.1f} MB" if path and os.path.exists(path) else "—"

def row(label, s, executable):
    if s is None:
        return None
    if s["errors"]:
        sys.exit(f"peers: {label}: {s['errors'][0]}")
    keys = s["keys"]
    return (f"| {label} | {s['startup']['marker_ms']:.1f} ms | {keys['median_marker_ms']:.1f} ms | "
            f"{keys['overall_bytes_per_cell']:.1f} | {s['peak_rss_kb'] / 1000:.2f} MB | {executable} |")

rows = [
    row("navpilot, split screen", report("navpilot"), size(os.path.join(out, "navpilot.stripped"))),
    row("Bubble Tea, split screen", report("bubbletea"), size(os.path.join(out, "bubbletea.stripped"))),
    row("vim -u NONE, a text file", report("vim"), size(os.path.realpath(vim)) if vim else "—"),
    row("navpilot, eight panes at 300x90", report("navpilot-eight-panes"), ""),
    row("navpilot, eight panes at 300x90, theme named", report("navpilot-eight-panes-theme-named"), ""),
]
print("| 120x40 unless named | first frame | key (median) | bytes per changed cell | peak RSS | stripped executable |")
print("|---|---|---|---|---|---|")
print("\n".join(r for r in rows if r))
print(f"\n{cache}")
print(f"explore: {10000 / (explore_ns / 1e9):,.0f} steps/s (split screen, 10,000 steps, seed 1)")
print(f"reports: {out}")
PY
