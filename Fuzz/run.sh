#!/usr/bin/env bash
# Builds the libFuzzer targets (address sanitizer on) and runs each for a bounded time.
#
#   Fuzz/run.sh [SECONDS] [--update-corpus] [--target NAME]...
#
#   SECONDS           time per target, default 60 (`-max_total_time`).
#   --update-corpus   merge the units that found new coverage into Fuzz/corpus/<target>/
#                     (libFuzzer `-merge=1`, so only units that add coverage are kept).
#                     Without it the seed corpus is read, never written: new units go to a
#                     temporary directory that is deleted afterwards.
#   --target NAME     run only this target (repeatable): notation, deeplink, inputdecoder, scenario,
#                     safetext, statefile, filename.
#
# Environment: FUZZ_BUILD_DIR (default: a new temporary folder, removed at the end; set it to keep
# the build between runs), FUZZ_NICE (default 15, the `nice` level of builds and runs), FUZZ_JOBS
# (default: the number of cores, at most 4; targets run that many at a time, each on one core).
#
# Prints executions and findings per target; exits 1 when any target found a crash, a leak, a
# timeout or an out-of-memory, 2 on a usage or build error. A finding's input is printed in base64
# and kept as Fuzz/regressions/<target>/<kind>-<hash>, where `swift test` replays it from then on.
#
# How it builds: Fuzz/ is a Swift package that depends on the project by path, so SwiftPM builds
# the targets from the package graph: the project's modules with address sanitizing and libFuzzer's
# coverage instrumentation, each Fuzz/Sources/fuzz-<target>/main.swift linked with libFuzzer's
# driver (`libclang_rt.fuzzer_no_main` of the toolchain's clang).
set -euo pipefail

cd "$(dirname "$0")/.."
root=$(pwd)

seconds=60
update_corpus=0
targets=()
while [ $# -gt 0 ]; do
    case "$1" in
    --update-corpus) update_corpus=1 ;;
    --target)
        [ $# -ge 2 ] || { echo "run.sh: --target needs a name" >&2; exit 2; }
        targets+=("$2")
        shift
        ;;
    -h | --help)
        sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'
        exit 0
        ;;
    *[!0-9]* | '') echo "run.sh: unknown argument '$1'" >&2; exit 2 ;;
    *) seconds=$1 ;;
    esac
    shift
done
all_targets=(notation deeplink inputdecoder scenario safetext statefile filename)
[ ${#targets[@]} -gt 0 ] || targets=("${all_targets[@]}")

if [ -n "${FUZZ_BUILD_DIR:-}" ]; then
    build=$FUZZ_BUILD_DIR
else
    build=$(mktemp -d "${TMPDIR:-/tmp}/navpilot-fuzz.XXXXXX")
    trap 'rm -rf "$build"' EXIT
fi
nice_level=${FUZZ_NICE:-15}
mkdir -p "$build/artifacts"
export SWIFT_BACKTRACE=enable=no # the backtracer can hang after a libFuzzer crash report
toolchain=$(dirname "$(command -v swift)")
[ -x "$toolchain/llvm-symbolizer" ] && export ASAN_SYMBOLIZER_PATH="$toolchain/llvm-symbolizer"
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:allocator_may_return_null=1}
libfuzzer=$(find "$toolchain/../lib/clang" -name "libclang_rt.fuzzer_no_main-$(uname -m).a" 2>/dev/null | head -n 1)
[ -n "$libfuzzer" ] || { echo "fuzz: libclang_rt.fuzzer_no_main-$(uname -m).a not found under $toolchain/../lib/clang" >&2; exit 2; }

for target in "${targets[@]}"; do
    case " ${all_targets[*]} " in
    *" $target "*) ;;
    *) echo "run.sh: unknown target '$target' (targets: ${all_targets[*]})" >&2; exit 2 ;;
    esac
done

