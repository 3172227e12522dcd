"""Builders of hostile images: valid or nearly valid files made to cost a decoder time or memory.

Shared by Scripts/hostile-inputs.py (the CLI suite) and its --make-fixtures mode, which writes the small files
the unit tests in Tests/FilmstripDecodeTests/Hostile read. Standard library only.
"""

import struct
import zlib


# PNG ---------------------------------------------------------------------------------------------------------

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def png_chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def png_ihdr(width: int, height: int, bit_depth: int = 8, color_type: int = 0, interlace: int = 0) -> bytes:
    return png_chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, bit_depth, color_type, 0, 0, interlace))


def grey_png(width: int, height: int, extra_chunks: bytes = b"", value: int = 128) -> bytes:
    """An 8-bit greyscale PNG of one grey level; `extra_chunks` go between IHDR and IDAT."""
    compressor = zlib.compressobj(9)
    row = b"\x00" + bytes([value]) * width
    parts = []
    # Compress row by row so a 10000x10000 image never exists uncompressed in this process.
    for _ in range(height):
        parts.append(compressor.compress(row))
    parts.append(compressor.flush())
    return PNG_SIGNATURE + png_ihdr(width, height) + extra_chunks + png_chunk(b"IDAT", b"".join(parts)) + \
        png_chunk(b"IEND", b"")


def zeros_deflated(size: int) -> bytes:
    compressor = zlib.compressobj(9)
    block = bytes(1 << 20)
    parts = [compressor.compress(block) for _ in range(size >> 20)]
    parts.append(compressor.flush())
    return b"".join(parts)


def ztxt_bomb_png(inflated: int = 1 << 30) -> bytes:
    """A 16x16 PNG with a zTXt chunk that inflates to `inflated` bytes (1 GiB by default, ~1 MB on disk)."""
    chunk = png_chunk(b"zTXt", b"Comment\x00\x00" + zeros_deflated(inflated))
    return grey_png(16, 16, chunk)


def iccp_bomb_png(inflated: int = 1 << 30) -> bytes:
    """A 16x16 PNG whose iCCP profile inflates to `inflated` bytes."""
    chunk = png_chunk(b"iCCP", b"bomb\x00\x00" + zeros_deflated(inflated))
    return grey_png(16, 16, chunk)


def many_text_chunks_png(count: int = 20000) -> bytes:
    """A PNG with `count` small tEXt chunks: libpng would keep every one without a chunk-count limit."""
    chunk = png_chunk(b"tEXt", b"k\x00" + b"v" * 16)
    return grey_png(16, 16, chunk * count)


def png_claiming(width: int, height: int) -> bytes:
    """A PNG whose IHDR claims `width` x `height` (CRC correct) but whose IDAT holds one tiny row."""
    return PNG_SIGNATURE + png_ihdr(width, height) + png_chunk(b"IDAT", zlib.compress(b"\x00\x80")) + \
        png_chunk(b"IEND", b"")


def png_with_exif(tiff: bytes) -> bytes:
    return grey_png(16, 16, png_chunk(b"eXIf", tiff))


# JPEG --------------------------------------------------------------------------------------------------------

def _segment(marker: int, payload: bytes) -> bytes:
    return struct.pack(">BBH", 0xFF, marker, len(payload) + 2) + payload


class _BitWriter:
    """Entropy-coded bits with JPEG byte stuffing (0x00 after every 0xFF)."""

    def __init__(self):
        self.out = bytearray()
        self.accumulator = 0
        self.count = 0

    def write(self, value: int, length: int):
        for shift in range(length - 1, -1, -1):
            self.accumulator = (self.accumulator << 1) | ((value >> shift) & 1)
            self.count += 1
            if self.count == 8:
                self.out.append(self.accumulator)
                if self.accumulator == 0xFF:
                    self.out.append(0)
                self.accumulator = 0
                self.count = 0

    def finish(self) -> bytes:
        if self.count:
            self.write((1 << (8 - self.count)) - 1, 8 - self.count)  # pad with 1s
        return bytes(self.out)


