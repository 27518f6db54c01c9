#!/usr/bin/env bash
# Where `navpilot run` should run: kept to the core it started on (the default) or on every core
# (`--all-cores`), idle and under background load, and a suite run serially (`-j 1`) or in parallel
# (`-j 2`). Medians of REPETITIONS runs of the plain release binary, wall time in seconds.
#
#   swift build -c release && Benchmarks/run-cores.sh [REPETITIONS]      (default 5)
#
# Load is one or two busy loops (`yes`), bounded by `timeout`, started before and killed after each
# measurement.
set -euo pipefail
navpilot=${NAVPILOT_BIN:-.build/release/navpilot}
repetitions=${1:-5}
work=$(mktemp -d "${TMPDIR:-/tmp}/navpilot-run-cores.XXXXXX")
loads=()
stop_load() { for pid in "${loads[@]}"; do kill "$pid" 2>/dev/null || true; done; loads=(); }
trap 'stop_load; rm -rf "$work"' EXIT

# A 10,000-step split-screen scenario, and a suite of eight 2,500-step ones.
steps() { # N
    echo "Session split-screen"
    for _ in $(seq 1 $(($1 / 4))); do printf 'Key down\nKey enter\nKey backspace\nKey tab\n'; done
}
steps 10000 >"$work/long.scenario"
mkdir -p "$work/suite"
for i in $(seq 1 8); do steps 2500 >"$work/suite/part$i.scenario"; done

seconds() { # COMMAND... -> wall seconds of one run (fails when the run fails)
    local start end
    start=$(date +%s%N)
    "$@" >/dev/null
    end=$(date +%s%N)
    awk -v ns=$((end - start)) 'BEGIN { printf "%.2f\n", ns / 1e9 }'
}
median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
measure() { # LABEL BUSY_LOOPS COMMAND...
    local label=$1 busy=$2 i
    shift 2
    for ((i = 0; i < busy; i++)); do
        timeout 600 yes >/dev/null &
        loads+=($!)
    done
    local times=()
    for ((i = 0; i < repetitions; i++)); do times+=("$(seconds "$@")"); done
    stop_load
    printf '%-44s %s s\n' "$label" "$(printf '%s\n' "${times[@]}" | median)"
}

echo "run-cores: $(nproc) cores, $repetitions repetitions, $navpilot"
for busy in 0 1 2; do
    measure "10,000 steps, one core, $busy busy loops" "$busy" "$navpilot" run "$work/long.scenario"
    measure "10,000 steps, --all-cores, $busy busy loops" "$busy" "$navpilot" run --all-cores "$work/long.scenario"
done
for busy in 0 1; do
    measure "8 files of 2,500 steps, -j 1, $busy busy loops" "$busy" "$navpilot" run "$work/suite"
    measure "8 files of 2,500 steps, -j 2, $busy busy loops" "$busy" "$navpilot" run -j 2 "$work/suite"
done
