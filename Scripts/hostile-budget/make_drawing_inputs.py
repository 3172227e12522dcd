#!/usr/bin/env python3
"""Writes the drawing side's hostile inputs into DIR (see drawing.rows): scenes a pull request can hold whose text,
tags or header ask for far more than a frame shows. Standard library only; nothing here is committed but this script.

Usage: make_drawing_inputs.py DIR
"""
import json
import os
import shutil
import sys

MAN, WOMAN, GIRL, BOY, ZWJ = "\U0001F468", "\U0001F469", "\U0001F467", "\U0001F466", "\u200d"
FAMILY = ZWJ.join([MAN, WOMAN, GIRL, BOY])  # one grapheme cluster of 7 scalars, 25 bytes


def zwj_tag(byte_budget):
    """A tag that is one emoji ZWJ cluster as long as fits in byte_budget UTF-8 bytes: it is a single character, so
    cutting tags to 200 characters keeps all of it (about one scalar every 3.6 bytes)."""
    parts = [MAN]
    size = len(MAN.encode())
    step = (ZWJ + WOMAN).encode()
    while size + len(step) <= byte_budget:
        parts.append(ZWJ + WOMAN)
        size += len(step)
    return "".join(parts)


def family_tag(byte_budget):
    """A tag of whole family emoji (200 of them at most are kept)."""
    return FAMILY * max(1, byte_budget // len(FAMILY.encode()))


def write(directory, name, scene):
    with open(os.path.join(directory, name), "w", encoding="utf-8") as handle:
        json.dump(scene, handle, ensure_ascii=False)


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    here = os.path.dirname(os.path.abspath(__file__))
    shutil.copy(os.path.join(here, "..", "..", "fixtures", "photos", "01-aitzgorri.jpg"), os.path.join(out, "photo.jpg"))

    # About 1.6 MB of emoji ZWJ clusters, every tag one character of 4 KB.
    write(out, "tags-zwj.json", {"style": "tags", "tags": [zwj_tag(4000) for _ in range(400)]})
    # About 16 MB (the scene file limit is 16 MiB) of the same, drawn at 4x.
    write(out, "tags-zwj-16mb.json", {"style": "tags", "scale": 4, "tags": [zwj_tag(4000) for _ in range(4000)]})
    # Family emoji, kept to 200 characters a tag, 4x.
    write(out, "tags-family.json", {"style": "tags", "scale": 4, "tags": [family_tag(4000) for _ in range(400)]})
    # Three scenes of 4000 plain tags of 4 KB, for one `test` run; their references are recorded by the row.
    suite = os.path.join(out, "tags-suite")
    os.makedirs(suite, exist_ok=True)
    for index in range(3):
        tags = [(f"tag {index}-{n} " * 400)[:4000] for n in range(4000)]
        write(suite, f"tags-{index}.json", {"style": "tags", "tags": tags})
    # Every tag as long and as many as allowed: 10,000 tags of 1600 bytes (the file limit caps the total).
    write(out, "tags-most.json", {"style": "tags", "tags": [("W" * 1600) for _ in range(10_000)]})
    # A paging header 100,000 pt wide, a colour and a photo, at 4x (a 1560 x 960 frame).
    write(out, "paging-wide-header.json", {"style": "paging", "scale": 4, "headerWidth": 100000})
    write(
        out, "paging-wide-photo-header.json",
        {"style": "paging", "scale": 4, "headerWidth": 100000, "header": "photo.jpg", "photos": ["photo.jpg"]},
    )
    # A styled card as large as a scene may ask, rounded, bordered and shadowed, crossing every edge.
    write(
        out, "paging-huge-card.json",
        {"style": "paging", "scale": 4, "itemSize": "100000x100000", "photos": ["photo.jpg"], "cornerRadius": 40,
         "borderWidth": 2, "shadowOpacity": 0.5, "shadowRadius": 8, "offset": 50000},
    )
    # An aspect-fill card 100000 pt wide and 60 pt tall: only ever seen in part.
    write(out, "paging-wide-card.json", {"style": "paging", "scale": 4, "itemSize": "100000x60", "photos": ["photo.jpg"]})


if __name__ == "__main__":
    main()
