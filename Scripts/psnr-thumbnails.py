#!/usr/bin/env python3
"""Thumbnail quality against a reference: Filmstrip and vipsthumbnail versus Pillow's Lanczos from the full decode.

Usage: python3 -m venv Scripts/.venv && Scripts/.venv/bin/pip install Pillow numpy
       swift build -c release
       Scripts/.venv/bin/python Scripts/psnr-thumbnails.py [--height 240] [--filmstrip PATH] [PHOTO...]

With no photos it uses fixtures/photos and the 24 MP JPEGs of ../shared/photos/derived. Each photo is thumbnailed
to HEIGHT pixels by `filmstrip thumbnail` and by `vipsthumbnail` (both shrink on load); each thumbnail is compared
with the full-size decode (EXIF orientation applied) resized by Pillow's Lanczos to that thumbnail's own size. PSNR
is printed per horizontal quarter (rows top to bottom), where a geometry error shows: a thumbnail stretched by a
fraction of a pixel matches at the top and drifts towards the bottom. The last line says whether Filmstrip is at
least vips's equal (within 0.05 dB) on every photo and quarter; the exit status is 1 when it is not.
"""
import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np
from PIL import Image, ImageOps

root = Path(__file__).resolve().parent.parent


def psnr(a, b):
    mse = np.mean((a.astype(np.float64) - b.astype(np.float64)) ** 2)
    return float("inf") if mse == 0 else 10 * np.log10(255.0 ** 2 / mse)


def quarters(thumbnail, reference):
    h = thumbnail.shape[0]
    return [psnr(thumbnail[q * h // 4:(q + 1) * h // 4], reference[q * h // 4:(q + 1) * h // 4]) for q in range(4)]


def rgb(path):
    return np.asarray(Image.open(path).convert("RGB"))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("photos", nargs="*")
    parser.add_argument("--height", type=int, default=240)
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
            subprocess.run(["vipsthumbnail", str(photo), "--size", f"x{args.height}", "-o", str(vips_path)], check=True)
            full = ImageOps.exif_transpose(Image.open(photo)).convert("RGB")
            scores = {}
            for name, path in (("filmstrip", ours_path), ("vips", vips_path)):
                thumbnail = rgb(path)
                reference = np.asarray(full.resize((thumbnail.shape[1], thumbnail.shape[0]), Image.LANCZOS))
                scores[name] = (quarters(thumbnail, reference), f"{thumbnail.shape[1]}x{thumbnail.shape[0]}")
            for q in range(4):
                ours, theirs = scores["filmstrip"][0][q], scores["vips"][0][q]
                margin = ours - theirs
                worst_margin = min(worst_margin, margin)
                label = photo.name if q == 0 else ""
                size = scores["filmstrip"][1] if q == 0 else ""
                print(f"{label[:38]:38} {size:>9}  {q + 1:>7} {ours:9.2f} {theirs:7.2f} {margin:+7.2f}")
    verdict = worst_margin >= -0.05
    print(f"worst margin {worst_margin:+.2f} dB: Filmstrip {'>=' if verdict else '<'} vips on every photo and quarter")
    sys.exit(0 if verdict else 1)


main()
