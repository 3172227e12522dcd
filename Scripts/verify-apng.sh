#!/usr/bin/env bash
# Checks `filmstrip frames --apng` with an independent reader (Pillow, in a virtualenv made under .build/): the
# animation has one frame per manifest entry, each shown 1000/fps ms, looping forever, and its first and last
# frames equal frame-0000.png and the last frame file pixel for pixel.
#
# Usage: Scripts/verify-apng.sh     FILMSTRIP=path to skip the build
set -euo pipefail
cd "$(dirname "$0")/.."
venv=.build/apng-venv
if ! "$venv/bin/python" -c 'import PIL' 2>/dev/null; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet Pillow
fi
if [ -z "${FILMSTRIP:-}" ]; then
    swift build --product filmstrip >&2
    FILMSTRIP=.build/debug/filmstrip
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
"$FILMSTRIP" frames --scale 1 --fps 20 --fling 1200 -o "$work/seq" --apng "$work/anim.png"
"$venv/bin/python" - "$work" <<'PY'
import json, sys
from PIL import Image, ImageChops
work = sys.argv[1]
manifest = json.load(open(f"{work}/seq/manifest.json"))
frames = manifest["frames"]
anim = Image.open(f"{work}/anim.png")
checks = []
checks.append(("format is PNG", anim.format == "PNG"))
checks.append((f"{anim.n_frames} frames == {len(frames)} in the manifest", anim.n_frames == len(frames)))
checks.append(("loops forever", anim.info.get("loop") == 0))
durations = []
for i in range(anim.n_frames):
    anim.seek(i)
    durations.append(anim.info.get("duration"))
expected = 1000 / manifest["fps"]
checks.append((f"every frame lasts {expected:.2f} ms", all(abs(d - expected) < 1e-6 for d in durations)))
def same(index, name):
    anim.seek(index)
    a = anim.convert("RGB")
    b = Image.open(f"{work}/seq/{name}").convert("RGB")
    return a.size == b.size and ImageChops.difference(a, b).getbbox() is None
checks.append(("first frame equals frame-0000.png", same(0, frames[0]["file"])))
checks.append((f"last frame equals {frames[-1]['file']}", same(len(frames) - 1, frames[-1]["file"])))
for name, ok in checks:
    print(("ok    " if ok else "FAIL  ") + name)
failed = sum(not ok for _, ok in checks)
print(f"{len(checks) - failed} passed, {failed} failed")
sys.exit(1 if failed else 0)
PY
