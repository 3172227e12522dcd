#!/usr/bin/env bash
# Frames per second and CPU per frame of `filmstrip frames` for a fling of about two seconds at @2x over the bundled
# photos: the whole command (decoding once, rendering and writing every frame as PNG), with all cores and with one,
# against BASE (default 1dd5291, the commit before the native-pixels work) built in release in the same run.
#
# Usage: Scripts/bench-frames.sh [VELOCITY] [BASE]   (default 1500 pt/s, about 2.4 s of motion)   RUNS=N (default 3)
#        OLD_FILMSTRIP=path skips building BASE; PEER_FILMSTRIP=path (and PEER_NAME) adds a third binary to the same
#        run, e.g. a release build of the main branch, to compare this checkout with both.
#        Scripts/bench-frames.sh --uikit [VELOCITY] [CONFORMANCE]: the same fling through the thumbnail slider app's
#        own UIKit layout class (`app-slider`: FilmstripUIKit, CONFORMANCE default ../shared/uikit-conformance)
#        against the native `slider`, both from one release build of Examples/UIKitLayouts' `carousels` tool, all
#        cores and one thread.
#        Scripts/bench-frames.sh --compositional [DISTANCE] [CONFORMANCE]: a drag of DISTANCE points (default 3900,
#        past ten banners) over 3 s and its release (group paging brings it back to the banner after the first: 254
#        frames in all), through a UICollectionViewCompositionalLayout banner carousel (`compositional-banner`: group
#        paging, a diffable data source) against the native `banner`, the same way.
#        Scripts/bench-frames.sh --views [VELOCITY] [CONFORMANCE]: a fling (default 800 pt/s) of the thumbnail
#        slider's own view (`app-slider-view`: the post's ThumbnailSliderView, its cells and layout, drawn whole
#        through UIKitViewStyle, 200 pt high) against the native `slider` (its 120-pt collection view), over the two
#        photos the view asks for ("Image 1", "Image 2"), the same way.
#        CAROUSELS=path uses that `carousels` instead of building one (a debug build, say: what `swift test` runs).
#        Scripts/bench-frames.sh --screen [VELOCITY] [HEIGHT] [CONFORMANCE]: the cost of a frame per pixel of a full-screen view
#        controller (the gallery app's `GalleryViewController`, its cells, header and labels drawn whole through
#        UIKitViewControllerStyle, HEIGHT points high, default 844: an iPhone's screen) against the native `slider`
#        (its 120-pt strip), both flung at VELOCITY (default 1500 pt/s), in a release and a debug build of
#        Examples/UIKitLayouts' `carousels` side by side, all cores and one thread; prints CPU per frame, per
#        megapixel and the ratio per pixel. CAROUSELS and CAROUSELS_DEBUG use those builds instead of making them;
#        BUILDS=debug (or release) measures one.
RUNS="${RUNS:-3}"
if [ "${1:-}" = "--screen" ]; then
    shift
    FILMSTRIP=unused
    source "$(dirname "$0")/lib/bench-common.sh"
    gesture="--fling ${1:-1500}"
    height="${2:-844}"
    conformance="${3:-../shared/uikit-conformance}"
    source Scripts/lib/list-seed-layouts.sh
    release="${CAROUSELS:-}" debug="${CAROUSELS_DEBUG:-}" builds="${BUILDS:-release debug}"
    if [ -z "$release" ] && [[ "$builds" == *release* ]]; then
        (cd Examples/UIKitLayouts && swift build -c release --product carousels >&2)
        release="$PWD/Examples/UIKitLayouts/.build/release/carousels"
    fi
    if [ -z "$debug" ] && [[ "$builds" == *debug* ]]; then
        (cd Examples/UIKitLayouts && swift build --product carousels >&2)
        debug="$PWD/Examples/UIKitLayouts/.build/debug/carousels"
    fi
    commands=()
    for build in $builds; do
        tool="$release"
        [ "$build" = debug ] && tool="$debug"
        for threads in "" " --threads 1"; do
            commands+=("$tool frames --style slider $gesture --overwrite -o $WORK/$build-slider$threads")
            commands+=("$tool frames --style gallery --height $height $gesture --overwrite -o $WORK/$build-gallery$threads")
        done
    done
    bench "${commands[@]}"
    python3 - "$WORK" <<'PY'
