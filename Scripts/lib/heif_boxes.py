#!/usr/bin/env python3
"""Builds HEIF variants that Debian's heif-enc 1.15 cannot write: a rotated/mirrored image (irot, imir), a grid
(tiled) image as iPhones write them, and a grid claiming a huge size. Used by Scripts/make-format-fixtures.sh.

Usage:
  heif_boxes.py transform IN.heic OUT.heic --rotate QUARTER_TURNS_CCW [--mirror AXIS]
  heif_boxes.py grid OUT.heic WIDTH HEIGHT COLUMNS ROWS TILE.heic...   (tiles row by row, all the same size)

Only single-image files from heif-enc are read: their hvcC, ispe and colr properties and the coded data.
"""
import struct
import sys


def box(kind, payload):
    return struct.pack(">I", 8 + len(payload)) + kind + payload


def full_box(kind, version, flags, payload):
    return box(kind, bytes([version]) + flags.to_bytes(3, "big") + payload)


def children(data, start, end):
    position = start
    while position + 8 <= end:
        size, kind = struct.unpack(">I4s", data[position:position + 8])
        yield kind, position, position + size
        position += size


def read_single_image(path):
    """(properties as raw boxes in order [hvcC, ispe, ...], coded bytes) of a one-image heif-enc file."""
    data = open(path, "rb").read()
    top = {kind: (start, end) for kind, start, end in children(data, 0, len(data))}
    meta_start, meta_end = top[b"meta"]
    meta = {kind: (start, end) for kind, start, end in children(data, meta_start + 12, meta_end)}
    iprp_start, iprp_end = meta[b"iprp"]
    properties = []
    for kind, start, end in children(data, iprp_start + 8, iprp_end):
        if kind == b"ipco":
            properties = [(k, data[s:e]) for k, s, e in children(data, start + 8, end)]
    iloc_start, _ = meta[b"iloc"]
    version = data[iloc_start + 8]
    sizes = data[iloc_start + 12:iloc_start + 14]
    offset_size, length_size, base_size = sizes[0] >> 4, sizes[0] & 15, sizes[1] >> 4
    index_size = sizes[1] & 15 if version in (1, 2) else 0
    position = iloc_start + 14
    count_size = 2 if version < 2 else 4

    def number(size):
        nonlocal position
        value = int.from_bytes(data[position:position + size], "big") if size else 0
        position += size
        return value

    items = number(count_size)
    coded = b""
    for _ in range(items):
        number(2 if version < 2 else 4)  # item ID
        if version in (1, 2):
            number(2)  # construction method
        number(2)  # data reference index
        base = number(base_size)
        for _ in range(number(2)):
            number(index_size)
            offset, length = number(offset_size), number(length_size)
            coded += data[base + offset:base + offset + length]
    return properties, coded


def ispe(width, height):
    return full_box(b"ispe", 0, 0, struct.pack(">II", width, height))


def write_heif(path, items, primary, properties, associations, references=()):
    """items: [(id, type, data, hidden)]; properties: raw boxes; associations: {id: [(index from 1, essential)]};
    references: [(type, from, [to...])]. Item data goes to mdat, addressed by iloc version 0 (file offsets)."""
    ftyp = box(b"ftyp", b"heic" + struct.pack(">I", 0) + b"mif1heicmiaf")

    def meta_box(mdat_data_start):
        hdlr = full_box(b"hdlr", 0, 0, b"\0" * 4 + b"pict" + b"\0" * 12 + b"\0")
        pitm = full_box(b"pitm", 0, 0, struct.pack(">H", primary))
        entries, offset = b"", mdat_data_start
        for item_id, _, data, _ in items:
            entries += struct.pack(">HHHII", item_id, 0, 1, offset, len(data))
            offset += len(data)
        iloc = full_box(b"iloc", 0, 0, bytes([0x44, 0x00]) + struct.pack(">H", len(items)) + entries)
        infes = b"".join(full_box(b"infe", 2, 1 if hidden else 0, struct.pack(">HH", item_id, 0) + kind + b"\0")
                         for item_id, kind, _, hidden in items)
        iinf = full_box(b"iinf", 0, 0, struct.pack(">H", len(items)) + infes)
        iref = b""
        if references:
            iref = full_box(b"iref", 0, 0, b"".join(
                box(kind, struct.pack(">HH", source, len(targets)) + b"".join(struct.pack(">H", t) for t in targets))
                for kind, source, targets in references))
        ipco = box(b"ipco", b"".join(properties))
        ipma_entries = b""
        for item_id, links in associations.items():
            ipma_entries += struct.pack(">HB", item_id, len(links))
            ipma_entries += b"".join(bytes([(0x80 if essential else 0) | index]) for index, essential in links)
        ipma = full_box(b"ipma", 0, 0, struct.pack(">I", len(associations)) + ipma_entries)
        iprp = box(b"iprp", ipco + ipma)
        return full_box(b"meta", 0, 0, hdlr + pitm + iloc + iinf + iref + iprp)

    size = len(meta_box(0))
    mdat_payload = b"".join(data for _, _, data, _ in items)
    meta = meta_box(len(ftyp) + size + 8)
    with open(path, "wb") as out:
        out.write(ftyp + meta + box(b"mdat", mdat_payload))


def transform(source, target, rotate, mirror):
    properties, coded = read_single_image(source)
    boxes = [data for _, data in properties]
    links = [(i + 1, kind in (b"hvcC",)) for i, (kind, _) in enumerate(properties)]
    if rotate:
        boxes.append(box(b"irot", bytes([rotate & 3])))
        links.append((len(boxes), True))
    if mirror is not None:
        boxes.append(box(b"imir", bytes([mirror & 1])))
        links.append((len(boxes), True))
    write_heif(target, [(1, b"hvc1", coded, False)], 1, boxes, {1: links})


def grid(target, width, height, columns, rows, tiles, claimed=None):
    tile_properties, _ = read_single_image(tiles[0])
    hvcc = next(data for kind, data in tile_properties if kind == b"hvcC")
    tile_ispe = next(data for kind, data in tile_properties if kind == b"ispe")
    out_width, out_height = claimed or (width, height)
    large = out_width > 65535 or out_height > 65535
    descriptor = bytes([0, 1 if large else 0, rows - 1, columns - 1]) + struct.pack(
        ">II" if large else ">HH", out_width, out_height)
    items = [(1, b"grid", descriptor, False)]
    for index, tile in enumerate(tiles):
        _, coded = read_single_image(tile)
        items.append((index + 2, b"hvc1", coded, True))
    boxes = [hvcc, tile_ispe, ispe(out_width, out_height)]
    associations = {1: [(3, False)]}
    for index in range(len(tiles)):
        associations[index + 2] = [(1, True), (2, False)]
    write_heif(target, items, 1, boxes, associations, [(b"dimg", 1, [i + 2 for i in range(len(tiles))])])


def main(arguments):
    if arguments[0] == "transform":
        rotate = int(arguments[arguments.index("--rotate") + 1]) if "--rotate" in arguments else 0
        mirror = int(arguments[arguments.index("--mirror") + 1]) if "--mirror" in arguments else None
        transform(arguments[1], arguments[2], rotate, mirror)
    elif arguments[0] == "grid":
        target, width, height, columns, rows = arguments[1], *map(int, arguments[2:6])
        claimed = None
        tiles = arguments[6:]
        if tiles[0] == "--claim":
            claimed = (int(tiles[1]), int(tiles[2]))
            tiles = tiles[3:]
        grid(target, width, height, columns, rows, tiles, claimed)
    else:
        sys.exit(__doc__)


main(sys.argv[1:])
