#!/usr/bin/env bash
# Memory over long sessions: (1) AddressSanitizer and LeakSanitizer over every scenario in
# Scenarios/, a generated 4,000-step split-screen session and 300 sign-in flows with closure routes:
# no sanitizer report of any kind (direct or indirect leak, use-after-free, ...) and exit status 0;
# (2) peak RSS stays flat from 1,000 to 100,000 repetitions of sign-in flows (pushes of closure
# routes) and of selection moves (frames in which nothing observed changes).
# Before either, a self-check: faults planted in navpilot-bench (`navpilot-bench plant ...`: a
# reference cycle, a use-after-free, memory kept per repetition) must make the same checks fail.
# Usage: Scripts/reliability/memory.sh   (builds navpilot and navpilot-bench in release unless
# NAVPILOT_BIN / NAVPILOT_BENCH_BIN are set, and address-sanitized ones in a temporary folder unless
# NAVPILOT_ASAN_BIN / NAVPILOT_ASAN_BENCH_BIN are set; ASAN_BUILD_DIR keeps that build elsewhere)
set -euo pipefail
shopt -s inherit_errexit # a failed build inside $(...) stops the script
cd "$(dirname "$0")/../.."
work=$(mktemp -d "${TMPDIR:-/tmp}/navpilot-memory.XXXXXX")
trap 'rm -rf "$work"' EXIT
export NAVPILOT_STATE_DIR="$work/state"
release_binary() { # PRODUCT
    nice -n 15 swift build -c release --product "$1" >&2
    echo "$(swift build -c release --show-bin-path)/$1"
}
asan_binary() { # PRODUCT
    local scratch=${ASAN_BUILD_DIR:-$work/asan}
    nice -n 15 swift build --product "$1" --scratch-path "$scratch" -Xswiftc -sanitize=address 2>&1 |
        { grep -v "Cannot export local symbol '__asan" || true; } >&2
    echo "$(swift build --scratch-path "$scratch" --show-bin-path)/$1"
}
navpilot=${NAVPILOT_BIN:-$(release_binary navpilot)}
bench=${NAVPILOT_BENCH_BIN:-$(release_binary navpilot-bench)}
asan_navpilot=${NAVPILOT_ASAN_BIN:-$(asan_binary navpilot)}
asan_bench=${NAVPILOT_ASAN_BENCH_BIN:-$(asan_binary navpilot-bench)}
failures=0

# A scenario of N push/pop cycles on both panes of the split screen, with key presses in between.
cycles() { # N FILE
    {
        echo "Session split-screen"
        for _ in $(seq 1 "$1"); do
            echo 'Push feed post(id: 7, title: "Swift Tips")'
            echo 'Push chat thread(id: 1, with: "Alice")'
            echo 'Key down'
            echo 'Pop feed'
            echo 'Back chat'
        done
        echo 'ExpectStack feed [feed]'
        echo 'ExpectStack chat [inbox]'
    } >"$2"
}
# N sign-in flows of the callback example: Enter on Sign In, on Go to Profile (pushes a route that
# carries a closure) and on Sign Out (the closure pops to home): two pushes and a pop each.
# A Key line presses at most 100,000 keys (ScenarioLimits), so the 3N presses take three lines.
callbacks() { # N FILE
    printf 'Session callback\nKey enter\nKey enter %d\nKey enter %d\nKey enter %d\nExpectDepth main 2\n' "$1" "$1" "$1" >"$2"
}