import json, struct, sys
work = sys.argv[1]
results = json.load(open(f"{work}/bench.json"))["results"]
def measure(folder):
    """Frames in a sequence and pixels in each (from the first PNG's header)."""
    manifest = json.load(open(f"{folder}/manifest.json"))
    first = manifest["frames"][0]
    name = first if isinstance(first, str) else first.get("file") or first.get("path")
    with open(f"{folder}/{name}", "rb") as png:
        width, height = struct.unpack(">II", png.read(24)[16:24])
    return len(manifest["frames"]), width * height
cost = {}
for r in results:
    folder = r["command"].split(" -o ")[1].split(" --threads")[0].strip()
    build = "release" if "/release-" in folder else "debug"
    style = "gallery" if folder.endswith("-gallery") else "slider"
    threads = "1 thread" if "--threads 1" in r["command"] else "all cores"
    frames, pixels = measure(folder)
    cpu = (r["user"] + r["system"]) / frames * 1000
    cost[(build, style, threads)] = cpu / pixels * 1e6
    label = "gallery screen (UIKit)" if style == "gallery" else "slider (native)"
    print(f"{build:>7} {label:>22} {threads:>9}: {frames} frames of {pixels / 1e6:.2f} Mpx, CPU {cpu:6.2f} ms/frame,"
          f" {cost[(build, style, threads)]:6.2f} ms/Mpx")
for build in sorted({key[0] for key in cost}, reverse=True):
    for threads in ("all cores", "1 thread"):
        ratio = cost[(build, "gallery", threads)] / cost[(build, "slider", threads)]
        print(f"CPU per frame per pixel, UIKit screen / native slider, {build}, {threads}: {ratio:.2f}x")
PY
    exit 0
fi
if [ "${1:-}" = "--uikit" ] || [ "${1:-}" = "--compositional" ] || [ "${1:-}" = "--views" ]; then
    mode="$1"
    shift
    FILMSTRIP=unused
    source "$(dirname "$0")/lib/bench-common.sh"
    native_args="" uikit_args=""
    if [ "$mode" = --uikit ]; then
        native=slider uikit=app-slider gesture="--fling ${1:-1500}"
    elif [ "$mode" = --views ]; then
        native=slider uikit=app-slider-view gesture="--fling ${1:-800}"
        mkdir -p "$WORK/photos"
        ln -s "$PWD/Sources/Filmstrip/Resources/SamplePhotos/01-aitzgorri.jpg" "$WORK/photos/Image 1.jpg"
        ln -s "$PWD/Sources/Filmstrip/Resources/SamplePhotos/09-portrait-orientation8.jpg" "$WORK/photos/Image 2.jpg"
        native_args="--height 120 $WORK/photos" uikit_args="$WORK/photos"
    else
        native=banner uikit=compositional-banner gesture="--drag ${1:-3900}:3"
    fi
    conformance="${2:-../shared/uikit-conformance}"
    source Scripts/lib/list-seed-layouts.sh
    tool="${CAROUSELS:-}"
    if [ -z "$tool" ]; then
        (cd Examples/UIKitLayouts && swift build -c release --product carousels >&2)
        tool="$PWD/Examples/UIKitLayouts/.build/release/carousels"
    fi
    commands=()
    for threads in "" " --threads 1"; do
        for style in $native $uikit; do
            args="$native_args"
            [ "$style" = "$uikit" ] && args="$uikit_args"
            commands+=("$tool frames --style $style $args $gesture --overwrite -o $WORK/$style$threads")
        done
    done
    bench "${commands[@]}"
    python3 - "$WORK/bench.json" "$WORK/$native/manifest.json" "$native" "$uikit" <<'PY'
import json, sys
results = json.load(open(sys.argv[1]))["results"]
frames = len(json.load(open(sys.argv[2]))["frames"])
native, uikit = sys.argv[3], sys.argv[4]
cpu = {}
for r in results:
    style = f"{uikit} (UIKit)" if f"--style {uikit} " in r["command"] else f"{native} (native)"
    threads = "1 thread " if "--threads 1" in r["command"] else "all cores"
    cpu[(style, threads)] = (r["user"] + r["system"]) / frames * 1000
    print(f"{style:>28} {threads}: {frames / r['median']:6.1f} frames/s (median), CPU {cpu[(style, threads)]:5.2f} ms/frame")
for threads in ("all cores", "1 thread "):
    ratio = cpu[(f"{uikit} (UIKit)", threads)] / cpu[(f"{native} (native)", threads)]
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
