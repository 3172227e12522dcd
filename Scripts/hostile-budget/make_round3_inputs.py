#!/usr/bin/env python3
"""Writes the third hostile round's inputs into DIR (see round3.rows): what a pull request sends through scene files,
references and shard results. Shard files that are web pages (a PNG followed by a script, a fake WebP header, a page
named .html), scenes whose accept commands would collide, sequence references whose manifest is a folder, a FIFO,
over the size limit or a bomb of unknown members, photo paths holding NUL or leading outside the suite. Standard
library only; nothing here is committed but this script.

Usage: make_round3_inputs.py DIR
"""
import json
import os
import struct
import sys
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PHOTO = os.path.join(ROOT, "fixtures", "photos", "02-grace-hopper.jpg")
SCRIPT = b"<script>alert(document.domain)</script>"


def png(width=1, height=1):
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    rows = b"".join(b"\x00" + b"\x80\x40\x20\xff" * width for _ in range(height))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))


def write(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb" if isinstance(data, bytes) else "w") as handle:
        handle.write(data)


def scene(checks, photos=None):
    return json.dumps({"photos": photos or [PHOTO, PHOTO], "width": 60, "height": 40, "scale": 1, "checks": checks})


def bomb(path, head, item, count, tail, numbered=False):
    """`head`, `count` copies of `item` (numbered with %d when `numbered`; comma-separated when not), `tail`."""
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as handle:
        handle.write(head)
        step = 100_000
        for start in range(0, count, step):
            if numbered:
                handle.write("".join(item % index for index in range(start, min(count, start + step))))
            else:
                chunk = ",".join([item] * (min(count, start + step) - start))
                handle.write(("," if start else "") + chunk)
        handle.write(tail)


def main():
    out = sys.argv[1]
    # Shard results naming web pages dressed as images.
    fake_webp = b"RIFF" + struct.pack("<I", 22) + b"WEBPVP8L" + struct.pack("<I", 10) + b"\x2f" + b"\x00" * 9
    write(os.path.join(out, "shard-poly", "img", "x.html"), png() + SCRIPT)
    write(os.path.join(out, "shard-poly", "img", "polyglot.png"), png() + SCRIPT)
    write(os.path.join(out, "shard-poly", "img", "fake.webp"), fake_webp + SCRIPT)
    write(os.path.join(out, "shard-poly", "img", "ok.png"), png(4, 4))
    checks = [{"name": "x", "kind": "still", "status": "failed", "expected": "img/ok.png", "actual": "img/x.html",
               "diff": "img/polyglot.png"},
              {"name": "y", "kind": "still", "status": "failed", "actual": "img/fake.webp"}]
    write(os.path.join(out, "shard-poly", "results.json"),
          json.dumps({"format": "filmstrip-results", "version": 1, "command": ["filmstrip", "test"],
                      "scenes": [{"path": "a.json", "name": "a", "checks": checks}]}))
    # Two checks whose accept commands were one: s2.json's x.json#n and s2.json#x.json's n.
    write(os.path.join(out, "collide", "s2.json"), scene([{"name": "x.json#n"}]))
    write(os.path.join(out, "collide", "s2.json#x.json"), scene([{"name": "n"}]))
    # A sequence suite per damaged manifest (recorded by the row, then damaged).
    for name in ("manifest-dir", "manifest-fifo", "manifest-large", "manifest-bomb"):
        write(os.path.join(out, name, "s.json"), scene([{"name": "s", "frames": {"fling": 300, "fps": 10}}]))
    with open(os.path.join(out, "manifest-bomb.json"), "w") as handle:
        handle.write('{"fps":10')
        index = 0
        while handle.tell() < 4_000_000:
            handle.write(',"m%d":0' % index)
            index += 1
        handle.write("}")
    # Photo paths: a NUL that would cut the path, a climb out of the suite, an absolute path outside it.
    write(os.path.join(out, "photo-nul", "s.json"), scene([{"name": "a"}], [PHOTO + "\u0000../../etc/x.png"]))
    write(os.path.join(out, "photo-up", "s.json"), scene([{"name": "a"}], ["../../../../../../../../etc/hostname"]))
    write(os.path.join(out, "photo-abs", "s.json"), scene([{"name": "a"}], [PHOTO]))
    # A sequence whose reference folder holds 5,000 frame files (made by the row) under --max-frames 20.
    write(os.path.join(out, "frames-flood", "s.json"), scene([{"name": "s", "frames": {"fling": 300, "fps": 5}}]))
    # JSON bombs, each under its file's size limit: a 15 MB scene of 3.9 M tags, a scene of 1.3 M unknown members,
    # a 61 MB results file of 5 M unknown members.
    bomb(os.path.join(out, "bomb-tags", "s.json"), '{"style":"tags","tags":[', '"a"', 3_900_000, "]}")
    bomb(os.path.join(out, "bomb-keys", "s.json"), '{"style":"tags"', ',"k%d":0', 1_300_000, "}", numbered=True)
    bomb(os.path.join(out, "bomb-results", "results.json"),
         '{"format":"filmstrip-results","version":1,"command":[],"scenes":[]', ',"u%d":0', 5_000_000, "}",
         numbered=True)


if __name__ == "__main__":
    main()
