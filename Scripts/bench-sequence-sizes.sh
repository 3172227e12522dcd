#!/usr/bin/env bash
# Sizes and write times of a sequence's review outputs, for `frames --fling 1500` (about 2.4 s at 60 fps) and a
# slow drag of about 10 s (`--drag 400:9.5`), at @2x over the bundled photos: the frame folder, the APNG with whole
# frames (--apng-whole-frames --apng-full-size: byte-identical to the APNG before changed regions), the APNG with
# changed regions at full size (--apng-full-size), the APNG at point size (the default since 0.3.0), the animated WebP lossless (the default) and lossy at quality 80.
#
# Write time = median wall time of `frames -o DIR OUTPUT` minus that of `frames -o DIR` alone, the runs of all
# variants interleaved round by round so machine load hits them alike. Ratios are against the whole-frame APNG.
#
# Usage: Scripts/bench-sequence-sizes.sh     RUNS=N (default 3)   FILMSTRIP=path skips the release build
#        MOTIONS="--fling 1500|--drag 400:9.5" (|-separated) for other motions
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS="${RUNS:-3}"
if [ -z "${FILMSTRIP:-}" ]; then
    swift build -c release --product filmstrip >&2
    FILMSTRIP="$PWD/.build/release/filmstrip"
fi
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
IFS='|' read -r -a motions <<< "${MOTIONS:---fling 1500|--drag 400:9.5}"

variants=("frames only" "APNG whole frames" "APNG changed regions" "APNG at point size" "WebP lossless"
          "WebP lossy q=80")
outputs=("" "--apng $WORK/whole.png --apng-whole-frames --apng-full-size" "--apng $WORK/regions.png --apng-full-size"
         "--apng $WORK/points.png" "--webp $WORK/lossless.webp" "--webp $WORK/lossy.webp --webp-quality 80")
files=("" "whole.png" "regions.png" "points.png" "lossless.webp" "lossy.webp")

for motion in "${motions[@]}"; do
    times="$WORK/times.txt"
    : > "$times"
    for ((run = 0; run < RUNS; run++)); do
        for ((k = 0; k < ${#variants[@]}; k++)); do
            i=$(((k + run) % ${#variants[@]}))
            start=$(date +%s.%N)
            # shellcheck disable=SC2086
            "$FILMSTRIP" frames $motion --overwrite -o "$WORK/seq" ${outputs[$i]} 2>/dev/null
            end=$(date +%s.%N)
            echo "$i $start $end" >> "$times"
        done
    done
    python3 - "$WORK" "$times" "$motion" "${files[@]:1}" <<'PY'
import json, os, statistics, sys
work, times, motion, files = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
names = ["frames only", "APNG whole frames", "APNG changed regions", "WebP lossless", "WebP lossy q=80"]
runs = {}
for line in open(times):
    i, start, end = line.split()
    runs.setdefault(int(i), []).append(float(end) - float(start))
median = {i: statistics.median(t) for i, t in runs.items()}
manifest = json.load(open(f"{work}/seq/manifest.json"))
frames = [f["file"] for f in manifest["frames"]]
folder = sum(os.path.getsize(f"{work}/seq/{name}") for name in frames)
mb = lambda n: f"{n / 1e6:8.2f} MB"
whole = os.path.getsize(f"{work}/{files[0]}")
print(f"\nframes {motion}: {len(frames)} frames, {manifest['duration']:.2f} s of motion at {manifest['fps']:g} fps; "
      f"runs: {len(runs[0])}, the frames alone take {median[0]:.2f} s (median)")
print(f"{'output':24} {'size':>11} {'vs whole APNG':>14} {'write s':>8} {'write ms/frame':>15}")
print(f"{'PNG frame folder':24} {mb(folder)} {folder / whole:13.2f}x {'':>8} {'':>15}")
for i, name in enumerate(files, start=1):
    size = os.path.getsize(f"{work}/{name}")
    write = median[i] - median[0]
    print(f"{names[i]:24} {mb(size)} {size / whole:13.3f}x {write:8.2f} {write / len(frames) * 1000:15.1f}")
PY
done
