#!/usr/bin/env bash
# Makes fixtures/png-filters/: small PNGs for each colour type and bit depth the libpng-free PNG reader accepts
# (grey, grey + alpha, RGB, RGBA; 8 and 16 bits), each row filter forced in turn (filter0..filter4: None, Sub, Up,
# Average, Paeth, written here by Python's zlib since ImageMagick 6.9's png:compression-filter writes None for
# 1-4), plus ImageMagick's own adaptive choice per row (`-im`), an interlaced and a palette file the reader must
# leave to libpng. PNGDirectDecodeTests decodes each with both readers and requires the same RGBA.
#
# The picture is a 37x23 crop of fixtures/photos/06-chelsea.png (CC0) with a diagonal alpha ramp, so that every
# filter sees photo texture and alpha; odd sizes so that no row is a multiple of a vector width.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
out=fixtures/png-filters
rm -rf "$out"
mkdir -p "$out"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
convert fixtures/photos/06-chelsea.png -crop 37x23+180+90 +repage \
    \( -size 23x37 gradient:white-gray20 -rotate 90 \) -alpha off -compose CopyOpacity -composite "$work/base.png"
convert "$work/base.png" -depth 16 rgba:"$work/base.rgba16"

declare -A kinds=([0]=gray [2]=rgb [4]=gray-alpha [6]=rgba)
for type in 0 2 4 6; do
    for depth in 8 16; do
        space=$([[ $type == 0 || $type == 4 ]] && echo gray || echo sRGB)
        alpha=$([[ $type == 4 || $type == 6 ]] && echo on || echo remove)
        convert "$work/base.png" -background white -alpha "$alpha" -colorspace "$space" \
            -define png:color-type="$type" -define png:bit-depth="$depth" -quality 95 \
            -define png:exclude-chunks=date,time "$out/${kinds[$type]}${depth}-im.png"
    done
done
convert "$work/base.png" -interlace PNG -define png:exclude-chunks=date,time "$out/rgba8-interlaced.png"
convert "$work/base.png" -alpha remove -colors 64 -define png:color-type=3 -define png:exclude-chunks=date,time \
    "$out/palette8.png"

python3 - "$work/base.rgba16" "$out" <<'PYTHON'
import struct, sys, zlib

source, out = sys.argv[1], sys.argv[2]
width, height = 37, 23
data = open(source, "rb").read()
pixels = [struct.unpack_from(">4H", data, 8 * i) for i in range(width * height)]


def samples(pixel, colour_type, depth):
    r, g, b, a = pixel
    grey = (r * 2126 + g * 7152 + b * 722) // 10000
    channels = {0: [grey], 2: [r, g, b], 4: [grey, a], 6: [r, g, b, a]}[colour_type]
    if depth == 8:
        return bytes((v * 255 + 32767) // 65535 for v in channels)
    return b"".join(struct.pack(">H", v) for v in channels)


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    return a if pa <= pb and pa <= pc else (b if pb <= pc else c)


def filtered(row, above, bpp, kind):
    out = bytearray()
    for i, x in enumerate(row):
        a = row[i - bpp] if i >= bpp else 0
        b = above[i]
        c = above[i - bpp] if i >= bpp else 0
        predictor = [0, a, b, (a + b) // 2, paeth(a, b, c)][kind]
        out.append((x - predictor) & 255)
    return bytes(out)


def chunk(kind, body):
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))


names = {0: "gray", 2: "rgb", 4: "gray-alpha", 6: "rgba"}
for colour_type in (0, 2, 4, 6):
    for depth in (8, 16):
        bpp = {0: 1, 2: 3, 4: 2, 6: 4}[colour_type] * depth // 8
        rows = [b"".join(samples(pixels[y * width + x], colour_type, depth) for x in range(width))
                for y in range(height)]
        for kind in range(5):
            raw, above = bytearray(), bytes(len(rows[0]))
            for row in rows:
                raw += bytes([kind]) + filtered(row, above, bpp, kind)
                above = row
            png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, depth, colour_type, 0, 0, 0))
            png += chunk(b"IDAT", zlib.compress(bytes(raw), 9)) + chunk(b"IEND", b"")
            open(f"{out}/{names[colour_type]}{depth}-filter{kind}.png", "wb").write(png)
PYTHON
ls "$out" | wc -l
