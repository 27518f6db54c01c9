#!/usr/bin/env bash
# Writes Scripts/linking/hot-functions.order: the functions the release `navpilot` runs in the
# split-screen session of Benchmarks/split-screen.keys, then those eight panes add
# (Benchmarks/eight-panes.keys), as the linker takes them (`--symbol-ordering-file`, Package.swift).
# Placed together, the code a session runs fills few pages, so the kernel maps few (it maps 64 KB
# around every page a program touches first): peak RSS of the split screen fell from 14.1 to
# 11.9 MB (BENCHMARKS.md, "Peak memory"), and to 10.3 MB once the list stopped naming functions
# defined in several files ("Peers side by side").
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
# Two sessions, the split screen first: its functions lead the list, and what eight panes at 300x90
# run besides follows (every example's screens). Under callgrind each step is about 50 times slower:
# generous step and exit limits.
record() {
    python3 ../shared/tools/ptybench.py --quiet --runs 1 --size "$1" --step-timeout 120 --exit-timeout 120 \
        --env LANG=C.UTF-8 --env NAVPILOT_STATE_DIR="$work" --script "$2" \
        --cmd "valgrind --tool=callgrind --demangle=no --callgrind-out-file=$3 $work/navpilot${4:+ $4}"
}
# The sessions as they run in a terminal seen before: a first run, not recorded, leaves what the
# terminal said of its background in the state folder (`RememberedBackgrounds`), which every later
# start reads.
python3 ../shared/tools/ptybench.py --quiet --runs 1 --size 120x40 --env LANG=C.UTF-8 \
    --env NAVPILOT_STATE_DIR="$work" --script Benchmarks/split-screen.keys --cmd "$work/navpilot" >/dev/null
record 120x40 Benchmarks/split-screen.keys "$work/calls"
record 300x90 Benchmarks/eight-panes.keys "$work/calls-eight-panes" \
    "--panes push-pop,parameters,callback,split-screen,deep-link,persistence,inspector,route-guards"
# Callgrind names a function in full the first time (`fn=(12) name`), by number afterwards. Each is
# listed with every name the executable gives its address: identical functions are folded into one
# (`--icf=all`), and valgrind names only one of them, which may be the copy the linker dropped. A
# name the executable defines at several addresses (local functions of one name in several object
# files: outlined copies, merged thunks such as `objectdestroyTm` or `$sSqwxx`) is left out: the
# linker gives a listed name's priority to every definition, so one of them pulled whole cold
# sections into the hot region (the regex modules' 880 KB), and callgrind cannot say which ran.
python3 - "$order" .build/release/navpilot "$work/calls" "$work/calls-eight-panes" <<'PY'
import collections, re, subprocess, sys
order, executable, calls = sys.argv[1], sys.argv[2], sys.argv[3:]
addresses, names_at = collections.defaultdict(set), collections.defaultdict(list)
symbols = subprocess.run(["nm", "--defined-only", executable], capture_output=True, text=True, check=True)
for line in symbols.stdout.splitlines():
    fields = line.split()
    if len(fields) == 3 and fields[1] in "tTwW":
        address = int(fields[0], 16)
        addresses[fields[2]].add(address)
        names_at[address].append(fields[2])
seen, listed, names, left_out = set(), set(), [], 0
for line in (line for path in calls for line in open(path, errors="replace")):
    match = re.match(r"c?fn=\(\d+\) (\S.*)", line)
    if not match or match.group(1).startswith("0x") or match.group(1) in seen:
        continue
    name = match.group(1)
    seen.add(name)
    if name not in addresses:  # a shared library's function: the linker skips it
        listed.add(name)
        names.append(name)
    elif len(addresses[name]) > 1:
        left_out += 1
    else:
        for alias in names_at[next(iter(addresses[name]))]:
            if len(addresses[alias]) == 1 and alias not in listed:
                listed.add(alias)
                names.append(alias)
with open(order, "w") as out:
    out.write("\n".join(names) + "\n")
print(f"order: {len(names)} names in {order} ({left_out} defined more than once left out)")
PY
