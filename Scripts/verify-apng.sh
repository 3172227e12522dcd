#!/usr/bin/env bash
# Checks `filmstrip frames --apng` and `--webp` with an independent reader (Pillow, in Scripts/.venv):
# - the APNG (changed regions, the default, and --apng-whole-frames) has one frame per manifest entry, each shown
#   1000/fps ms, loops forever, and every frame as Pillow composites it (offsets, dispose, blend) equals the frame
#   file pixel for pixel;
# - the lossless WebP shows, at each frame's time (rounded to ms), exactly that frame file, loops forever and ends
#   at frames/fps s; the lossy one (--webp-quality 80) has the same timeline;
# - a second run gives byte-identical APNG and WebP files.
#
# Usage: Scripts/verify-apng.sh     FILMSTRIP=path to skip the build; ARGS="--fling 1500" for another motion
set -euo pipefail
cd "$(dirname "$0")/.."
venv=Scripts/.venv
if ! "$venv/bin/python" -c 'from PIL import features; assert features.check("webp")' 2>/dev/null; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet --disable-pip-version-check Pillow==13.0.0
fi
if [ -z "${FILMSTRIP:-}" ]; then
    swift build --product filmstrip >&2
    FILMSTRIP=.build/debug/filmstrip
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
read -r -a motion <<< "${ARGS:---scale 1 --fps 20 --fling 1200}"
# --apng-full-size: the APNG's frames are compared with the frame files, whatever scale ARGS gives.
"$FILMSTRIP" frames "${motion[@]}" -o "$work/seq" --apng "$work/anim.png" --apng-full-size --webp "$work/anim.webp"
"$FILMSTRIP" frames "${motion[@]}" -o "$work/seq2" --apng "$work/whole.png" --apng-whole-frames --apng-full-size \
    --webp "$work/lossy.webp" --webp-quality 80
"$FILMSTRIP" frames "${motion[@]}" --apng "$work/again.png" --apng-full-size --webp "$work/again.webp" -o "$work/seq3"
"$venv/bin/python" - "$work" <<'PY'
import json, struct, sys
from PIL import Image, ImageChops
work = sys.argv[1]
manifest = json.load(open(f"{work}/seq/manifest.json"))
frames = manifest["frames"]
fps = manifest["fps"]
expected = [Image.open(f"{work}/seq/{f['file']}").convert("RGBA") for f in frames]
checks = []

def same(image, index):
    a = image.convert("RGBA")
    return a.size == expected[index].size and ImageChops.difference(a, expected[index]).getbbox() is None

def regions(path):
    """fcTL fields straight from the file: (width, height, x, y, dispose, blend) per frame."""
    data = open(path, "rb").read()
    position, found = 8, []
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        if kind == b"fcTL":
            _, w, h, x, y, _, _, dispose, blend = struct.unpack(">IIIIIHHBB", data[position + 8:position + 34])
            found.append((w, h, x, y, dispose, blend))
        position += 12 + length
    return found

for name in ["anim.png", "whole.png"]:
    anim = Image.open(f"{work}/{name}")
    checks.append((f"{name}: format is PNG", anim.format == "PNG"))
    checks.append((f"{name}: {anim.n_frames} frames == {len(frames)} in the manifest", anim.n_frames == len(frames)))
    checks.append((f"{name}: loops forever", anim.info.get("loop") == 0))
    durations, mismatched = [], []
    for i in range(anim.n_frames):
        anim.seek(i)
        durations.append(anim.info.get("duration"))
        if not same(anim, i):
            mismatched.append(i)
    checks.append((f"{name}: every frame lasts {1000 / fps:.2f} ms", all(abs(d - 1000 / fps) < 1e-6 for d in durations)))
    checks.append((f"{name}: every frame equals its frame file ({len(mismatched)} differ)", not mismatched))
    fields = regions(f"{work}/{name}")
    full = [f for f in fields if f[:4] == (expected[0].width, expected[0].height, 0, 0)]
    checks.append((f"{name}: dispose none, blend source", all(f[4:] == (0, 0) for f in fields)))
    if name == "whole.png":
        checks.append((f"{name}: every frame whole", len(full) == len(fields)))
    else:
        checks.append((f"{name}: {len(fields) - len(full)} of {len(fields)} frames store a region", True))

def timeline(path):
    """(start ms, image) per stored WebP frame; WebPAnimEncoder merges an unchanged frame into the one before."""
    anim = Image.open(path)
    shown, start = [], 0
    for i in range(anim.n_frames):
        anim.seek(i)
        shown.append((start, anim.convert("RGBA"), anim.info.get("duration")))
        start += anim.info.get("duration")
    return anim, shown, start

def shown_at(shown, ms):
    current = shown[0]
    for entry in shown:
        if entry[0] <= ms:
            current = entry
    return current

for name, lossless in [("anim.webp", True), ("lossy.webp", False)]:
    anim, shown, end = timeline(f"{work}/{name}")
    checks.append((f"{name}: format is WEBP", anim.format == "WEBP"))
    checks.append((f"{name}: loops forever", anim.info.get("loop", 0) == 0))
    checks.append((f"{name}: {len(shown)} stored frames <= {len(frames)}", 0 < len(shown) <= len(frames)))
    checks.append((f"{name}: lasts {end} ms == round({len(frames)} * 1000 / fps)", end == round(len(frames) * 1000 / fps)))
    starts = {s for s, _, _ in shown}
    changes = [i for i in range(len(frames)) if i == 0 or expected[i].tobytes() != expected[i - 1].tobytes()]
    checks.append((f"{name}: a frame starts at every change of the sequence",
                   all(round(i * 1000 / fps) in starts for i in changes)))
    if lossless:
        bad = [i for i in range(len(frames)) if not same(shown_at(shown, round(i * 1000 / fps))[1], i)]
        checks.append((f"{name}: lossless, the frame shown at each frame's time equals its file ({len(bad)} differ)", not bad))

for a, b in [("anim.png", "again.png"), ("anim.webp", "again.webp")]:
    checks.append((f"{a}: byte-identical run after run", open(f"{work}/{a}", "rb").read() == open(f"{work}/{b}", "rb").read()))

for name, ok in checks:
    print(("ok    " if ok else "FAIL  ") + name)
failed = sum(not ok for _, ok in checks)
print(f"{len(checks) - failed} passed, {failed} failed")
sys.exit(1 if failed else 0)
PY
