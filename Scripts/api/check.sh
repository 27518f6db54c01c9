#!/usr/bin/env bash
# Checks the public API of the library modules against the baselines committed in API/, so an API
# change is never made by accident: each change shows in review as the diff of API/<Module>.txt.
#
#   Scripts/api/check.sh [--update] [BIN_PATH]
#
# BIN_PATH is a build's bin folder, `swift build --show-bin-path` when left out; this script reads
# that build's modules and never builds (build first; CI checks right after its debug build).
# For each module, swift-api-digester dumps the public API as JSON and Scripts/api/listing.py turns
# it into a sorted listing, one declaration a line. Without --update, a listing that differs from
# API/<Module>.txt (or a missing baseline) fails with the diff. With --update, the listings are
# written to API/ and the diff is printed: commit it together with the change it comes from.
# Exit status: 0 all match (or --update), 1 an API differs from its baseline, 2 the check could not run.
set -euo pipefail

# The library products whose API apps build on. NavPilotExamples (sample sessions) and
# NavPilotFuzzChecks (for Fuzz/) are library products too, but no API anyone should depend on.
modules=(NavPilot NavPilotTUI NavPilotScenario)

usage() { sed -n '5p' "$0" | sed 's/^#  *//' >&2; exit 2; }
update=false
bin=""
for argument in "$@"; do
    case "$argument" in
        --update) update=true ;;
        -h | --help) usage ;;
        -*) echo "api: unknown option $argument" >&2; usage ;;
        *) [ -z "$bin" ] || usage; bin=$argument ;;
    esac
done

# BIN_PATH may be relative to the caller's folder: resolve it before moving to the repository.
if [ -n "$bin" ]; then
    [ -d "$bin" ] || { echo "api: no folder $bin" >&2; exit 2; }
    bin=$(cd "$bin" && pwd)
fi
repository=$(cd "$(dirname "$0")/../.." && pwd)
cd "$repository"
export PATH="/opt/swift/usr/bin:$PATH"

if [ -z "$bin" ]; then
    bin=$(swift build --show-bin-path)
fi
fail() { echo "api: $*" >&2; exit 2; }

# The digester and the demangler of the same toolchain as `swift`; on macOS they are not on PATH.
digester=$(command -v swift-api-digester || xcrun --find swift-api-digester 2>/dev/null) \
    || fail "swift-api-digester not found (it ships with the Swift toolchain)"
demangler=$(dirname "$digester")/swift-demangle
[ -x "$demangler" ] || demangler=$(command -v swift-demangle) || fail "swift-demangle not found"
command -v python3 >/dev/null || fail "python3 not found"

work=$(mktemp -d "${TMPDIR:-/tmp}/api.XXXXXX")
trap 'rm -rf "$work"' EXIT

# Dumps one module's API and lists it in $work/<Module>.txt. The import paths are those a client of
# the module needs: the build's Swift modules; the module map of the system library CNcursesw
# (NavPilotTUI imports it), in its source folder; and the module maps SwiftPM generates for the C
# targets CProcessAffinity, CMainQueue, CImageCodecs and CCharacterWidth, for modules that import
# them (their include/ folders have no module.modulemap, so `-I Sources/CMainQueue/include` would not
# find one).
# -abort-on-module-fail: without it, a module that cannot be loaded gives an empty dump and exit 0.
# A private module cache keeps the digester from writing into shared caches.
list_module() {
    local module=$1
    "$digester" -dump-sdk -module "$module" \
        -I "$bin/Modules" -I Sources/CNcursesw -I "$bin/CProcessAffinity.build" -I "$bin/CMainQueue.build" \
        -I "$bin/CImageCodecs.build" -I "$bin/CCharacterWidth.build" \
        -module-cache-path "$work/ModuleCache" -abort-on-module-fail \
        -avoid-location -avoid-tool-args -o "$work/$module.json" >"$work/$module.log" 2>&1 &&
        python3 Scripts/api/listing.py --demangler "$demangler" "$work/$module.json" \
            >"$work/$module.txt" 2>>"$work/$module.log"
}

