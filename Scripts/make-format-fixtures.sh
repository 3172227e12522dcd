#!/usr/bin/env bash
# Makes fixtures/formats: HEIC (plain, rotated, grid, a grid claiming 20000x20000, ICC-tagged, 10-bit), AVIF (alpha,
# opaque), WebP (lossy with alpha, lossless, animated, ICC-tagged), a PNG claiming a huge size, and reference decodes
# by the formats' own tools (heif-convert, dwebp) in fixtures/formats/reference/NAME.png.
#
# heif-enc 1.15 (Debian) writes neither rotations nor grids, so Scripts/lib/heif_boxes.py assembles those from
# heif-enc's coded images: an irot box, and 3x2 tiles of 64 px under a grid item cropped to 180x120, as iPhones
# tile their photos.
#
# Needs: libheif-examples (heif-enc, heif-convert), webp (cwebp, dwebp, img2webp, webpmux), and a Python with
# Pillow: python3 -m venv Scripts/.venv && Scripts/.venv/bin/pip install Pillow numpy
# Usage: Scripts/make-format-fixtures.sh
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
python=${PYTHON:-$root/Scripts/.venv/bin/python}
boxes="$python $root/Scripts/lib/heif_boxes.py"
out=$root/fixtures/formats
ref=$out/reference
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$ref"
rm -f "$out"/*.heic "$out"/*.avif "$out"/*.webp "$out"/*.png "$ref"/*.png

# Sources: a photo crop (opaque), the same with an alpha ramp, a 16-bit version with detail below one 8-bit step,
# 64 px tiles of a 180x120 crop, two animation frames, and the Display P3 colour fixture's profile.
"$python" - "$root" "$work" <<'EOF'
import struct, sys, zlib
import numpy as np
from PIL import Image
root, work = sys.argv[1], sys.argv[2]
photo = Image.open(f"{root}/fixtures/photos/05-friends.jpg").convert("RGB")
small = photo.resize((128, 96), Image.LANCZOS, box=(0, 100, 400, 400))
small.save(f"{work}/photo.png")
rgba = small.copy()
rgba.putalpha(Image.linear_gradient("L").resize((128, 96)).rotate(90))
rgba.save(f"{work}/alpha.png")
small.save(f"{work}/p3.png", icc_profile=open(f"{root}/fixtures/color/display-p3.icc", "rb").read())
# 16-bit RGB, written by hand (Pillow writes 16-bit grey only).
deep = np.asarray(small).astype(np.uint32) * 257 + (np.arange(128, dtype=np.uint32)[None, :, None] * 2)
deep = np.clip(deep, 0, 65535).astype(">u2")
raw = b"".join(b"\0" + row.tobytes() for row in deep)
def chunk(kind, body):
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)
open(f"{work}/deep.png", "wb").write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 128, 96, 16, 2, 0, 0, 0))
                                     + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))
crop = photo.resize((180, 120), Image.LANCZOS, box=(0, 100, 400, 367))
for r in range(2):
    for c in range(3):
        crop.crop((c * 64, r * 64, c * 64 + 64, r * 64 + 64)).save(f"{work}/tile{r}{c}.png")
small.save(f"{work}/frame1.png")
small.transpose(Image.FLIP_LEFT_RIGHT).save(f"{work}/frame2.png")
# A PNG claiming 60000x60000 (3.6 Gpx): valid IHDR and CRC, a tiny IDAT. Must be refused before allocation.
ihdr = struct.pack(">IIBBBBB", 60000, 60000, 8, 2, 0, 0, 0)
open(f"{root}/fixtures/formats/huge-claimed-size.png", "wb").write(
    b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(b"\0" * 100)) + chunk(b"IEND", b""))
EOF

heif() { heif-enc "$@" >/dev/null; }
heif -q 70 "$work/photo.png" -o "$out/photo.heic"
heif -q 70 "$work/p3.png" -o "$out/display-p3.heic"
$boxes transform "$out/photo.heic" "$out/rotated.heic" --rotate 1
for t in 00 01 02 10 11 12; do heif -q 70 "$work/tile$t.png" -o "$work/tile$t.heic"; done
tiles=$(for t in 00 01 02 10 11 12; do printf '%s ' "$work/tile$t.heic"; done)
$boxes grid "$out/grid.heic" 180 120 3 2 $tiles
$boxes grid "$out/huge-grid.heic" 180 120 3 2 --claim 20000 20000 $tiles
heif -q 60 "$work/alpha.png" -o "$out/alpha.avif"
heif -q 60 "$work/photo.png" -o "$out/photo.avif"
# 10 bits as HEVC Main 10: aom 3.6 aborts on 10-bit input in heif-enc 1.15.
heif -q 60 -b 10 "$work/deep.png" -o "$out/ten-bit.heic"

cwebp -quiet -q 75 -alpha_q 90 "$work/alpha.png" -o "$out/lossy-alpha.webp"
cwebp -quiet -lossless "$work/photo.png" -o "$out/lossless.webp"
cwebp -quiet -q 75 -metadata icc "$work/p3.png" -o "$out/display-p3.webp"
img2webp -loop 0 -lossy -q 75 -d 100 "$work/frame1.png" "$work/frame2.png" -o "$out/animated.webp" >/dev/null 2>&1

# References from the formats' own decoders.
for f in photo display-p3 rotated grid ten-bit; do heif-convert "$out/$f.heic" "$ref/$f.heic.png" >/dev/null; done
for f in alpha photo; do heif-convert "$out/$f.avif" "$ref/$f.avif.png" >/dev/null; done
for f in lossy-alpha lossless display-p3; do dwebp -quiet "$out/$f.webp" -o "$ref/$f.webp.png"; done
# dwebp ignores ICCP: tag its output with the file's profile, so the reference means the same colours.
"$python" -c "import sys; from PIL import Image; Image.open(sys.argv[1]).save(sys.argv[1], icc_profile=open(sys.argv[2], 'rb').read())" \
    "$ref/display-p3.webp.png" "$root/fixtures/color/display-p3.icc"
webpmux -get frame 1 "$out/animated.webp" -o "$work/first.webp" >/dev/null 2>&1
dwebp -quiet "$work/first.webp" -o "$ref/animated.webp.png"
du -ch "$out"/* "$ref"/* | tail -1
