#!/usr/bin/env bash
# Writes docs/media/image-preview.svg, the README's picture of the file browser previewing an image:
# runs docs/media/pictures/image-preview.scenario on a copy of that folder at /tmp/pictures (the
# path the picture shows), with the debug build of navpilot.
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build --product navpilot >/dev/null
copy=/tmp/pictures
rm -rf "$copy"
mkdir -p "$copy"
cp docs/media/pictures/* "$copy/"
(cd "$copy" && NAVPILOT_FILES_ROOT="$copy" "$OLDPWD/.build/debug/navpilot" run image-preview.scenario --update-snapshots)
cp "$copy/__snapshots__/image-preview/image-preview.svg" docs/media/image-preview.svg
rm -rf "$copy"
echo "wrote docs/media/image-preview.svg"
