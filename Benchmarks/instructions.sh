#!/usr/bin/env bash
# Instruction counts of navpilot-bench's fixed workloads (a key with its full render, router push+pop,
# a notation round trip), counted by callgrind, against Benchmarks/instructions.baseline.
#
#   Benchmarks/instructions.sh            self-check, then compare; exit 1 on any failure
#   Benchmarks/instructions.sh --update   write the current counts as the new baseline
#
# The comparison fails when a workload costs more than the tolerance over its baseline, when the bench
# lists a workload the baseline lacks or the baseline has one the bench no longer lists, when a count
# is 0 (the collected function was not found), and when nothing was compared. Before comparing, the
# script plants each of those faults (a baseline lowered, cut or padded, a collection that matches
# nothing, a bench that lists nothing) and fails unless every one of them fails the comparison.
#
# Counts repeat exactly from run to run of a build, and within a fraction of a percent across builds
# (hashing is made deterministic), so unlike timings they can be checked in CI. They depend on the
# toolchain: with another one than the baseline's, the counts are printed, one line says loudly that
# they were not compared, and only the checks above that need no comparison apply.
set -euo pipefail
cd "$(dirname "$0")/.."

tolerance_percent=5
baseline=Benchmarks/instructions.baseline
collect='*counted*'

command -v valgrind >/dev/null || { echo "instructions: valgrind is not installed" >&2; exit 2; }
if [ -z "${NAVPILOT_BENCH_BIN:-}" ]; then
    swift build -c release --product navpilot-bench >&2
    NAVPILOT_BENCH_BIN="$(swift build -c release --show-bin-path)/navpilot-bench"
fi
toolchain="$(swift --version 2>/dev/null | head -1)"
out="$(mktemp -d "${TMPDIR:-/tmp}/navpilot-instructions.XXXXXX")"
trap 'rm -rf "$out"' EXIT
# Measured without its debug information: valgrind 3.19 misreads the DWARF 5 that clang writes for
# more than one C file and gives up, and the functions to count are named by the symbol table.
objcopy --strip-debug "$NAVPILOT_BENCH_BIN" "$out/navpilot-bench"
NAVPILOT_BENCH_BIN="$out/navpilot-bench"

# Instructions per operation of one workload: only the functions matching COLLECT are counted, and
# the workload prints how many operations it performed.
per_operation() { # BENCH NAME COLLECT
    local operations total
    operations=$(SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file="$out/$2" \
        --toggle-collect="$3" "$1" instructions "$2" 2>"$out/$2.log") \
        || { cat "$out/$2.log" >&2; exit 2; }
    total=$(awk '/^totals:/ {print $2}' "$out/$2")
    echo $(( ${total:-0} / operations ))
}

# Fills `workloads` (as the bench lists them) and `measured` (name -> instructions per operation).
declare -a workloads
declare -A measured
measure() { # BENCH [COLLECT]
    measured=()
    mapfile -t workloads < <("$1" instructions)
    local name
    for name in "${workloads[@]}"; do
        measured[$name]=$(per_operation "$1" "$name" "${2:-$collect}")
    done
}

