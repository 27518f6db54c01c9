#!/usr/bin/env bash
# Writes Scripts/linking/hot-functions.order: the functions the release `navpilot` runs in the
# split-screen session of Benchmarks/split-screen.keys, in the order they first run, as the linker
# takes them (`--symbol-ordering-file`, Package.swift). Placed together, the code a session runs
# fills few pages, so the kernel maps few (it maps 64 KB around every page a program touches first):
# peak RSS of the split screen fell from 14.1 to 11.9 MB (BENCHMARKS.md, "Peak memory").
#
#   Scripts/linking/order-hot-functions.sh
#
# Run it after large changes to what a session runs; a stale list costs memory, never correctness
# (functions it names that no longer exist are skipped, new ones go after it). Needs valgrind and
# pyte (pip install pyte). The Swift runtime and standard library are built with one section per
# function, so their code is ordered too.
set -euo pipefail
cd "$(dirname "$0")/../.."
order=Scripts/linking/hot-functions.order
python3 -c 'import pyte' 2>/dev/null || pip install --quiet pyte
swift build -c release --product navpilot >/dev/null
work=$(mktemp -d "${TMPDIR:-/tmp}/navpilot-order.XXXXXX")
trap 'rm -rf "$work"' EXIT
# The names come from the symbol table; the debug information goes, since valgrind 3.19 misreads
# DWARF 5 (the static C++ runtime's, and clang's for more than one C file) and gives up.
objcopy --strip-debug .build/release/navpilot "$work/navpilot"
# Under callgrind each step is about 50 times slower: generous step and exit limits.
python3 ../shared/tools/ptybench.py --quiet --runs 1 --size 120x40 --step-timeout 120 --exit-timeout 120 \
    --env LANG=C.UTF-8 --env NAVPILOT_STATE_DIR="$work" --script Benchmarks/split-screen.keys \
    --cmd "valgrind --tool=callgrind --demangle=no --callgrind-out-file=$work/calls $work/navpilot"
# Callgrind names a function in full the first time (`fn=(12) name`), by number afterwards.
python3 - "$work/calls" "$order" <<'PY'
import re, sys
seen, names = set(), []
for line in open(sys.argv[1], errors="replace"):
    match = re.match(r"c?fn=\(\d+\) (\S.*)", line)
    if match and not match.group(1).startswith("0x") and match.group(1) not in seen:
        seen.add(match.group(1))
        names.append(match.group(1))
with open(sys.argv[2], "w") as out:
    out.write("\n".join(names) + "\n")
print(f"order: {len(names)} functions in {sys.argv[2]}")
PY
