#!/usr/bin/env bash
# Frames per second of `filmstrip frames` for a fling of about two seconds at @2x over the bundled photos: the whole
# command (decoding once, rendering and writing every frame as PNG), with all cores and with one.
#
# Usage: Scripts/bench-frames.sh [VELOCITY]   (default 1500 pt/s, about 2.4 s of motion)   RUNS=N (default 3)
RUNS="${RUNS:-3}"
source "$(dirname "$0")/lib/bench-common.sh"
velocity="${1:-1500}"

"$FILMSTRIP" frames --fling "$velocity" --overwrite -o "$WORK/seq" 2>/dev/null
frames=$(python3 -c "import json,sys; m=json.load(open(sys.argv[1])); print(len(m['frames']), m['duration'])" "$WORK/seq/manifest.json")
set -- $frames
echo "fling $velocity pt/s: $1 frames at 60 fps, $2 s of motion, 780x240 px each"
bench "$FILMSTRIP frames --fling $velocity --overwrite -o $WORK/seq" \
      "$FILMSTRIP frames --fling $velocity --overwrite -o $WORK/seq --threads 1"
python3 - "$WORK/bench.json" "$1" <<'PY'
import json, sys
frames = int(sys.argv[2])
for r in json.load(open(sys.argv[1]))["results"]:
    print(f"{r['command'][-40:]:40}  {frames / r['median']:6.1f} frames/s (median), {frames / r['min']:6.1f} best")
PY
