#!/usr/bin/env python3
"""Writes the decode side's hostile-budget inputs into DIR (see decode.rows): small files that claim, or really are,
100-megapixel images, and the shapes that used to cost time or memory out of proportion to what is drawn.

    make_decode_inputs.py DIR

Standard library plus the command-line encoders Filmstrip's CI installs (heif-enc, cjpeg, cwebp). Nothing here is
committed: every file is made at run time, the largest about 600 KB.
"""

import json
import os
import struct
import subprocess
import sys
import zlib

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import hostile_inputs as hostile  # noqa: E402

SIDE = 10000  # 10000 x 10000: the default --max-pixels, 100 megapixels


def flat_rows(width, height, pixel):
    """Yields `height` rows of `width` copies of `pixel`, so no image ever exists whole in this process."""
    row = pixel * width
    for _ in range(height):
        yield row


def write_ppm(path, width, height, pixel=b"\x78\x82\x8c"):
    with open(path, "wb") as out:
        out.write(b"P6 %d %d 255\n" % (width, height))
        for row in flat_rows(width, height, pixel):
            out.write(row)


def adam7_png(width, height, value=128):
    """An 8-bit grey Adam7-interlaced PNG of one grey level: each pass's rows, filter type 0, in one IDAT."""
    compressor = zlib.compressobj(9)
    parts = []
    passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
    for first_x, first_y, step_x, step_y in passes:
        columns = (width - first_x + step_x - 1) // step_x if width > first_x else 0
        rows = (height - first_y + step_y - 1) // step_y if height > first_y else 0
        if columns == 0 or rows == 0:
            continue
        row = b"\x00" + bytes([value]) * columns
        for _ in range(rows):
            parts.append(compressor.compress(row))
    parts.append(compressor.flush())
    return hostile.PNG_SIGNATURE + hostile.png_ihdr(width, height, interlace=1) + \
        hostile.png_chunk(b"IDAT", b"".join(parts)) + hostile.png_chunk(b"IEND", b"")