# `-` lines are in the baseline but no longer in the API (removed, or changed: a changed
# declaration is a `-` line followed by its `+` line), `+` lines are new.
show_diff() { # BASELINE_OR_/dev/null LISTING BASELINE_NAME
    diff -u --label "$3 (baseline)" --label "$3 (this build)" "$1" "$2" || true
}

# Self-check, so a PASS can be trusted: a public declaration planted in a small module of its own
# must show as exactly one `+` line between its listings without and with the plant (a digester
# that could not load a module, or a listing that dropped declarations, would fail here).
self_check() {
    local planted=$work/planted
    mkdir -p "$planted/before" "$planted/after"
    printf 'public struct Route: Hashable { public var name: String }\n' >"$planted/Base.swift"
    printf 'extension Route { public func planted(limit: Int = 3) async throws -> [String] { [] } }\n' \
        >"$planted/Plant.swift"
    swiftc -parse-as-library -emit-module -module-name PlantedAPI -emit-module-path \
        "$planted/before/PlantedAPI.swiftmodule" "$planted/Base.swift" 2>"$planted/log" &&
        swiftc -parse-as-library -emit-module -module-name PlantedAPI -emit-module-path \
            "$planted/after/PlantedAPI.swiftmodule" "$planted/Base.swift" "$planted/Plant.swift" 2>>"$planted/log" ||
        { cat "$planted/log" >&2; fail "self-check: cannot compile the planted module"; }
    for state in before after; do
        "$digester" -dump-sdk -module PlantedAPI -I "$planted/$state" -module-cache-path "$work/ModuleCache" \
            -abort-on-module-fail -avoid-location -avoid-tool-args -o "$planted/$state.json" >>"$planted/log" 2>&1 &&
            python3 Scripts/api/listing.py --demangler "$demangler" "$planted/$state.json" >"$planted/$state.txt" ||
            { cat "$planted/log" >&2; fail "self-check: cannot list the planted module"; }
    done
    local added
    added=$(diff "$planted/before.txt" "$planted/after.txt" | grep '^[<>]' || true)
    [ "$added" = "> func PlantedAPI.Route.planted(limit:) (Int = default) async throws -> [String]" ] ||
        fail "self-check: a planted public function showed as '$added', not as one added line"
    echo "api: self-check: a planted public function shows as one added line"
}
$update || self_check

changed=()
for module in "${modules[@]}"; do
    [ -f "$bin/Modules/$module.swiftmodule" ] || fail "no $bin/Modules/$module.swiftmodule: build first (swift build)"
    # The build may be rewriting the module right now (someone runs `swift build`): retry a while.
    attempt=1
    until list_module "$module"; do
        if [ $attempt -ge 5 ]; then
            cat "$work/$module.log" >&2
            fail "cannot dump the API of $module from $bin/Modules"
        fi
        attempt=$((attempt + 1))
        sleep 3
    done
    count=$(wc -l <"$work/$module.txt" | tr -d ' ')
    baseline=API/$module.txt
    if [ -f "$baseline" ] && cmp -s "$baseline" "$work/$module.txt"; then
        echo "api: $module matches $baseline ($count declarations)"
        continue
    fi
    [ -f "$baseline" ] && old=$baseline || old=/dev/null
    if $update; then
        echo "api: $module: changes to $baseline:"
        show_diff "$old" "$work/$module.txt" "$baseline"
        mkdir -p API
        cp "$work/$module.txt" "$baseline"
        echo "api: updated $baseline ($count declarations)"
    else
        # The whole report goes to stderr, so it stays in order in a log that merges both streams.
        if [ "$old" = /dev/null ]; then
            echo "api: $module has no baseline $baseline; its API:" >&2
        else
            echo "api: the public API of $module differs from $baseline:" >&2
        fi
        show_diff "$old" "$work/$module.txt" "$baseline" >&2
        changed+=("$module")
    fi
done

if [ ${#changed[@]} -gt 0 ]; then
    echo "api: FAIL: ${changed[*]}. If the change is deliberate, accept it with" >&2
    echo "api:     Scripts/api/check.sh --update" >&2
    echo "api: and commit API/ in the same commit as the change (see API/README.md)." >&2
    exit 1
fi