# Compares `measured` with BASELINE; prints a table and every problem, returns 1 on any.
compare() { # BASELINE
    local file=$1 problems=0 compared=0 comparable=true name expected change
    grep -qxF "# toolchain: $toolchain" "$file" || comparable=false
    printf '%-10s %14s %14s %8s\n' workload "instr/op" baseline change
    for name in "${workloads[@]}"; do
        expected=$(awk -v name="$name" '$1 == name {print $2}' "$file")
        if [ "${measured[$name]}" -le 0 ]; then
            echo "instructions: $name counted 0 instructions: the collected function (--toggle-collect) was not found" >&2
            problems=$((problems + 1))
        fi
        if [ -z "$expected" ]; then
            printf '%-10s %14s %14s\n' "$name" "${measured[$name]}" "(none)"
            echo "instructions: $name has no baseline (run with --update after checking the counts)" >&2
            problems=$((problems + 1))
            continue
        fi
        change=$(awk -v now="${measured[$name]}" -v was="$expected" 'BEGIN {printf "%+.1f%%", (now - was) * 100 / was}')
        printf '%-10s %14s %14s %8s\n' "$name" "${measured[$name]}" "$expected" "$change"
        $comparable || continue
        compared=$((compared + 1))
        if [ $(( measured[$name] * 100 )) -gt $(( expected * (100 + tolerance_percent) )) ]; then
            echo "instructions: $name costs more than $tolerance_percent% over its baseline" >&2
            problems=$((problems + 1))
        fi
    done
    while read -r name _; do
        [ -n "${measured[$name]+listed}" ] && continue
        echo "instructions: the baseline has $name, which the bench no longer lists" >&2
        problems=$((problems + 1))
    done < <(grep -v '^#' "$file")
    if [ "${#workloads[@]}" = 0 ]; then
        echo "instructions: the bench listed no workload; nothing was compared" >&2
        problems=$((problems + 1))
    elif ! $comparable; then
        echo "instructions: ******** NOT COMPARED: the baseline was counted with another toolchain than $toolchain ********" >&2
    elif [ "$compared" = 0 ]; then
        echo "instructions: nothing was compared" >&2
        problems=$((problems + 1))
    fi
    [ "$problems" = 0 ]
}

measure "$NAVPILOT_BENCH_BIN"

if [ "${1:-}" = "--update" ]; then
    {
        echo "# Instructions per operation, counted by Benchmarks/instructions.sh (callgrind)."
        echo "# toolchain: $toolchain"
        for name in "${workloads[@]}"; do echo "$name ${measured[$name]}"; done
    } >"$baseline"
    echo "instructions: wrote $baseline"
    exit 0
fi

# Self-check: every planted fault must fail the comparison (its output is kept out of the way).
planted_failures=0
plant() { # DESCRIPTION REASON BASELINE_FILE: the comparison must fail, saying REASON
    if compare "$3" >"$out/planted.log" 2>&1; then
        echo "FAIL self-check: $1 passed the comparison" >&2
        planted_failures=$((planted_failures + 1))
    elif ! grep -q -- "$2" "$out/planted.log"; then
        echo "FAIL self-check: $1 failed the comparison, but not saying '$2':" >&2
        cat "$out/planted.log" >&2
        planted_failures=$((planted_failures + 1))
    else
        echo "PASS self-check: $1 fails ($(grep -m1 -- "$2" "$out/planted.log"))"
    fi
}
# A copy of the baseline with the toolchain line of this machine, so the planted faults are compared.
{ echo "# toolchain: $toolchain"; grep -v '^#' "$baseline"; } >"$out/here.baseline"
first=${workloads[0]:-}
[ -n "$first" ] || { compare "$baseline"; exit 1; }
awk -v name="$first" -v count="${measured[$first]}" '$1 == name {$2 = int(count / 2)} {print}' \
    "$out/here.baseline" >"$out/lowered"
plant "a workload twice as costly as its baseline" "more than $tolerance_percent% over its baseline" "$out/lowered"
grep -v "^$first " "$out/here.baseline" >"$out/cut"
plant "a workload missing from the baseline" "has no baseline" "$out/cut"
{ cat "$out/here.baseline"; echo "retired-workload 1000"; } >"$out/padded"
plant "a baseline workload the bench no longer lists" "retired-workload, which the bench no longer lists" "$out/padded"
saved_workloads=("${workloads[@]}")
declare -A saved_measured
for name in "${workloads[@]}"; do saved_measured[$name]=${measured[$name]}; done
workloads=("$first")
measured=([$first]=$(per_operation "$NAVPILOT_BENCH_BIN" "$first" '*no-such-function*'))
grep -E "^(#|$first )" "$out/here.baseline" >"$out/one"
plant "a collection that matches no function (count 0)" "counted 0 instructions" "$out/one"
measure /bin/true
plant "a bench that lists no workload" "listed no workload" "$out/here.baseline"
workloads=("${saved_workloads[@]}")
measured=()
for name in "${workloads[@]}"; do measured[$name]=${saved_measured[$name]}; done

status=0
compare "$baseline" || status=1
[ "$planted_failures" = 0 ] || status=1
exit $status
