#!/usr/bin/env python3
"""Makes the colour-management fixtures and their expected pixels, independently of Filmstrip.

Usage: python3 -m venv Scripts/.venv && Scripts/.venv/bin/pip install Pillow numpy
       Scripts/.venv/bin/python Scripts/make-color-fixtures.py

Profiles are written here byte by byte (ICC v2 matrix/TRC, colorants Bradford-adapted to D50) from published
primaries: Display P3 (P3 primaries, D65, sRGB curve), Adobe RGB (1998) (its primaries, D65, gamma 563/256), and an
odd one, sRGB with red and green swapped, so an unmanaged decode is plainly wrong. Each is embedded in a JPEG (APP2)
and a PNG (iCCP); the P3 profile is also padded past 64 KB so the JPEG splits it over two APP2 segments. Further:
a PNG with an sRGB chunk, one with cHRM + gAMA (Adobe RGB primaries, gamma 1/2.2) and no profile, and a JPEG whose
profile is damaged (decoded as sRGB with a warning).

Expected pixels come from Pillow's own decode converted by Pillow's ImageCms (lcms2) with the perceptual intent
(Filmstrip's), to sRGB, and for one file to Display P3: fixtures/color/expected/NAME.png. Tests allow a mean
difference of 1.5 levels per channel.
"""
import io
import struct
from pathlib import Path

import numpy as np
from PIL import Image, ImageCms

root = Path(__file__).resolve().parent.parent
out = root / "fixtures" / "color"
expected = out / "expected"

D50 = np.array([0.9642, 1.0, 0.8249])
BRADFORD = np.array([[0.8951, 0.2664, -0.1614], [-0.7502, 1.7135, 0.0367], [0.0389, -0.0685, 1.0296]])


def xyz(x, y):
    return np.array([x / y, 1.0, (1 - x - y) / y])


def colorants(white, red, green, blue):
    """The D50-adapted XYZ of the three primaries (the rXYZ, gXYZ, bXYZ tags), by Bradford."""
    primaries = np.column_stack([xyz(*red), xyz(*green), xyz(*blue)])
    scale = np.linalg.solve(primaries, xyz(*white))
    to_xyz = primaries * scale
    cone_source = BRADFORD @ xyz(*white)
    cone_d50 = BRADFORD @ D50
    adapt = np.linalg.inv(BRADFORD) @ np.diag(cone_d50 / cone_source) @ BRADFORD
    return (adapt @ to_xyz).T  # rows: red, green, blue


def s15(value):
    return struct.pack(">i", int(round(value * 65536)))


def xyz_tag(values):
    return b"XYZ " + b"\0" * 4 + b"".join(s15(v) for v in values)


def desc_tag(text):
    ascii_text = text.encode("ascii") + b"\0"
    return (b"desc" + b"\0" * 4 + struct.pack(">I", len(ascii_text)) + ascii_text
            + b"\0" * 4 + b"\0" * 4 + b"\0" * 2 + b"\0" + b"\0" * 67)


def text_tag(text):
    return b"text" + b"\0" * 4 + text.encode("ascii") + b"\0"


def curve_tag(curve):
    if curve == "srgb":  # parametric type 3: the sRGB curve
        params = [2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045]
        return b"para" + b"\0" * 4 + struct.pack(">HH", 3, 0) + b"".join(s15(p) for p in params)
    gamma = curve
    return b"curv" + b"\0" * 4 + struct.pack(">I", 1) + struct.pack(">H", int(round(gamma * 256)))


def icc_profile(name, white, red, green, blue, curve, swap_red_green=False, padding=0):
    rows = colorants(white, red, green, blue)
    if swap_red_green:
        rows = rows[[1, 0, 2]]
    tags = [(b"desc", desc_tag(name)), (b"cprt", text_tag("No copyright, use freely")),
            (b"wtpt", xyz_tag(D50)), (b"rXYZ", xyz_tag(rows[0])), (b"gXYZ", xyz_tag(rows[1])),
            (b"bXYZ", xyz_tag(rows[2])), (b"rTRC", curve_tag(curve))]
    if padding:
        tags.append((b"zpad", b"zpad" + b"\0" * (padding - 4)))  # a private tag, ignored by readers
    offset = 128 + 4 + 12 * (len(tags) + 2)
    table, data = b"", b""
    positions = {}
    for signature, body in tags:
        while len(body) % 4:
            body += b"\0"
        positions[signature] = (offset + len(data), len(body))
        data += body
    entries = [(s, *positions[s]) for s, _ in tags]
    entries += [(b"gTRC", *positions[b"rTRC"]), (b"bTRC", *positions[b"rTRC"])]
    table = struct.pack(">I", len(entries)) + b"".join(s + struct.pack(">II", o, n) for s, o, n in entries)
    size = 128 + len(table) + len(data)
    header = (struct.pack(">I", size) + b"lcms" + bytes([2, 0x10, 0, 0]) + b"mntr" + b"RGB " + b"XYZ "
              + struct.pack(">6H", 2024, 1, 1, 0, 0, 0) + b"acsp" + b"APPL" + struct.pack(">I", 0) + b"\0" * 8
              + b"\0" * 8 + struct.pack(">I", 0) + s15(D50[0]) + s15(D50[1]) + s15(D50[2]) + b"\0" * 4 + b"\0" * 16
              + b"\0" * 28)
    assert len(header) == 128, len(header)
    return header + table + data


