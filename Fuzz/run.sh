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
#   --target NAME     run only this target (repeatable): notation, deeplink, inputdecoder, scenario.
#
# Environment: FUZZ_BUILD_DIR (default /tmp/build-fuzz), SWIFTC (default swiftc), FUZZ_NICE
# (default 15, the `nice` level of builds and runs).
#
# Prints executions and findings per target; exits 1 when any target found a crash, a leak, a
# timeout or an out-of-memory (the input is kept under $FUZZ_BUILD_DIR/artifacts/<target>/ and
# printed in base64), 2 on a usage or build error.
#
# How it builds: each library target is compiled with `swiftc -sanitize=fuzzer,address` straight
# from Sources/ (no SwiftPM), as one module (object file + .swiftmodule) per target; a module is
# rebuilt only when its sources or the flags change. Each fuzz target is Fuzz/<Name>/main.swift
# (plus Fuzz/Shared/*.swift) linked with the modules it imports and libFuzzer's main.
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
all_targets=(notation deeplink inputdecoder scenario)
[ ${#targets[@]} -gt 0 ] || targets=("${all_targets[@]}")

build=${FUZZ_BUILD_DIR:-/tmp/build-fuzz}
swiftc=${SWIFTC:-swiftc}
nice_level=${FUZZ_NICE:-15}
modules="$build/modules"
mkdir -p "$modules" "$build/bin" "$build/artifacts"
export SWIFT_BACKTRACE=enable=no # the backtracer can hang after a libFuzzer crash report
symbolizer=$(dirname "$(command -v "$swiftc")")/llvm-symbolizer
[ -x "$symbolizer" ] && export ASAN_SYMBOLIZER_PATH="$symbolizer"
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:allocator_may_return_null=1}

flags=(-O -wmo -gline-tables-only -parse-as-library -swift-version 6 -sanitize=fuzzer,address
    -I "$modules" -Xcc "-fmodule-map-file=$root/Sources/CNcursesw/module.modulemap")

# Dependencies in build order; each entry is the module a target needs (with what it needs).
deps_notation=(NavPilot)
deps_deeplink=(NavPilot)
deps_inputdecoder=(NavPilot NavPilotTUI)
deps_scenario=(NavPilot NavPilotTUI NavPilotExamples NavPilotScenario)
dir_notation=Notation
dir_deeplink=DeepLink
dir_inputdecoder=InputDecoder
dir_scenario=Scenario

build_module() { # build_module MODULE [MODULES IT IMPORTS...]
    local module=$1 stamp sources
    shift
    mapfile -t sources < <(find "Sources/$module" -name '*.swift' | LC_ALL=C sort)
    stamp=$( (printf '%s\n' "${flags[@]}"; cat "${sources[@]}"; for dep in "$@"; do cat "$modules/$dep.stamp"; done) |
        sha256sum | cut -c1-16)
    if [ -f "$modules/$module.o" ] && [ "$(cat "$modules/$module.stamp" 2>/dev/null)" = "$stamp" ]; then
        return
    fi
    echo "fuzz: building module $module"
    rm -f "$modules/$module.stamp"
    nice -n "$nice_level" "$swiftc" "${flags[@]}" -module-name "$module" -emit-module \
        -emit-module-path "$modules/$module.swiftmodule" -c "${sources[@]}" -o "$modules/$module.o"
    echo "$stamp" >"$modules/$module.stamp"
}

build_target() {
    local target=$1 dir deps module objects=() shared=()
    dir=$(eval echo "\$dir_$target")
    eval "deps=(\"\${deps_$target[@]}\")"
    local before=()
    for module in "${deps[@]}"; do
        build_module "$module" "${before[@]}"
        before+=("$module")
        objects+=("$modules/$module.o")
    done
    if [ "$target" = notation ] || [ "$target" = deeplink ]; then
        shared=(Fuzz/Shared/*.swift)
    fi
    echo "fuzz: building target $target"
    nice -n "$nice_level" "$swiftc" "${flags[@]}" -module-name "Fuzz$dir" "Fuzz/$dir/main.swift" "${shared[@]}" \
        "${objects[@]}" -lncursesw -o "$build/bin/fuzz-$target" 2> >(grep -v "Cannot export local symbol '__asan" >&2)
}

build_start=$(date +%s)
for target in "${targets[@]}"; do
    case " ${all_targets[*]} " in
    *" $target "*) ;;
    *) echo "run.sh: unknown target '$target' (targets: ${all_targets[*]})" >&2; exit 2 ;;
    esac
    build_target "$target" || { echo "fuzz: build of $target failed" >&2; exit 2; }
done
build_seconds=$(($(date +%s) - build_start))

status=0
summary=()
run_start=$(date +%s)
for target in "${targets[@]}"; do
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
    NAVPILOT_STATE_DIR="$state_dir" nice -n "$nice_level" "$build/bin/fuzz-$target" "$work" "$seeds" \
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
        grep -E '^(==[0-9]+==ERROR|SUMMARY|Fatal error|.*fuzz invariant failed)' "$log" | head -5 || true
        for unit in "$artifacts"/*; do
            [ -f "$unit" ] || continue
            echo "  input $unit (base64): $(head -c 600 "$unit" | base64 -w0)"
        done
        echo "  full log: $log"
    fi
    if [ "$update_corpus" = 1 ]; then
        before=$(find "$seeds" -type f | wc -l)
        nice -n "$nice_level" "$build/bin/fuzz-$target" -merge=1 "$seeds" "$work" >"$build/$target.merge.log" 2>&1 || true
        echo "fuzz: corpus $seeds: $before -> $(find "$seeds" -type f | wc -l) files"
    fi
    rm -rf "$work" "$state_dir"
    summary+=("$(printf '%-13s %12s execs %8s/s  cov %6s  %s' "$target" "${execs:-?}" "${rate:-?}" "${cov:-?}" "$result")")
done
run_seconds=$(($(date +%s) - run_start))

echo "fuzz: summary (build ${build_seconds}s, runs ${run_seconds}s)"
printf '  %s\n' "${summary[@]}"
exit "$status"
