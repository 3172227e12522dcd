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
cd Examples/UIKitLayouts
swift test
