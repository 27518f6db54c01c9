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
