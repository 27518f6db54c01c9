#!/usr/bin/env bash
# Input floods on a pty (Benchmarks/pty.sh with a generated key script): 100,000 characters typed
# into the New Message field in one write, then Escape; a 1 MiB bracketed paste into the same field,
# then Escape. Each step's latency is the time until its text is on the screen (or gone).
# Usage: Benchmarks/flood.sh [RUNS] [extra ptybench args]   (NAVPILOT_BIN, PTY_WRAPPER as for pty.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-3}"
shift || true
work=$(mktemp -d "${TMPDIR:-/tmp}/navpilot-flood.XXXXXX")
trap 'rm -rf "$work"' EXIT
typed=$(python3 -c 'print("abcdefghij" * 9999 + "TYPED-END!")')
pasted=$(python3 -c 'print("0123456789abcdef" * 65535 + "PASTED-END-MARK!")')
cat >"$work/flood.keys" <<KEYS
wait Alice
key Tab
expect [chat]
key Down x3
expect ▸ New Message
key Enter
expect ‹ Back   New Message
type $typed
expect TYPED-END!
key Escape
expect-gone ‹ Back   New Message
key Enter
expect ‹ Back   New Message
raw \x1b[200~$pasted\x1b[201~
expect PASTED-END-MARK!
key Escape
expect-gone ‹ Back   New Message
key q
KEYS
PTY_KEYS="$work/flood.keys" Benchmarks/pty.sh "$runs" --step-timeout 120 "$@"