# A sanitized run passes when it exits 0 and the sanitizers reported nothing. Every report of
# AddressSanitizer or LeakSanitizer starts with `==PID==ERROR:` (an indirect-only leak included),
# and a report also makes the exit status non-zero; either fails the run.
sanitized() { # LABEL COMMAND... -> 0 when clean; prints the report otherwise
    local label=$1 log="$work/sanitizer.log" code=0
    shift
    ASAN_OPTIONS=detect_leaks=1:abort_on_error=0 "$@" >/dev/null 2>"$log" || code=$?
    if [ "$code" = 0 ] && ! grep -q "Sanitizer" "$log"; then
        return 0
    fi
    echo "$label: exit status $code" >&2
    grep -E -A 14 "^==[0-9]+==ERROR|^(Direct|Indirect) leak|^SUMMARY" "$log" | head -n 40 >&2 || tail -n 20 "$log" >&2
    return 1
}
# Peak RSS of COMMAND in kB; fails (and says so) when COMMAND fails, so a run that stopped early
# cannot pass for a flat one.
peak() {
    /usr/bin/time -f "%M" -o "$work/rss" "$@" >"$work/peak.log" 2>&1 ||
        { echo "peak: $* failed: $(tail -n 3 "$work/peak.log")" >&2; return 1; }
    cat "$work/rss"
}
# Memory is flat when 100 times the repetitions cost at most 2 MiB more at peak; says so otherwise.
stays_flat() { # SMALL_KB LARGE_KB
    [ $(($2 - $1)) -le 2048 ] || { echo "peak memory grows from $1 kB to $2 kB" >&2; return 1; }
}

# 0. Self-check: each planted fault must fail the check that guards against it.
self_check() { # DESCRIPTION REASON CHECK...: the check must fail, and its report must match REASON
    local report="$work/self-check.log"
    if "${@:3}" 2>"$report"; then
        echo "FAIL self-check: $1 passed the check, so its PASS could not be trusted" >&2
        failures=$((failures + 1))
    elif ! grep -qE -- "$2" "$report"; then
        echo "FAIL self-check: $1 failed the check, but not with a report matching '$2':" >&2
        head -n 20 "$report" >&2
        failures=$((failures + 1))
    else
        echo "PASS self-check: $1 fails the check ($(grep -m1 -oE -- "$2" "$report"))"
    fi
}
self_check "a leaked reference cycle" "Indirect leak" sanitized "leak-cycle" "$asan_bench" plant leak-cycle
self_check "a use-after-free" "heap-use-after-free" sanitized "use-after-free" "$asan_bench" plant use-after-free
self_check "a failing run with no report" "exit status 2" sanitized "failing run" "$asan_bench" plant no-such-fault
self_check "memory kept per repetition" "grows" \
    stays_flat "$(peak "$bench" plant retain 1000)" "$(peak "$bench" plant retain 100000)"
self_check "a run that fails before the end" "failed" peak "$navpilot" run /no/such.scenario
sanitized "control" "$asan_bench" plant retain 10 || {
    echo "FAIL self-check: a clean run of the sanitized bench fails the check" >&2
    failures=$((failures + 1))
}

# 1. Sanitizers: an address-sanitized build with LeakSanitizer (valgrind 3.19 aborts inside the
# Swift runtime's metadata initialisation, so it cannot serve here).
cycles 800 "$work/long.scenario"
callbacks 300 "$work/callbacks.scenario"
for target in Scenarios "$work/long.scenario" "$work/callbacks.scenario"; do
    if sanitized "$target" "$asan_navpilot" run "$target"; then
        echo "PASS no sanitizer report, exit 0 ($target)"
    else
        echo "FAIL sanitizer report or failed run: $target" >&2
        failures=$((failures + 1))
    fi
done

# 2. Peak RSS flat from 1,000 to 100,000 repetitions: sign-in flows (200,000 pushes of closure
# routes), and key presses that only move the selection (frames where nothing observed changes).
selection() { # N FILE
    printf 'Session split-screen\nKey down %d\nKey up %d\nExpectStack feed [feed]\n' "$1" "$1" >"$2"
}
for kind in callbacks selection; do
    "$kind" 1000 "$work/small.scenario"
    "$kind" 100000 "$work/large.scenario"
    small=$(peak "$navpilot" run "$work/small.scenario") || { failures=$((failures + 1)); continue; }
    large=$(peak "$navpilot" run "$work/large.scenario") || { failures=$((failures + 1)); continue; }
    if stays_flat "$small" "$large" 2>/dev/null; then
        echo "PASS flat memory ($kind): peak RSS ${small} kB after 1,000, ${large} kB after 100,000"
    else
        echo "FAIL memory grows ($kind): peak RSS ${small} kB after 1,000, ${large} kB after 100,000" >&2
        failures=$((failures + 1))
    fi
done
[ "$failures" = 0 ]