def progressive_jpeg(width: int, height: int, components: int = 3, max_al: int = 13) -> bytes:
    """A valid progressive JPEG of one flat grey whose every AC coefficient of every component is sent in its
    own scans by successive approximation: 1 DC scan + components x 63 x (max_al + 1) AC scans (2,647 for
    three components). Each AC scan is only end-of-band runs, so the file stays small while a decoder walks
    every block once per scan."""
    blocks_wide, blocks_high = (width + 7) // 8, (height + 7) // 8
    blocks = blocks_wide * blocks_high
    out = bytearray(b"\xFF\xD8")
    out += _segment(0xDB, b"\x00" + bytes([1] * 64))  # one quantisation table of 1s
    sof = struct.pack(">BHHB", 8, height, width, components)
    for c in range(components):
        sof += bytes([c + 1, 0x11, 0])
    out += _segment(0xC2, sof)
    # DC table 0: the single category 0, code "0". AC table 0: EOBn symbols 0x00..0xE0, 4-bit codes 0..14.
    out += _segment(0xC4, b"\x00" + bytes([1] + [0] * 15) + b"\x00")
    out += _segment(0xC4, b"\x10" + bytes([0, 0, 0, 15] + [0] * 12) + bytes(n << 4 for n in range(15)))

    dc_header = bytes([components]) + b"".join(bytes([c + 1, 0x00]) for c in range(components)) + bytes([0, 0, 0])
    bits = _BitWriter()
    for _ in range(blocks * components):
        bits.write(0, 1)
    out += _segment(0xDA, dc_header) + bits.finish()

    def end_of_band_runs() -> bytes:
        writer = _BitWriter()
        remaining = blocks
        while remaining:
            run = min(remaining, 32767)
            n = run.bit_length() - 1
            writer.write(n, 4)
            writer.write(run - (1 << n), n)
            remaining -= run
        return writer.finish()

    runs = end_of_band_runs()
    for c in range(components):
        for k in range(1, 64):
            approximations = [(0, max_al)] + [(al + 1, al) for al in range(max_al - 1, -1, -1)]
            for ah, al in approximations:
                header = bytes([1, c + 1, 0x00, k, k, (ah << 4) | al])
                out += _segment(0xDA, header) + runs
    out += b"\xFF\xD9"
    return bytes(out)


def baseline_grey_jpeg(width: int, height: int, app_segments: bytes = b"") -> bytes:
    """A small valid baseline greyscale JPEG of flat grey, with `app_segments` after SOI."""
    blocks = ((width + 7) // 8) * ((height + 7) // 8)
    out = bytearray(b"\xFF\xD8") + app_segments
    out += _segment(0xDB, b"\x00" + bytes([1] * 64))
    out += _segment(0xC0, struct.pack(">BHHB", 8, height, width, 1) + bytes([1, 0x11, 0]))
    out += _segment(0xC4, b"\x00" + bytes([1] + [0] * 15) + b"\x00")          # DC: category 0 = "0"
    out += _segment(0xC4, b"\x10" + bytes([1] + [0] * 15) + b"\x00")          # AC: EOB = "0"
    bits = _BitWriter()
    for _ in range(blocks):
        bits.write(0, 1)  # DC difference 0
        bits.write(0, 1)  # EOB
    out += _segment(0xDA, bytes([1, 1, 0x00, 0, 63, 0])) + bits.finish() + b"\xFF\xD9"
    return bytes(out)


def jpeg_claiming(original: bytes, width: int, height: int) -> bytes:
    """`original` with its first SOF's width and height replaced."""
    data = bytearray(original)
    position = 2
    while position + 4 <= len(data):
        marker, length = data[position + 1], struct.unpack(">H", data[position + 2:position + 4])[0]
        if 0xC0 <= marker <= 0xCF and marker not in (0xC4, 0xC8, 0xCC):
            data[position + 5:position + 9] = struct.pack(">HH", height, width)
            return bytes(data)
        position += 2 + length
    raise ValueError("no SOF")


# EXIF --------------------------------------------------------------------------------------------------------

def tiff_with_ifd(ifd_offset: int, entries: int, next_ifd: int = 0, body: bytes = b"", declared_entries=None) -> bytes:
    """A little-endian TIFF header pointing at `ifd_offset`, followed by `body`; when `entries` > 0 an IFD of
    that many unrelated tags is placed at offset 8 (declaring `declared_entries` if given) with `next_ifd`."""
    header = b"II*\x00" + struct.pack("<I", ifd_offset)
    if entries:
        count = entries if declared_entries is None else declared_entries
        ifd = struct.pack("<H", count)
        for i in range(entries):
            ifd += struct.pack("<HHII", 0x0100 + i, 3, 1, 0)
        ifd += struct.pack("<I", next_ifd)
        body = ifd + body
    return header + body


def hostile_exif_blocks() -> dict:
    """TIFF blocks whose IFD offsets point outside the data, at themselves, or declare more entries than exist."""
    return {
        "ifd-offset-out-of-range": tiff_with_ifd(0xFFFFFFF0, 0),
        "ifd-offset-past-end": tiff_with_ifd(4096, 0, body=bytes(16)),
        "ifd-loops-to-itself": tiff_with_ifd(8, 2, next_ifd=8),
        "ifd-header-points-into-header": tiff_with_ifd(0, 0, body=bytes(16)),
        "ifd-declares-65535-entries": tiff_with_ifd(8, 1, declared_entries=65535),
        "ifd-negative-as-signed": tiff_with_ifd(0x80000000, 0),
    }


def jpeg_with_exif(tiff: bytes) -> bytes:
    return baseline_grey_jpeg(16, 16, _segment(0xE1, b"Exif\x00\x00" + tiff))
