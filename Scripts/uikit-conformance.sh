#!/usr/bin/env bash
# Compiles the seeds' UICollectionViewFlowLayout subclasses (../shared/uikit-conformance, never copied into the
# repository) against FilmstripUIKit with only their import line changed, in Swift 5 mode, and runs the package's
# tests: the seed slider against the native `slider`, the seed pager against `peek`, one card per swipe, and our
# own UIKit layouts' snapshot tests.
#
#   Scripts/uikit-conformance.sh [path/to/shared/uikit-conformance]
set -euo pipefail
cd "$(dirname "$0")/.."
conformance="${1:-../shared/uikit-conformance}"
[ -d "$conformance" ] || { echo "uikit-conformance: no folder $conformance" >&2; exit 2; }
seeds=Examples/UIKitLayouts/Sources/SeedCarousels/Seeds
rm -f "$seeds"/*.swift
for file in "$conformance"/*.swift; do
    # The one edit allowed: the import line.
    sed 's/^import UIKit$/import FilmstripUIKit/' "$file" > "$seeds/$(basename "$file")"
    if diff <(grep -v '^import ' "$file") <(grep -v '^import ' "$seeds/$(basename "$file")") > /dev/null; then
        echo "copied $(basename "$file") with its import line changed"
    else
        echo "uikit-conformance: $(basename "$file") changed beyond its import line" >&2
        exit 1
    fi
done
photos="$PWD/fixtures/photos"
cd Examples/UIKitLayouts
swift test

# A tool of the package's own: Filmstrip's command line with these layouts registered by name.
swift build --product carousels
carousels="$(swift build --product carousels --show-bin-path)/carousels"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
"$carousels" render "$photos" --style cover-flow --index 4 -o "$scratch/cover-flow.png"
"$carousels" frames "$photos" --style seed-peek --index 3 --fling -1500 --fps 30 -o "$scratch/peek/"
printf '{"style": "mosaic", "photos": ["%s"], "checks": [{"name": "second-page", "index": 3}]}\n' "$photos" \
    > "$scratch/mosaic.json"
"$carousels" test "$scratch" --record all
"$carousels" test "$scratch" --record never
for output in cover-flow.png peek/manifest.json; do
    [ -s "$scratch/$output" ] || { echo "uikit-conformance: carousels wrote no $output" >&2; exit 1; }
done
echo "carousels rendered, scrolled and tested UIKit layouts by name"
