#!/usr/bin/env bash
# Wall time of `filmstrip render` for the bundled photos at @2x and @3x, cold (a new process each run, so it
# includes probing, decoding with shrink-on-load, resizing, drawing and PNG writing), with all cores and with one;
# then the thumbnail stage against vipsthumbnail (libvips) on the bundled photos and on a 24-megapixel JPEG, with
# the fastest PNG compression on both sides (Filmstrip's default `fast`, vips's `[compression=1]`).
#
# Usage: Scripts/bench-render.sh [BIG.jpg]     RUNS=N (default 10), FILMSTRIP=path to skip the build
source "$(dirname "$0")/lib/bench-common.sh"
need vipsthumbnail libvips-tools
big="${1:-../shared/photos/derived/seeding_24mp_q90.jpg}"

echo "== render, bundled photos (12), cold =="
bench "$FILMSTRIP render -o $WORK/r2.png --overwrite --scale 2" \
      "$FILMSTRIP render -o $WORK/r3.png --overwrite --scale 3" \
      "$FILMSTRIP render -o $WORK/r1t.png --overwrite --scale 2 --threads 1"

echo
echo "== thumbnails of height 240, bundled photos: filmstrip vs vipsthumbnail =="
mkdir -p "$WORK/f" "$WORK/v"
bench "$FILMSTRIP thumbnail fixtures/photos --height 240 --overwrite -o $WORK/f" \
      "vipsthumbnail fixtures/photos/*.jpg fixtures/photos/*.png --size 100000x240 -o '$WORK/v/%s.png[compression=1]'"

if [ -f "$big" ]; then
    echo
    echo "== thumbnail of height 240 from $(basename "$big") =="
    bench "$FILMSTRIP thumbnail $big --height 240 --overwrite -o $WORK/f" \
          "vipsthumbnail $big --size 100000x240 -o '$WORK/v/%s.png[compression=1]'"
else
    echo "(no 24 MP JPEG at $big: pass one as the first argument)"
fi