build_start=$(date +%s)
swiftpm=(--package-path Fuzz --scratch-path "$build/swiftpm" -c release)
echo "fuzz: building ${targets[*]} (SwiftPM, address sanitizer, libFuzzer coverage)"
# Every target at once when all run (the Fuzz package's products are the targets and nothing else):
# one plan and one link step for all, not seven; else one invocation per product asked for.
if [ ${#targets[@]} -eq ${#all_targets[@]} ]; then products=(""); else products=("${targets[@]}"); fi
for product in "${products[@]}"; do
    nice -n "$nice_level" swift build "${swiftpm[@]}" ${product:+--product "fuzz-$product"} \
        -Xswiftc -sanitize=address -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp \
        -Xlinker "$libfuzzer" -Xlinker -lstdc++ 2> >(grep -v "Cannot export local symbol '__asan" >&2) >"$build/build.log" ||
        { cat "$build/build.log" >&2; echo "fuzz: build of ${product:-the targets} failed" >&2; exit 2; }
done
bin=$(swift build "${swiftpm[@]}" --show-bin-path)
build_seconds=$(($(date +%s) - build_start))

# Runs one target: what it prints goes to $build/<target>.out, its summary line to
# $build/<target>.summary; returns 1 on a finding.
run_target() {
    local target=$1 status=0
    seeds="Fuzz/corpus/$target"
    mkdir -p "$seeds"
    work=$(mktemp -d "$build/corpus-$target.XXXXXX")
    artifacts="$build/artifacts/$target"
    rm -rf "$artifacts" && mkdir -p "$artifacts"
    log="$build/$target.log"
    dict=()
    [ -f "Fuzz/dictionaries/$target.dict" ] && dict=(-dict="Fuzz/dictionaries/$target.dict")
    state_dir=$(mktemp -d "$build/state-$target.XXXXXX")
    echo "fuzz: running $target for ${seconds}s (seed corpus $seeds: $(find "$seeds" -type f | wc -l) files)"
    set +e
    # -timeout: one input taking 10 s is a hang; -rss_limit_mb: bounded memory is a requirement.
    NAVPILOT_STATE_DIR="$state_dir" nice -n "$nice_level" "$bin/fuzz-$target" "$work" "$seeds" \
        "${dict[@]}" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=8192 \
        -print_final_stats=1 -artifact_prefix="$artifacts/" >"$log" 2>&1
    code=$?
    set -e
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
    cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1 | cut -d' ' -f2)
    found=$(find "$artifacts" -type f | wc -l)
    result=ok
    if [ "$code" -ne 0 ] || [ "$found" -gt 0 ]; then
        result="FINDING (exit $code)"
        status=1
        # The log quotes fuzz inputs: shown with control characters made visible (cat -v).
        grep -E '^(==[0-9]+==ERROR|SUMMARY|Fatal error|.*fuzz invariant failed)' "$log" | head -5 | cat -v || true
        mkdir -p "Fuzz/regressions/$target"
        for unit in "$artifacts"/*; do
            [ -f "$unit" ] || continue
            cp "$unit" "Fuzz/regressions/$target/"
            echo "  input (base64): $(head -c 600 "$unit" | base64 -w0)"
            echo "  kept as Fuzz/regressions/$target/$(basename "$unit"): commit it with the fix"
        done
        if [ -n "${FUZZ_BUILD_DIR:-}" ]; then
            echo "  full log: $log"
        else
            echo "  last lines of the log:"
            tail -n 25 "$log" | cat -v | sed 's/^/    /'
        fi
    fi
    if [ "$update_corpus" = 1 ]; then
        before=$(find "$seeds" -type f | wc -l)
        nice -n "$nice_level" "$bin/fuzz-$target" -merge=1 "$seeds" "$work" >"$build/$target.merge.log" 2>&1 || true
        echo "fuzz: corpus $seeds: $before -> $(find "$seeds" -type f | wc -l) files"
    fi
    rm -rf "$work" "$state_dir"
    printf '%-13s %12s execs %8s/s  cov %6s  %s\n' "$target" "${execs:-?}" "${rate:-?}" "${cov:-?}" "$result" \
        >"$build/$target.summary"
    return "$status"
}

jobs=${FUZZ_JOBS:-$(nproc)}
[ "$jobs" -ge 1 ] 2>/dev/null || jobs=1
[ "$jobs" -le 4 ] || jobs=4
status=0
summary=()
run_start=$(date +%s)
running=()
for target in "${targets[@]}"; do
    run_target "$target" >"$build/$target.out" 2>&1 &
    running+=($!)
    if [ ${#running[@]} -ge "$jobs" ]; then
        wait "${running[0]}" || status=1
        running=("${running[@]:1}")
    fi
done
for pid in "${running[@]}"; do wait "$pid" || status=1; done
# In the targets' order, whichever ended first.
for target in "${targets[@]}"; do
    cat "$build/$target.out"
    summary+=("$(cat "$build/$target.summary")")
done
run_seconds=$(($(date +%s) - run_start))

echo "fuzz: summary (build ${build_seconds}s, runs ${run_seconds}s)"
printf '  %s\n' "${summary[@]}"
exit "$status"