def srgb_to_lab_d50(rgb):
    """sRGB (0-1) to CIE Lab relative to D50, by the sRGB matrix and Bradford adaptation."""
    linear = np.where(rgb <= 0.04045, rgb / 12.92, ((rgb + 0.055) / 1.055) ** 2.4)
    m = np.array([[0.4124, 0.3576, 0.1805], [0.2126, 0.7152, 0.0722], [0.0193, 0.1192, 0.9505]])
    d65 = xyz(0.3127, 0.3290)
    adapt = np.linalg.inv(BRADFORD) @ np.diag((BRADFORD @ D50) / (BRADFORD @ d65)) @ BRADFORD
    x, y, z = (adapt @ m @ linear) / D50
    f = lambda t: np.where(t > (6 / 29) ** 3, np.cbrt(t), t / (3 * (6 / 29) ** 2) + 4 / 29)
    return np.array([116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))])


def cmyk_profile(grid=7):
    """An input-only CMYK profile (A2B0 lut16 to Lab): ink as the naive formula says, R = (1 - C)(1 - K) and so
    on, then darkened (power 1.25, like a press's dot gain) and taken as sRGB to Lab. A decoder that ignores the
    profile and uses the naive formula shows the mid-tones visibly lighter."""
    steps = np.linspace(0, 1, grid)
    clut = b""
    for c in steps:
        for m in steps:
            for y in steps:
                for k in steps:
                    ink = np.array([(1 - c) * (1 - k), (1 - m) * (1 - k), (1 - y) * (1 - k)]) ** 1.25
                    lab = srgb_to_lab_d50(ink)
                    values = [lab[0] / 100 * 65280, (lab[1] + 128) * 256, (lab[2] + 128) * 256]
                    clut += b"".join(struct.pack(">H", int(min(65535, max(0, round(v))))) for v in values)
    identity = struct.pack(">H", 0) + struct.pack(">H", 65535)
    a2b0 = (b"mft2" + b"\0" * 4 + bytes([4, 3, grid, 0]) + b"".join(s15(v) for v in (1, 0, 0, 0, 1, 0, 0, 0, 1))
            + struct.pack(">HH", 2, 2) + identity * 4 + clut + identity * 3)
    tags = [(b"desc", desc_tag("Naive CMYK (Filmstrip fixture)")), (b"cprt", text_tag("No copyright, use freely")),
            (b"wtpt", xyz_tag(D50)), (b"A2B0", a2b0)]
    offset = 128 + 4 + 12 * len(tags)
    table, data = struct.pack(">I", len(tags)), b""
    for signature, body in tags:
        while len(body) % 4:
            body += b"\0"
        table += signature + struct.pack(">II", offset + len(data), len(body))
        data += body
    size = 128 + len(table) + len(data)
    header = (struct.pack(">I", size) + b"lcms" + bytes([2, 0x10, 0, 0]) + b"prtr" + b"CMYK" + b"Lab "
              + struct.pack(">6H", 2024, 1, 1, 0, 0, 0) + b"acsp" + b"APPL" + b"\0" * 4 + b"\0" * 8 + b"\0" * 8
              + b"\0" * 4 + s15(D50[0]) + s15(D50[1]) + s15(D50[2]) + b"\0" * 4 + b"\0" * 16 + b"\0" * 28)
    assert len(header) == 128
    return header + table + data


P3 = dict(white=(0.3127, 0.3290), red=(0.680, 0.320), green=(0.265, 0.690), blue=(0.150, 0.060))
ADOBE = dict(white=(0.3127, 0.3290), red=(0.640, 0.330), green=(0.210, 0.710), blue=(0.150, 0.060))
SRGB = dict(white=(0.3127, 0.3290), red=(0.640, 0.330), green=(0.300, 0.600), blue=(0.150, 0.060))

profiles = {
    "display-p3": icc_profile("Display P3 (Filmstrip fixture)", curve="srgb", **P3),
    "adobe-rgb": icc_profile("Adobe RGB (1998) (Filmstrip fixture)", curve=563 / 256, **ADOBE),
    "swapped-red-green": icc_profile("sRGB with red and green swapped", curve="srgb", swap_red_green=True, **SRGB),
}


