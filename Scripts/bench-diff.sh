#!/usr/bin/env bash
# `filmstrip diff` against ImageMagick's `compare -metric AE -fuzz 10%` on two 24-megapixel PNGs: an identical pair,
# and the photo against itself shifted by one pixel (so many pixels really differ). Both tools read the same PNG files. The settings
# are comparable, not equivalent: pixelmatch's threshold 0.1 is a perceptual YIQ distance, fuzz 10% a colour distance.
#
# Usage: Scripts/bench-diff.sh [BIG.jpg]    RUNS=N (default 10)
#        BASELINE=path/to/older/filmstrip  also times that binary in the same run (ratios are only fair that way)
source "$(dirname "$0")/lib/bench-common.sh"
need compare imagemagick
big="${1:-../shared/photos/derived/seeding_24mp_q90.jpg}"
[ -f "$big" ] || { echo "no 24 MP JPEG at $big: pass one as the first argument" >&2; exit 1; }

"$FILMSTRIP" decode "$big" --compression fast -o "$WORK/a.png"
convert "$WORK/a.png" -roll +1+0 "$WORK/b.png"
"$FILMSTRIP" probe "$WORK/a.png"
echo "differing pixels: filmstrip $("$FILMSTRIP" diff "$WORK/a.png" "$WORK/b.png" --json || true)"
echo "                  ImageMagick AE $(compare -metric AE -fuzz 10% "$WORK/a.png" "$WORK/b.png" null: 2>&1 || true)"

# filmstrip first, so ImageMagick's ratio says how many times faster filmstrip is; a BASELINE binary comes last.
diff_commands() {  # diff_commands A B
    echo "$FILMSTRIP diff $1 $2"
    echo "compare -metric AE -fuzz 10% $1 $2 null:"
    if [ -n "${BASELINE:-}" ]; then echo "$BASELINE diff $1 $2"; fi
}

echo
echo "== identical pair =="
mapfile -t commands < <(diff_commands "$WORK/a.png" "$WORK/a.png")
bench "${commands[@]}"
echo
echo "== photo vs itself shifted by one pixel =="
mapfile -t commands < <(diff_commands "$WORK/a.png" "$WORK/b.png")
bench "${commands[@]}"
