#!/usr/bin/env bash
# Frames per second and CPU per frame of `filmstrip frames` for a fling of about two seconds at @2x over the bundled
# photos: the whole command (decoding once, rendering and writing every frame as PNG), with all cores and with one,
# against BASE (default 1dd5291, the commit before the native-pixels work) built in release in the same run.
#
# Usage: Scripts/bench-frames.sh [VELOCITY] [BASE]   (default 1500 pt/s, about 2.4 s of motion)   RUNS=N (default 3)
#        OLD_FILMSTRIP=path skips building BASE; PEER_FILMSTRIP=path (and PEER_NAME) adds a third binary to the same
#        run, e.g. a release build of the main branch, to compare this checkout with both.
#        Scripts/bench-frames.sh --uikit [VELOCITY] [CONFORMANCE]: the same fling through seed 000's own UIKit layout
#        class (FilmstripUIKit, CONFORMANCE default ../shared/uikit-conformance) against the native `slider`, both
#        from one release build of Examples/UIKitLayouts' `carousels` tool, all cores and one thread.
RUNS="${RUNS:-3}"
if [ "${1:-}" = "--uikit" ]; then
    shift
    FILMSTRIP=unused
    source "$(dirname "$0")/lib/bench-common.sh"
    velocity="${1:-1500}"
    conformance="${2:-../shared/uikit-conformance}"
    source Scripts/lib/list-seed-layouts.sh
    (cd Examples/UIKitLayouts && swift build -c release --product carousels >&2)
    tool="$PWD/Examples/UIKitLayouts/.build/release/carousels"
    commands=()
    for threads in "" " --threads 1"; do
        for style in slider seed-slider; do
            commands+=("$tool frames --style $style --fling $velocity --overwrite -o $WORK/$style$threads")
        done
    done
    bench "${commands[@]}"
    python3 - "$WORK/bench.json" "$WORK/slider/manifest.json" <<'PY'
import json, sys
results = json.load(open(sys.argv[1]))["results"]
frames = len(json.load(open(sys.argv[2]))["frames"])
cpu = {}
for r in results:
    style = "seed 000 (UIKit)" if "seed-slider" in r["command"] else "slider (native)"
    threads = "1 thread " if "--threads 1" in r["command"] else "all cores"
    cpu[(style, threads)] = (r["user"] + r["system"]) / frames * 1000
    print(f"{style:>17} {threads}: {frames / r['median']:6.1f} frames/s (median), CPU {cpu[(style, threads)]:5.2f} ms/frame")
for threads in ("all cores", "1 thread "):
    ratio = cpu[("seed 000 (UIKit)", threads)] / cpu[("slider (native)", threads)]
    print(f"CPU per frame, UIKit / native, {threads.strip()}: {ratio:.2f}x ({frames} frames)")
PY
    exit 0
fi
source "$(dirname "$0")/lib/bench-common.sh"
velocity="${1:-1500}"
base="${2:-1dd5291}"

old_filmstrip "$base"

"$FILMSTRIP" frames --fling "$velocity" --overwrite -o "$WORK/seq" 2>/dev/null
frames=$(python3 -c "import json,sys; m=json.load(open(sys.argv[1])); print(len(m['frames']), m['duration'])" "$WORK/seq/manifest.json")
set -- $frames
echo "fling $velocity pt/s: $1 frames at 60 fps, $2 s of motion, 780x240 px each; before = $base"
commands=("$OLD_FILMSTRIP frames --fling $velocity --overwrite -o $WORK/old"
          "$FILMSTRIP frames --fling $velocity --overwrite -o $WORK/seq")
[ -n "${PEER_FILMSTRIP:-}" ] && commands+=("$PEER_FILMSTRIP frames --fling $velocity --overwrite -o $WORK/peer")
commands+=("$OLD_FILMSTRIP frames --fling $velocity --overwrite -o $WORK/old --threads 1"
           "$FILMSTRIP frames --fling $velocity --overwrite -o $WORK/seq --threads 1")
[ -n "${PEER_FILMSTRIP:-}" ] && commands+=("$PEER_FILMSTRIP frames --fling $velocity --overwrite -o $WORK/peer --threads 1")
bench "${commands[@]}"
python3 - "$WORK/bench.json" "$1" "$base" "${PEER_NAME:-peer}" <<'PY'
import json, sys
frames = int(sys.argv[2])
names = {"/old": f"before ({sys.argv[3]})", "/peer": sys.argv[4], "/seq": "this checkout"}
results = json.load(open(sys.argv[1]))["results"]
def side(r): return next(name for key, name in names.items() if key + " " in r["command"] + " ")
def cpu(r): return r["user"] + r["system"]
for r in results:
    threads = "1 thread " if "--threads 1" in r["command"] else "all cores"
    print(f"{side(r):>20} {threads}: {frames / r['median']:6.1f} frames/s (median), CPU {cpu(r) / frames * 1000:5.2f} ms/frame")
first = {side(r): r for r in reversed(results) if "--threads 1" not in r["command"]}
new = first["this checkout"]
for name, r in first.items():
    if r is not new:
        print(f"CPU per frame (all cores), {name} / this checkout: {cpu(r) / cpu(new):.2f}x")
PY
