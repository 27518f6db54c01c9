#!/usr/bin/env bash
# Builds the DocC archives of NavPilot, NavPilotTUI and NavPilotScenario and fails on any DocC
# warning (an unresolved ``Symbol`` link, a parameter left undocumented, a broken article link):
# docc runs with --warnings-as-errors, and its output is searched for "warning:" besides.
#
#   Scripts/docs.sh                      (archives in a temporary folder, removed at the end)
#   DOCS_OUT=DIR Scripts/docs.sh         (DIR/NavPilot.doccarchive, … kept)
#
# The libraries are built once with symbol graphs in a scratch folder under $TMPDIR that every run
# shares (DOCS_SCRATCH overrides it), never in SwiftPM's .build. The manifest the README shows
# (docs/snippets/Package.swift) is evaluated too. Self-check first: a copy of a catalog with a link
# to a symbol that does not exist must fail, or a PASS could not be trusted.
set -euo pipefail
source "$(dirname "$0")/reliability/lib.sh"
export PATH="/opt/swift/usr/bin:$PATH"
cd "$repository"
modules=(NavPilot NavPilotTUI NavPilotScenario)
scratch=${DOCS_SCRATCH:-${TMPDIR:-/tmp}/navpilot-docs-build}
work=$(mktemp -d "${TMPDIR:-/tmp}/navpilot-docs.XXXXXX")
trap 'rm -rf "$work"' EXIT
out=${DOCS_OUT:-$work/out}
mkdir -p "$out"

# The symbol graphs of the three libraries (public symbols only), one folder a module: the module's
# own graph and the graphs of what it extends (NavPilotTUI@NavPilot.symbols.json, …).
# Kept between runs with the scratch folder: a module the build finds up to date emits no graph,
# and its graph from the run that built it is still the right one.
graphs="$scratch/symbol-graphs"
mkdir -p "$graphs"
swift build --scratch-path "$scratch" --target NavPilotScenario \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" >"$work/build.log" 2>&1 ||
    { cat "$work/build.log" >&2; fail "the libraries did not build with symbol graphs"; }
for module in "${modules[@]}"; do
    mkdir -p "$work/graphs/$module"
    cp "$graphs/$module.symbols.json" "$work/graphs/$module/"
    cp "$graphs/$module"@*.symbols.json "$work/graphs/$module/" 2>/dev/null || true
done

# convert MODULE CATALOG ARCHIVE: 0 when docc converts the catalog without a warning.
convert() {
    local log="$work/$1.log"
    if docc convert "$2" --additional-symbol-graph-dir "$work/graphs/$1" --output-path "$3" \
        --fallback-display-name "$1" --fallback-bundle-identifier "navpilot.$1" --warnings-as-errors \
        >"$log" 2>&1 && ! grep -q "warning:" "$log"; then
        return 0
    fi
    return 1
}

# Self-check: the NavPilot catalog with one unresolved symbol link must fail.
cp -R Sources/NavPilot/NavPilot.docc "$work/Planted.docc"
printf '\nSee ``NoSuchSymbol``.\n' >>"$work/Planted.docc/NavPilot.md"
if convert NavPilot "$work/Planted.docc" "$work/planted.doccarchive"; then
    fail "self-check: a catalog with a link to NoSuchSymbol converted without a warning"
fi
grep -q "NoSuchSymbol" "$work/NavPilot.log" || { cat "$work/NavPilot.log" >&2; fail "self-check: docc did not name NoSuchSymbol"; }
pass "self-check: a catalog with an unresolved symbol link fails"

# The manifest the README shows is a manifest SwiftPM accepts.
mkdir -p "$work/manifest"
cp docs/snippets/Package.swift "$work/manifest/Package.swift"
swift package --package-path "$work/manifest" dump-package >"$work/manifest.log" 2>&1 ||
    { cat "$work/manifest.log" >&2; fail "docs/snippets/Package.swift is not a manifest SwiftPM accepts"; }
pass "the README's manifest (docs/snippets/Package.swift) evaluates"

failures=0
for module in "${modules[@]}"; do
    if convert "$module" "Sources/$module/$module.docc" "$out/$module.doccarchive"; then
        pass "$module.doccarchive, no DocC warning"
    else
        sed -n '/warning:\|error:/,+6p' "$work/$module.log" >&2
        problem "docc found problems in $module (above)"
    fi
done
finish
[ -z "${DOCS_OUT:-}" ] || echo "docs: archives in $out"
