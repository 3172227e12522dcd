#!/usr/bin/env python3
"""Thumbnail quality against a reference: Filmstrip and vipsthumbnail versus Pillow's Lanczos from the full decode.

Usage: python3 -m venv Scripts/.venv && Scripts/.venv/bin/pip install Pillow numpy
       swift build -c release
       Scripts/.venv/bin/python Scripts/psnr-thumbnails.py [--height 240] [--filmstrip PATH] [--eight-bit-reference]
                                                           [PHOTO...]

With no photos it uses fixtures/photos and the 24 MP JPEGs of ../shared/photos/derived. Each photo is thumbnailed
to HEIGHT pixels by `filmstrip thumbnail` and by `vipsthumbnail` (both shrink on load); each thumbnail is compared
with the full-size decode (EXIF orientation applied, an embedded profile converted to sRGB by ImageCms) resized by Pillow's Lanczos to that thumbnail's own size, in float per channel and rounded once (with
--eight-bit-reference: Pillow's usual 8-bit path, which rounds between its two passes; scores above ~55 dB then
measure agreement with that rounding rather than quality). PSNR
is printed per horizontal quarter (rows top to bottom), where a geometry error shows: a thumbnail stretched by a
fraction of a pixel matches at the top and drifts towards the bottom. The last line says whether Filmstrip is at
least vips's equal (within 0.05 dB) on every photo and quarter; the exit status is 1 when it is not.
"""
import argparse
import io
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np
from PIL import Image, ImageCms, ImageOps

root = Path(__file__).resolve().parent.parent


def psnr(a, b):
    mse = np.mean((a.astype(np.float64) - b.astype(np.float64)) ** 2)
    return float("inf") if mse == 0 else 10 * np.log10(255.0 ** 2 / mse)


def quarters(thumbnail, reference):
    h = thumbnail.shape[0]
    return [psnr(thumbnail[q * h // 4:(q + 1) * h // 4], reference[q * h // 4:(q + 1) * h // 4]) for q in range(4)]


def lanczos(image, width, height):
    """Pillow's Lanczos on each channel as 32-bit float ("F" mode), rounded once at the end: Pillow's 8-bit path
    rounds between its horizontal and vertical passes, an error of its own that a reference should not have."""
    channels = [np.asarray(channel.convert("F").resize((width, height), Image.LANCZOS)) for channel in image.split()]
    return np.clip(np.rint(np.stack(channels, axis=2)), 0, 255).astype(np.uint8)


def rgb(path):
    return np.asarray(Image.open(path).convert("RGB"))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("photos", nargs="*")
    parser.add_argument("--height", type=int, default=240)
    parser.add_argument("--eight-bit-reference", action="store_true",
                        help="use Pillow's plain 8-bit Lanczos (rounded between passes) as the reference")
    parser.add_argument("--filmstrip", default=str(root / ".build" / "release" / "filmstrip"))
    args = parser.parse_args()
    photos = [Path(p) for p in args.photos] or (
        sorted(p for p in (root / "fixtures" / "photos").iterdir() if p.suffix.lower() in (".jpg", ".jpeg", ".png"))
        + sorted((root.parent / "shared" / "photos" / "derived").glob("*24mp*.jpg")))
    if not Path(args.filmstrip).exists():
        sys.exit(f"{args.filmstrip} not found: run `swift build -c release` or pass --filmstrip")

    worst_margin = float("inf")
    print(f"{'photo':38} {'size':>9}  {'quarter':7} {'filmstrip':>9} {'vips':>7} {'margin':>7}")
    with tempfile.TemporaryDirectory() as work:
        work = Path(work)
        for photo in photos:
            ours_dir, vips_dir = work / "filmstrip", work / "vips"
            vips_dir.mkdir(exist_ok=True)
            subprocess.run([args.filmstrip, "thumbnail", str(photo), "--height", str(args.height), "-o", str(ours_dir),
                            "--overwrite"], check=True)
            ours_path = ours_dir / (photo.stem + ".png")
            vips_path = vips_dir / (photo.stem + ".png")
            original = Image.open(photo)
            profile = original.info.get("icc_profile")
            # A tagged photo is compared in sRGB: the reference is converted by ImageCms (perceptual, as Filmstrip
            # does), and vips is asked to convert too (by default it keeps the stored numbers).
            export = ["--export-profile", "srgb"] if profile else []
            subprocess.run(["vipsthumbnail", str(photo), "--size", f"x{args.height}", *export, "-o", str(vips_path)],
                           check=True)
            full = ImageOps.exif_transpose(original).convert("RGB")
            if profile:
                full = ImageCms.profileToProfile(full, ImageCms.ImageCmsProfile(io.BytesIO(profile)),
                                                 ImageCms.createProfile("sRGB"), renderingIntent=ImageCms.Intent.PERCEPTUAL,
                                                 outputMode="RGB")
            scores = {}
            for name, path in (("filmstrip", ours_path), ("vips", vips_path)):
                thumbnail = rgb(path)
                reference = (np.asarray(full.resize((thumbnail.shape[1], thumbnail.shape[0]), Image.LANCZOS))
                             if args.eight_bit_reference else lanczos(full, thumbnail.shape[1], thumbnail.shape[0]))
                scores[name] = (quarters(thumbnail, reference), f"{thumbnail.shape[1]}x{thumbnail.shape[0]}")
            for q in range(4):
                ours, theirs = scores["filmstrip"][0][q], scores["vips"][0][q]
                margin = ours - theirs
                worst_margin = min(worst_margin, margin)
                label = photo.name if q == 0 else ""
                size = scores["filmstrip"][1] if q == 0 else ""
                print(f"{label[:38]:38} {size:>9}  {q + 1:>7} {ours:9.2f} {theirs:7.2f} {margin:+7.2f}")
    verdict = worst_margin >= -0.05
    print(f"worst margin {worst_margin:+.2f} dB: " + ("Filmstrip >= vips on every photo and quarter" if verdict
                                                      else "Filmstrip below vips on at least one photo and quarter"))
    sys.exit(0 if verdict else 1)


main()
