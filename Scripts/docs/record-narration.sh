#!/usr/bin/env bash
# Speaks the split screen's narration into docs/media/split-screen-narration.wav, the recording the
# README's accessibility section links: `navpilot --narrate` driven by a few keys from a pipe, its
# lines spoken by espeak-ng (Debian's `espeak-ng` package), then made small (11,025 Hz, 8-bit mono)
# so the repository does not carry megabytes of audio. The transcript goes next to it as text.
#
#   Scripts/docs/record-narration.sh [NAVPILOT]   (default: the release build)
set -euo pipefail
cd "$(dirname "$0")/../.."
navpilot=${1:-.build/release/navpilot}
[ -x "$navpilot" ] || { echo "record-narration: build it first: swift build -c release" >&2; exit 1; }
command -v espeak-ng >/dev/null || { echo "record-narration: install espeak-ng (apt-get install espeak-ng)" >&2; exit 1; }
work=$(mktemp -d "${TMPDIR:-/tmp}/narration.XXXXXX")
trap 'rm -rf "$work"' EXIT

# The start, a selection, a push, a pop, the focus to the other pane and a push there.
printf 'down\nenter\nescape\ntab\nenter\n' | "$navpilot" --narrate | grep -v -e '^end of input' -e ' ended\.$' \
    >docs/media/split-screen-narration.txt
espeak-ng -s 170 -f docs/media/split-screen-narration.txt -w "$work/full.wav"
python3 - "$work/full.wav" docs/media/split-screen-narration.wav <<'PYTHON'
import sys, wave, warnings
warnings.filterwarnings("ignore", category=DeprecationWarning)
import audioop
with wave.open(sys.argv[1]) as source:
    channels, width, rate = source.getnchannels(), source.getsampwidth(), source.getframerate()
    frames = source.readframes(source.getnframes())
frames, _ = audioop.ratecv(frames, width, channels, rate, 11025, None)
frames = audioop.bias(audioop.lin2lin(frames, width, 1), 1, 128)  # 8-bit WAV samples are unsigned
with wave.open(sys.argv[2], "wb") as target:
    target.setnchannels(channels)
    target.setsampwidth(1)
    target.setframerate(11025)
    target.writeframes(frames)
PYTHON
echo "record-narration: $(wc -l <docs/media/split-screen-narration.txt) lines spoken into" \
    "docs/media/split-screen-narration.wav ($(stat -c %s docs/media/split-screen-narration.wav) bytes)"