def colour_png(width, height):
    """An 8-bit RGB PNG of coloured blocks (red rising to the right, blue downwards, in steps of 64 levels): colour
    all over, so heif-enc codes three planes, in a few hundred KB. Compressed a row at a time, like grey_png."""
    compressor = zlib.compressobj(9)
    parts = []
    for y in range(height):
        blue = (y * 255 // height) & 0xC0
        row = b"".join(bytes(((x * 255 // width) & 0xC0, 0x80, blue)) * min(64, width - x) for x in range(0, width, 64))
        parts.append(compressor.compress(b"\x00" + row))
    parts.append(compressor.flush())
    return hostile.PNG_SIGNATURE + hostile.png_ihdr(width, height, color_type=2) + \
        hostile.png_chunk(b"IDAT", b"".join(parts)) + hostile.png_chunk(b"IEND", b"")


def first_scans(jpeg, count):
    """`jpeg` with only its first `count` scans (SOS segments and their entropy-coded data), then EOI."""
    out, position, scans = bytearray(jpeg[:2]), 2, 0
    while position < len(jpeg):
        marker = jpeg[position + 1]
        if marker == 0xD9:
            break
        end = position + 2 + (jpeg[position + 2] << 8 | jpeg[position + 3])
        if marker == 0xDA:
            scans += 1
            while not (jpeg[end] == 0xFF and jpeg[end + 1] != 0 and not 0xD0 <= jpeg[end + 1] <= 0xD7):
                end += 1
        if marker != 0xDA or scans <= count:
            out += jpeg[position:end]
        position = end
    return bytes(out + b"\xFF\xD9")


def lying_ispe(data, width, height):
    """A HEIF/AVIF whose (first) ispe box declares `width` x `height` while its coded stream keeps its own size."""
    at = data.index(b"ispe")
    return data[:at + 8] + struct.pack(">II", width, height) + data[at + 16:]


def run(*command):
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def main(folder):
    os.makedirs(folder, exist_ok=True)

    def path(name):
        return os.path.join(folder, name)

    def write(name, data):
        with open(path(name), "wb") as out:
            out.write(data)

    # Thumbnails of wide, 1-pixel-tall photos: enlarging them made terabytes (an abort) or a 54 MB PNG.
    write("wide_2000x1.png", hostile.grey_png(2000, 1))
    write("wide_10000x1.png", hostile.grey_png(10000, 1))
    # 100 megapixels in a few hundred KB, as a plain PNG (the encoders' source) and as Adam7.
    write("big.png", hostile.grey_png(SIDE, SIDE))
    write("adam7_100mp.png", adam7_png(SIDE, SIDE))
    # HEIC (x265) and AVIF (aom) of 100 megapixels: a few KB each.
    run("heif-enc", "-q", "50", "-p", "preset=ultrafast", path("big.png"), "-o", path("big_100mp.heic"))
    run("heif-enc", "-A", "-q", "50", "-p", "speed=9", path("big.png"), "-o", path("big_100mp.avif"))
    for kind in ("heic", "avif"):
        with open(path("big_100mp." + kind), "rb") as source:
            write("lying_ispe_100x100." + kind, lying_ispe(source.read(), 100, 100))
    # The same in colour (4:2:0, three planes; through libheif 700-800 MB each), and a suite of two scenes that draw
    # one each: scenes run in parallel, their decodes share one memory budget.
    # And in 4:4:4, twice the chroma planes (through libheif 744 MB and 1.3 GB), in a suite of its own.
    write("colour.png", colour_png(SIDE, SIDE))
    for suite, prefix, chroma in (("colour-suite", "colour_", []), ("colour-444-suite", "colour_444_",
                                                                     ["-p", "chroma=444"])):
        os.makedirs(path(suite), exist_ok=True)
        for kind, options in (("heic", ["-p", "preset=ultrafast"]), ("avif", ["-A", "-p", "speed=9"])):
            name = prefix + "100mp." + kind
            run("heif-enc", "-q", "50", *options, *chroma, path("colour.png"), "-o", os.path.join(path(suite), name))
            if not os.path.lexists(path(name)):
                os.symlink(os.path.join(suite, name), path(name))
            with open(os.path.join(path(suite), kind + ".json"), "w") as out:
                json.dump({"photos": [name], "width": 320, "height": 240, "scale": 1,
                           "checks": [{"name": "first", "index": 0}]}, out)
    os.remove(path("colour.png"))
    # Lossless WebP of 100 megapixels (tens of bytes) and a progressive 4:4:4 JPEG (about 600 KB).
    write_ppm(path("big.ppm"), SIDE, SIDE)
    run("cwebp", "-quiet", "-lossless", "-z", "0", path("big.png"), "-o", path("lossless_100mp.webp"))
    run("cjpeg", "-progressive", "-sample", "1x1", "-quality", "80", "-outfile", path("progressive_444_100mp.jpg"),
        path("big.ppm"))
    run("cjpeg", "-progressive", "-quality", "80", "-outfile", path("progressive_420_100mp.jpg"), path("big.ppm"))
    os.remove(path("big.ppm"))
    # 499 one-coefficient scans of a 24-megapixel photo: under the old cap of 500, 8 s of libjpeg's time.
    write("scans_499_24mp.jpg", first_scans(hostile.progressive_jpeg(6000, 4000, components=3, max_al=2), 499))
    # A suite whose references are 100-megapixel PNGs of a few hundred KB each, for a 320x240 frame.
    suite = path("suite")
    os.makedirs(os.path.join(suite, "__snapshots__", "huge-references"), exist_ok=True)
    with open(os.path.join(suite, "photo.png"), "wb") as out:
        out.write(hostile.grey_png(64, 48))
    checks = [{"name": "check-%d" % i, "index": 0} for i in range(3)]
    with open(os.path.join(suite, "huge-references.json"), "w") as out:
        json.dump({"photos": ["photo.png"], "width": 320, "height": 240, "scale": 1, "checks": checks}, out)
    reference = hostile.grey_png(SIDE, SIDE)
    for check in checks:
        with open(os.path.join(suite, "__snapshots__", "huge-references", check["name"] + ".png"), "wb") as out:
            out.write(reference)


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    main(sys.argv[1])
