#!/usr/bin/env bash
# Explores every example with `navpilot explore` for a bounded number of steps on a fixed seed, and
# fails on any finding (the shrunk scenario is printed by navpilot and kept in the scratch folder).
#
#   Scripts/reliability/explore-examples.sh [STEPS] [SEED]        (defaults: 3000 steps, seed 1)
#
# Self-check first: an invariant that can never hold must make the exploration fail with exit 1 and
# a shrunk scenario file, or the check's PASS could not be trusted.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
steps=${1:-3000}
seed=${2:-1}
navpilot=$(navpilot_binary)
work=$(mktemp -d "${TMPDIR:-/tmp}"/navpilot-explore.XXXXXX)
trap 'rm -rf "$work"' EXIT

printf 'ExpectText in main "a text no screen shows"\n' >"$work/never.invariants"
status=0
"$navpilot" explore push-pop --steps 50 --seed "$seed" --invariants "$work/never.invariants" --out "$work" \
    >"$work/self-check.log" 2>&1 || status=$?
[ "$status" = 1 ] || fail "self-check: an invariant that never holds gave exit $status, not 1"
[ -f "$work/explore-push-pop-$seed.scenario" ] || fail "self-check: no shrunk scenario was written"
pass "self-check: an invariant that never holds fails the exploration and is written as a scenario"

# And a step that ends the process (a trap planted three steps from the start) must be found, shrunk
# in child runs and written as a scenario that `navpilot run` ends with the same signal.
status=0
NAVPILOT_PLANT_TRAP=1 SWIFT_BACKTRACE=enable=no "$navpilot" explore planted-trap --seed "$seed" --out "$work" \
    >"$work/self-check-trap.log" 2>&1 || status=$?
[ "$status" = 1 ] || fail "self-check: a planted trap gave exit $status, not 1"
trapped="$work/explore-planted-trap-$seed.scenario"
[ -f "$trapped" ] || fail "self-check: no shrunk scenario was written for the planted trap"
status=0
# (In a group whose errors go nowhere: the shell's own "Illegal instruction" line is expected.)
{ NAVPILOT_PLANT_TRAP=1 SWIFT_BACKTRACE=enable=no "$navpilot" run "$trapped" >/dev/null 2>&1; } 2>/dev/null ||
    status=$?
[ "$status" -gt 128 ] || fail "self-check: navpilot run on the shrunk trap exited $status, not by a signal"
pass "self-check: a planted trap is found, shrunk to $(grep -vc '^#\|^Session\|^Set Size' "$trapped") steps, and run traps on it"

# The file browser explores a small tree of its own (folders, text, a link back to the root, a broken
# link), never the working folder: the same tree on every machine, and nothing of the user's read.
fixture="$work/files-fixture"
mkdir -p "$fixture/docs/deeper" "$fixture/empty"
printf 'Hello\nSecond line\n' >"$fixture/docs/readme.txt"
printf '# Notes\n' >"$fixture/docs/deeper/notes.md"
printf 'alpha\n' >"$fixture/a.txt"
ln -s . "$fixture/loop"
ln -s nowhere "$fixture/broken"
export NAVPILOT_FILES_ROOT="$fixture"

names=$("$navpilot" --list | awk '/^[0-9]+ / { print $2 }')
[ -n "$names" ] || fail "navpilot --list named no examples"
for name in $names; do
    section
    if "$navpilot" explore "$name" --steps "$steps" --seed "$seed" --out "$work" >"$work/$name.log" 2>&1; then
        pass_section "$(grep '^explored' "$work/$name.log")"
    else
        cat "$work/$name.log" >&2
        problem "explore $name found a problem (seed $seed)"
        pass_section "explore $name"
    fi
done
finish
