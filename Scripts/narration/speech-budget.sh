#!/usr/bin/env bash
# The seconds of speech narration costs a listener, measured with espeak-ng at its default rate:
# the transcript of `navpilot --narrate` spoken into one WAV (`espeak-ng -w`), its length read.
#
#   Scripts/narration/speech-budget.sh        (NAVPILOT_BIN: the binary; default the debug build)
#
# Budgets (issue 47): the 30 keys of split-screen-30.keys (tab, down x3, enter, 20 typed characters,
# escape, tab, down, enter, escape) at most 35 s; the 20 typed characters at most 6 s; every key
# narrated at least once. Self-checks first, so a PASS can be trusted: the old narration of typing
# (the whole field at every character) must break the typing budget, and a key that says nothing
# must be caught.
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=${NAVPILOT_BIN:-$(swift build --show-bin-path)/navpilot}
keys=Scripts/narration/split-screen-30.keys
work=$(mktemp -d "${TMPDIR:-/tmp}/speech.XXXXXX")
trap 'rm -rf "$work"' EXIT
fail() { echo "speech: FAIL: $*" >&2; exit 1; }
pass() { echo "speech: PASS: $*"; }
command -v espeak-ng >/dev/null || fail "espeak-ng is not installed (apt-get install espeak-ng)"

# seconds FILE: the length of FILE's text spoken by espeak-ng into one WAV.
seconds() {
    espeak-ng -w "$work/speech.wav" -f "$1"
    python3 -c 'import sys, wave; w = wave.open(sys.argv[1]); print(f"{w.getnframes() / w.getframerate():.2f}")' \
        "$work/speech.wav"
}
# within SECONDS LIMIT: whether SECONDS <= LIMIT.
within() { python3 -c 'import sys; sys.exit(0 if float(sys.argv[1]) <= float(sys.argv[2]) else 1)' "$1" "$2"; }
# narrate N OUT: the transcript of the first N keys, without the closing "… ended." line.
narrate() {
    head -n "$1" "$keys" | "$bin" --narrate 2>&1 | sed '$d' >"$2"
}
# silent_steps PREFIX COUNT: the keys (1-based, up to COUNT) whose transcript PREFIX-K has no more
# lines than PREFIX-(K-1).
silent_steps() {
    local previous=0 key count
    for key in $(seq 1 "$2"); do
        count=$(wc -l <"$1-$key")
        [ "$count" -gt "$previous" ] || printf '%s ' "$key"
        previous=$count
    done
}

# Self-check 1: typing told as the whole field at every character (how it was) breaks the budget.
head -n 25 "$keys" | tail -n 20 | awk '{ t = t ($0 == "space" ? " " : $0); print "To: " t }' >"$work/old-typing.txt"
old=$(seconds "$work/old-typing.txt")
within "$old" 6 && fail "self-check: the old narration of typing took $old s, within the 6 s budget"
pass "self-check: the old narration of 20 typed characters takes $old s, over 6 s"

# Self-check 2: a key that adds no line is found.
for key in 1 2 3; do seq 1 $((key == 3 ? 2 : key)) >"$work/fake-$key"; done
[ "$(silent_steps "$work/fake" 3)" = "3 " ] ||
    fail "self-check: a step that said nothing was not found"
pass "self-check: a key that says nothing is found"

count=$(wc -l <"$keys")
for key in $(seq 1 "$count"); do narrate "$key" "$work/steps-$key"; done
silent=$(silent_steps "$work/steps" "$count")
[ -z "$silent" ] || fail "keys said nothing: $(for k in $silent; do sed -n "${k}p" "$keys"; done | tr '\n' ' ')"
pass "every one of the $(wc -l <"$keys") keys is narrated"

# Everything a listener hears, the session's last line included.
"$bin" --narrate <"$keys" >"$work/all.txt" 2>&1
all="$work/all.txt"
total=$(seconds "$all")
# The lines of the 20 typed characters: after the 5 keys before them, up to the 25th.
sed -n "$(($(wc -l <"$work/steps-5") + 1)),$(wc -l <"$work/steps-25")p" "$all" >"$work/typing.txt"
typing=$(seconds "$work/typing.txt")
echo "speech: 30 keys: $total s of speech ($(wc -l <"$all") lines); 20 typed characters: $typing s"
within "$total" 35 || fail "the 30 keys took $total s of speech, over 35 s"
within "$typing" 6 || fail "the 20 typed characters took $typing s of speech, over 6 s"
pass "the 30 keys in $total s (at most 35), the 20 typed characters in $typing s (at most 6)"
