#!/usr/bin/env python3
"""Inputs for the suite rows of Scripts/hostile-budget.sh: a scene naming one folder of 36 photos 100,000 times
(about 1.4 MB), which once expanded to 3.6 million photos; a scene of about 140 bytes asking for a long sequence (a
fling at 240 fps over the 36 photos, 677 frames) and one asking for more frames than a check may draw; a 1-pixel PNG to stand for wrong
references. Writes into the folder given as the only argument."""
import json
import os
import struct
import sys
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def main():
    out = sys.argv[1]
    folder = os.path.join(out, "p36")
    os.makedirs(folder, exist_ok=True)
    photos = sorted(f for f in os.listdir(os.path.join(ROOT, "fixtures", "photos")) if f.endswith(".jpg"))
    for index in range(36):
        link = os.path.join(folder, f"{index:02d}.jpg")
        if not os.path.lexists(link):
            os.symlink(os.path.join(ROOT, "fixtures", "photos", photos[index % len(photos)]), link)
    scene = {"photos": ["p36/"] * 100_000, "checks": [{"name": "a"}]}
    with open(os.path.join(out, "repeated-folder.json"), "w") as handle:
        json.dump(scene, handle)
    # The same folder named 10,000 times: within the entry limit, refused once it expands past 10,000 photos.
    with open(os.path.join(out, "repeated-folder-10k.json"), "w") as handle:
        json.dump({"photos": ["p36/"] * 10_000, "checks": [{"name": "a"}]}, handle)

    # A long sequence from a tiny scene file: the cost is the frames drawn, at most `test --max-frames` of them.
    for name, fps in (("long-sequence", 240), ("too-long-sequence", 1000)):
        os.makedirs(os.path.join(out, name), exist_ok=True)
        scene = {"photos": ["../p36/"], "checks": [{"name": "fling", "frames": {"fling": 3000, "fps": fps}}]}
        with open(os.path.join(out, name, "long.json"), "w") as handle:
            json.dump(scene, handle)
    with open(os.path.join(out, "one-pixel.png"), "wb") as handle:
        handle.write(one_pixel_png())


def one_pixel_png():
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", 1, 1, 8, 6, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"\x00\x00\x00\x00\xff"))
            + chunk(b"IEND", b""))


if __name__ == "__main__":
    main()
