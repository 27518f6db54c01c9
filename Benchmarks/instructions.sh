#!/usr/bin/env bash
# Instruction counts of navpilot-bench's fixed workloads (a key with its full render, router push+pop,
# a notation round trip), counted by callgrind, against Benchmarks/instructions.baseline.
#
#   Benchmarks/instructions.sh            compare; exit 1 when a workload costs more than the tolerance
#   Benchmarks/instructions.sh --update   write the current counts as the new baseline
#
# Counts repeat exactly from run to run of a build, and within a fraction of a percent across builds
# (hashing is made deterministic), so unlike timings they can be checked in CI. They depend on the
# toolchain: with another one than the baseline's, the counts are printed and not compared.
set -euo pipefail
cd "$(dirname "$0")/.."

tolerance_percent=5
baseline=Benchmarks/instructions.baseline

command -v valgrind >/dev/null || { echo "instructions: valgrind is not installed" >&2; exit 2; }
swift build -c release --product navpilot-bench >&2
bench="$(swift build -c release --show-bin-path)/navpilot-bench"
toolchain="$(swift --version 2>/dev/null | head -1)"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

# Instructions per operation of one workload: only its `counted*` function is collected, and the
# workload prints how many operations it performed.
per_operation() {
    local name=$1 operations total
    operations=$(SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file="$out/$name" \
        --toggle-collect='*counted*' "$bench" instructions "$name" 2>"$out/$name.log") \
        || { cat "$out/$name.log" >&2; exit 2; }
    total=$(awk '/^totals:/ {print $2}' "$out/$name")
    echo $(( total / operations ))
}

mapfile -t workloads < <("$bench" instructions)
declare -A measured
for name in "${workloads[@]}"; do
    measured[$name]=$(per_operation "$name")
done

if [ "${1:-}" = "--update" ]; then
    {
        echo "# Instructions per operation, counted by Benchmarks/instructions.sh (callgrind)."
        echo "# toolchain: $toolchain"
        for name in "${workloads[@]}"; do echo "$name ${measured[$name]}"; done
    } >"$baseline"
    echo "instructions: wrote $baseline"
    exit 0
fi

comparable=true
grep -qxF "# toolchain: $toolchain" "$baseline" || comparable=false
status=0
printf '%-10s %14s %14s %8s\n' workload "instr/op" baseline change
for name in "${workloads[@]}"; do
    expected=$(awk -v name="$name" '$1 == name {print $2}' "$baseline")
    if [ -z "$expected" ]; then
        printf '%-10s %14s %14s\n' "$name" "${measured[$name]}" "(none)"
        status=1
        continue
    fi
    change=$(awk -v now="${measured[$name]}" -v was="$expected" 'BEGIN {printf "%+.1f%%", (now - was) * 100 / was}')
    printf '%-10s %14s %14s %8s\n' "$name" "${measured[$name]}" "$expected" "$change"
    if $comparable && [ $(( measured[$name] * 100 )) -gt $(( expected * (100 + tolerance_percent) )) ]; then
        echo "instructions: $name costs more than $tolerance_percent% over its baseline" >&2
        status=1
    fi
done
if ! $comparable; then
    echo "instructions: the baseline was counted with another toolchain; not compared ($toolchain)" >&2
    exit 0
fi
exit $status
