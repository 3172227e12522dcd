#!/usr/bin/env bash
# Renders the pictures in the README (docs/images/) with Filmstrip itself, from the bundled photos, at 1x
# so they stay small.
# Usage: Scripts/make-readme-images.sh   (from anywhere; builds the CLI in release mode first)
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product filmstrip >&2
filmstrip=.build/release/filmstrip
out=docs/images
mkdir -p "$out"
tags="swift,ios,collection view,UICollectionViewFlowLayout,left aligned,tags,Linux,snapshot,PNG"

# Each line: the file, then the arguments; the README shows the same commands.
while IFS='|' read -r name args; do
    [ -n "$name" ] || continue
    eval "set -- $args"
    "$filmstrip" render "$@" --scale 1 --compression best --overwrite -o "$out/$name.png"
    echo "$out/$name.png: filmstrip render $args --scale 1 -o $name.png"
done <<EOT
slider|--index 3
slider-between|--offset 250
tags|--style tags --tags "$tags" --height 140
tags-justified|--style tags --align justified --tags "$tags" --height 140
paging|--style paging --index 1
peek|--style peek --index 1
banner|--style banner --banner-height 160 --index 2
slider-styled|--index 1 --height 150 --corner-radius 12 --corner-curve continuous --selected-border-width 3 --selected-border-color '#007AFF' --shadow-opacity 0.35 --shadow-radius 6 --shadow-offset 0,3
slider-dark|--index 1 --appearance dark --corner-radius 8
EOT
"$filmstrip" frames --fling 1500 --fps 5 --scale 1 --overwrite -o "$(mktemp -d)" --sheet "$out/fling-sheet.png" 2>/dev/null
echo "$out/fling-sheet.png: filmstrip frames --fling 1500 --fps 5 --scale 1 -o DIR --sheet fling-sheet.png"
