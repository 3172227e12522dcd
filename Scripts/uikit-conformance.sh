#!/usr/bin/env bash
# Compiles the seeds' UICollectionViewFlowLayout subclasses and views (../shared/uikit-conformance, never copied into
# the repository) as they are, `import UIKit` included, through the LinuxUIKitSources build plugin
# (Integrations/LinuxUIKit), in Swift 5 mode, and runs the package's tests: the thumbnail slider app's layout against
# the native `slider`, the peeking pager app's against `peek`, one card per swipe, the apps' views, and our own UIKit
# layouts' snapshot tests.
#
#   Scripts/uikit-conformance.sh [path/to/shared/uikit-conformance]
#
# FILMSTRIP_SCRATCH_PATH, when set, is the build folder (SwiftPM's --scratch-path) to build the package in: CI
# passes the root package's .build, so that Filmstrip is not compiled again for this package.
set -euo pipefail
cd "$(dirname "$0")/.."
conformance="${1:-../shared/uikit-conformance}"
source Scripts/lib/list-seed-layouts.sh
photos="$PWD/fixtures/photos"
cd Examples/UIKitLayouts
scratch_path=(${FILMSTRIP_SCRATCH_PATH:+--scratch-path "$FILMSTRIP_SCRATCH_PATH"})
swift test "${scratch_path[@]}"

# A tool of the package's own: Filmstrip's command line with these layouts registered by name.
swift build "${scratch_path[@]}" --product carousels
carousels="$(swift build "${scratch_path[@]}" --product carousels --show-bin-path)/carousels"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
"$carousels" render "$photos" --style cover-flow --index 4 -o "$scratch/cover-flow.png"
"$carousels" frames "$photos" --style app-peek --from-index 3 --fling -1500 --fps 30 -o "$scratch/peek/"
mkdir "$scratch/suite"
printf '{"style": "mosaic", "photos": ["%s"], "checks": [{"name": "second-page", "index": 3}]}\n' "$photos" \
    > "$scratch/suite/mosaic.json"
# A team's own view controller (the gallery app), drawn whole by every front end: render, frames, test, the report.
"$carousels" render "$photos" --style gallery --index 2 -o "$scratch/gallery.png"
"$carousels" frames "$photos" --style gallery --fling 3000 --fps 30 -o "$scratch/gallery/" \
    --sheet "$scratch/gallery-sheet.png"
printf '{"style": "gallery", "photos": ["%s"], "checks": [{"name": "start"}, {"name": "fling", "frames": %s}]}\n' \
    "$photos" '{"fling": 3000, "fps": 30}' > "$scratch/suite/gallery.json"
# Recording exits 1 (a recorded check is not a pass); comparing with what was recorded must pass. The scene files
# name the sample photos outside the suite, so their folder is a --photos-root.
status=0
"$carousels" test "$scratch/suite" --photos-root "$photos" --record all || status=$?
[ "$status" = 1 ] || { echo "uikit-conformance: recording the suite exited $status, not 1" >&2; exit 1; }
"$carousels" test "$scratch/suite" --photos-root "$photos" --record never --report "$scratch/report" \
    --json "$scratch/results.json"
for output in cover-flow.png peek/manifest.json gallery.png gallery/manifest.json gallery-sheet.png \
    report/index.html results.json; do
    [ -s "$scratch/$output" ] || { echo "uikit-conformance: carousels wrote no $output" >&2; exit 1; }
done
echo "carousels rendered, scrolled and tested UIKit layouts and a team's own view controller by name"
