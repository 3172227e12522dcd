#!/usr/bin/env python3
"""Writes the expected RGBA of every valid PngSuite file, from decoders independent of Filmstrip.

Usage: python3 -m venv .build/venv && .build/venv/bin/pip install Pillow pypng numpy
       .build/venv/bin/python Scripts/make-pngsuite-expected.py

Output: Tests/FilmstripDecodeTests/Expected/pngsuite-rgba.tsv with, per file, the oriented size and the CRC-32
of its 8-bit straight-alpha RGBA pixels. Pillow decodes most files. Two kinds go to pypng instead, which returns
the exact stored samples: 16-bit files (Pillow keeps only the high byte; we round, v * 255 / 65535) and grey
files under 8 bits with tRNS (Pillow compares the 4-bit key with 8-bit-expanded samples, so nothing becomes
transparent). pypng's samples are scaled to 8 bits as round(v * 255 / (2^depth - 1)), after tRNS.
"""
import zlib
from pathlib import Path

import numpy as np
import png  # pypng
from PIL import Image

root = Path(__file__).resolve().parent.parent
suite = root / "fixtures" / "conformance" / "pngsuite"
out = root / "Tests" / "FilmstripDecodeTests" / "Expected" / "pngsuite-rgba.tsv"


def without_sbit(data):
    """The PNG with its sBIT chunk removed: pypng would rescale to the significant bits, libpng does not."""
    out, position = bytearray(data[:8]), 8
    while position < len(data):
        length = int.from_bytes(data[position:position + 4], "big")
        end = position + 12 + length
        if data[position + 4:position + 8] != b"sBIT":
            out += data[position:end]
        position = end
    return bytes(out)


def rgba_pypng(path):
    reader = png.Reader(bytes=without_sbit(path.read_bytes()))
    width, height, rows, info = reader.asDirect()  # tRNS applied as alpha, exact 16-bit samples
    planes = info["planes"]
    samples = np.array([list(row) for row in rows], dtype=np.uint64).reshape(height, width, planes)
    top = 2 ** info["bitdepth"] - 1
    eight = ((samples * 255 + top // 2) // top).astype(np.uint8)
    grey = not info["greyscale"] is False
    colour = np.repeat(eight[:, :, :1], 3, axis=2) if grey else eight[:, :, :3]
    alpha = eight[:, :, -1:] if info["alpha"] else np.full((height, width, 1), 255, np.uint8)
    return width, height, np.concatenate([colour, alpha], axis=2)


def rgba_pillow(path):
    image = Image.open(path)
    image.load()
    return image.width, image.height, np.asarray(image.convert("RGBA"), dtype=np.uint8)


lines = ["# file\twidth\theight\tcrc32 of RGBA8 (hex)\tdecoder"]
for path in sorted(suite.glob("*.png")):
    if path.name.startswith("x"):
        continue  # deliberately corrupt: the tests expect an error
    data = path.read_bytes()
    bit_depth, colour_type = data[24], data[25]
    if bit_depth == 16 or (colour_type == 0 and bit_depth < 8 and b"tRNS" in data):
        width, height, rgba = rgba_pypng(path)
        decoder = "pypng"
    else:
        width, height, rgba = rgba_pillow(path)
        decoder = "Pillow"
    lines.append(f"{path.name}\t{width}\t{height}\t{zlib.crc32(rgba.tobytes()):08x}\t{decoder}")
out.write_text("\n".join(lines) + "\n")
print(f"wrote {len(lines) - 1} entries to {out.relative_to(root)}")