def base_image():
    """96x64: a photo's crop below, saturated bars and a grey ramp on top, so gamut and tone both matter."""
    photo = Image.open(root / "fixtures" / "photos" / "02-grace-hopper.jpg").convert("RGB")
    photo = photo.resize((96, 48), Image.LANCZOS, box=(0, 0, photo.width, photo.width // 2))
    image = Image.new("RGB", (96, 64))
    image.paste(photo, (0, 16))
    bars = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 0), (0, 255, 255), (255, 0, 255), (255, 128, 0),
            (40, 200, 90)]
    pixels = image.load()
    for x in range(96):
        for y in range(8):
            pixels[x, y] = bars[x * len(bars) // 96]
        for y in range(8, 16):
            v = round(x * 255 / 95)
            pixels[x, y] = (v, v, v)
    return image


srgb = ImageCms.createProfile("sRGB")
intent = ImageCms.Intent.PERCEPTUAL


def write_expected(name, fixture, profile_bytes, target=srgb):
    decoded = Image.open(fixture)
    decoded.load()
    rgb = decoded.convert("RGB")
    source = ImageCms.ImageCmsProfile(io.BytesIO(profile_bytes))
    converted = ImageCms.profileToProfile(rgb, source, target, renderingIntent=intent, outputMode="RGB")
    converted.info.pop("icc_profile", None)  # expected pixels are plain sRGB (or P3) values, untagged
    converted.save(expected / f"{name}.png")


def png_with_chunks(image, chunks):
    """`image` as PNG with extra chunks inserted after IHDR."""
    buffer = io.BytesIO()
    image.save(buffer, "PNG")
    data = buffer.getvalue()
    import zlib
    extra = b""
    for kind, body in chunks:
        extra += struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)
    return data[:33] + extra + data[33:]


def main():
    out.mkdir(parents=True, exist_ok=True)
    expected.mkdir(parents=True, exist_ok=True)
    image = base_image()
    for name, profile in profiles.items():
        (out / f"{name}.icc").write_bytes(profile)
        image.save(out / f"{name}.jpg", quality=95, icc_profile=profile)
        image.save(out / f"{name}.png", icc_profile=profile)
        write_expected(f"{name}.jpg", out / f"{name}.jpg", profile)
        write_expected(f"{name}.png", out / f"{name}.png", profile)
    # CMYK through its profile (Pillow writes Adobe-style inverted CMYK with an APP14 marker).
    cmyk = cmyk_profile()
    (out / "naive-cmyk.icc").write_bytes(cmyk)
    image.convert("CMYK").save(out / "cmyk.jpg", quality=95, icc_profile=cmyk)
    decoded = Image.open(out / "cmyk.jpg")
    converted = ImageCms.profileToProfile(decoded, ImageCms.ImageCmsProfile(io.BytesIO(cmyk)), srgb,
                                          renderingIntent=intent, outputMode="RGB")
    converted.info.pop("icc_profile", None)
    converted.save(expected / "cmyk.jpg.png")
    # Display P3 padded past one APP2 segment's 65519 bytes: Pillow splits it in two.
    padded = icc_profile("Display P3 (Filmstrip fixture, padded)", curve="srgb", padding=66000, **P3)
    image.save(out / "display-p3-split.jpg", quality=95, icc_profile=padded)
    write_expected("display-p3-split.jpg", out / "display-p3-split.jpg", padded)
    # Adobe RGB rendered in Display P3 (the --color-space display-p3 path).
    write_expected("adobe-rgb.png-to-display-p3", out / "adobe-rgb.png",
                   profiles["adobe-rgb"], target=ImageCms.ImageCmsProfile(io.BytesIO(profiles["display-p3"])))
    # sRGB chunk: nothing to convert.
    (out / "srgb-chunk.png").write_bytes(png_with_chunks(image, [(b"sRGB", bytes([0]))]))
    image.save(expected / "srgb-chunk.png.png")
    # cHRM + gAMA without a profile: Adobe RGB primaries, file gamma 1/2.2 (100000 / 2.2 = 45455).
    chrm = b"".join(struct.pack(">I", round(v * 100000)) for pair in ADOBE.values() for v in pair)
    (out / "chrm-gama.png").write_bytes(png_with_chunks(image, [(b"gAMA", struct.pack(">I", 45455)), (b"cHRM", chrm)]))
    equivalent = icc_profile("cHRM+gAMA", curve=100000 / 45455, **ADOBE)
    write_expected("chrm-gama.png", out / "chrm-gama.png", equivalent)
    # A damaged profile: the header claims 600 bytes of garbage. Decoded as sRGB, with a warning.
    damaged = struct.pack(">I", 600) + b"lcms" + b"\x02\x10" + bytes(range(256)) * 2 + b"\xff" * 82
    image.save(out / "damaged-profile.jpg", quality=95, icc_profile=damaged)
    plain = Image.open(out / "damaged-profile.jpg").convert("RGB")
    plain.info.pop("icc_profile", None)
    plain.save(expected / "damaged-profile.jpg.png")
    total = sum(p.stat().st_size for p in out.rglob("*") if p.is_file())
    print(f"wrote {len(list(out.rglob('*.*')))} files, {total // 1024} KB, into {out.relative_to(root)}")


main()
