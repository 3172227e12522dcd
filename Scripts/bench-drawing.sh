#!/usr/bin/env bash
# Drawing of text, tag chips, headers and styled cells against BASE (default 7f2cd40, the commit before tag labels
# were shaped once and drawn only where they meet the frame), both built in release in the same run:
#   1. `render` of ordinary scenes of every style this touches: tags (short tags, 2x and 4x, justified), paging with
#      a header and styled cards crossing the edges, the styled slider at 3x, and the bundled slider as a control.
#   2. `frames` of a tags fling and of a styled paging swipe (each frame written).
#   3. Peak memory of the same renders and of one long-tag scene (400 tags of one 4 KB emoji cluster).
# Medians with ratios to BASE's (below 1 is faster); the outputs of both sides are also compared byte for byte.
#
# Usage: Scripts/bench-drawing.sh [BASE]   RUNS=N (default 10)
#        OLD_FILMSTRIP=path skips building BASE; FILMSTRIP=path picks this side's binary.
source "$(dirname "$0")/lib/bench-common.sh"
base="${1:-7f2cd40}"
old_filmstrip "$base"

tags="swift,ios,collection view,UICollectionViewFlowLayout,left aligned,tags,Linux,snapshot,PNG,Auto Layout,SwiftUI"
tags="$tags,UIKit,compositional layout,diffable data source,prefetching,self-sizing cells,estimated sizes,insets"
styled="--corner-radius 16 --shadow-opacity 0.5 --shadow-radius 8 --border-width 1"
scenes=(
    "tags2|render --style tags --tags '$tags' --offset 20"
    "tags4|render --style tags --tags '$tags' --scale 4 --align justified"
    "paging|render --style paging --offset 200 $styled"
    "styled|render --index 1 --scale 3 $styled"
    "slider|render --scale 2"
)
echo "== render: BASE $base, then this checkout =="
for entry in "${scenes[@]}"; do
    name="${entry%%|*}"
    args="${entry#*|}"
    bench "$OLD_FILMSTRIP $args -o $WORK/old-$name.png --overwrite" "$FILMSTRIP $args -o $WORK/new-$name.png --overwrite"
    if [ "$name" = paging ] || [ "$name" = styled ]; then
        echo "($name: the cells crossing the view's edge now keep their visible rounded corners, so it differs)"
    elif cmp -s "$WORK/old-$name.png" "$WORK/new-$name.png"; then
        echo "($name: byte-identical)"
    else
        echo "($name: DIFFERS)"
    fi
done

echo
echo "== frames =="
bench "$OLD_FILMSTRIP frames --style tags --tags '$tags' --height 140 --fling -1500 --overwrite -o $WORK/old-tf" \
      "$FILMSTRIP frames --style tags --tags '$tags' --height 140 --fling -1500 --overwrite -o $WORK/new-tf"
bench "$OLD_FILMSTRIP frames --style paging --drag -120 $styled --overwrite -o $WORK/old-pf" \
      "$FILMSTRIP frames --style paging --drag -120 $styled --overwrite -o $WORK/new-pf"

echo
echo "== peak memory (MB) =="
python3 - "$WORK/long.json" <<'PY'
import json, sys
cluster = "\U0001F468" + "\u200d\U0001F469" * 570
json.dump({"style": "tags", "tags": [cluster] * 400}, open(sys.argv[1], "w"), ensure_ascii=False)
PY
for entry in "${scenes[@]}" "long|render --scene $WORK/long.json"; do
    name="${entry%%|*}"
    args="${entry#*|}"
    old=$( { /usr/bin/time -f %M bash -c "$OLD_FILMSTRIP $args -o $WORK/m.png --overwrite" >/dev/null; } 2>&1 | tail -1)
    new=$( { /usr/bin/time -f %M bash -c "$FILMSTRIP $args -o $WORK/m.png --overwrite" >/dev/null; } 2>&1 | tail -1)
    printf '%-8s %8d %8d\n' "$name" $((old / 1024)) $((new / 1024))
done
