#!/usr/bin/env python3
"""Checks the 3-D cover flow (Examples/UIKitLayouts, style `cover-flow-3d`) against an independent reference.

The reference does not use Filmstrip's matrices: it places each card with the pinhole model (a card turned by theta
about its vertical axis puts its point x at depth -x sin(theta); an eye 500 pt away sees it scaled by
500 / (500 + x sin(theta))), warps the photo with Pillow's Image.transform(PERSPECTIVE, BILINEAR) in premultiplied
RGBa, and composites the cards furthest first over white, as Core Animation draws layers by zPosition.

Tolerance (stated here and printed): outside a one-pixel band around every card edge, where the two renderers
anti-alias differently (pixman filters the edge over a pixel, Pillow cuts it), no channel differs by more than
MAX_DIFFERENCE levels and the mean difference is at most MEAN_DIFFERENCE. The photos are smooth waves of up to 13
levels a pixel, so the colour at a pixel says where on the photo it was read from: a card placed half a pixel off
fails (`--shift 0.5` moves the reference by half a pixel to show it).

    Scripts/check-perspective.py --carousels path/to/carousels
"""

import argparse
import math
import subprocess
import sys
import tempfile
from pathlib import Path

from PIL import Image, ImageChops, ImageFilter

MAX_DIFFERENCE = 4
MEAN_DIFFERENCE = 0.5

# The layout's constants (PerspectiveCoverFlowLayout) and the scene's.
VIEW_WIDTH, VIEW_HEIGHT, SCALE = 390, 240, 2
CARD_WIDTH, CARD_HEIGHT, STEP = 160, 200, 140
MAXIMUM_ANGLE, EYE_DISTANCE = math.pi / 3, 500.0
PHOTOS = 7
# The photo is the card's aspect at the size Filmstrip prepares it (the card grown until it fills the view along
# one side: 1.2 x, at scale 2), so the thumbnail is the photo itself.
PHOTO_WIDTH, PHOTO_HEIGHT = 384, 480


def make_photo(index):
    """Smooth waves: red varies across, green down, up to 13 levels a pixel, so that a card drawn half a pixel
    off shows; blue names the card."""
    photo = Image.new("RGB", (PHOTO_WIDTH, PHOTO_HEIGHT))
    pixels = photo.load()
    for v in range(PHOTO_HEIGHT):
        green = round(128 + 100 * math.sin(2 * math.pi * (v + 0.5) / 60))
        for u in range(PHOTO_WIDTH):
            red = round(128 + 100 * math.sin(2 * math.pi * (u + 0.5) / 48))
            pixels[u, v] = (red, green, 40 + 30 * index)
    return photo


SHIFT = 0.0


def card_map(index, offset):
    """The card's homography from photo pixels to frame pixels, and its distance from the view's centre (points)."""
    centre_x = VIEW_WIDTH / 2 + STEP * index
    distance = centre_x - (offset + VIEW_WIDTH / 2)
    ratio = max(-1.0, min(1.0, distance / (VIEW_WIDTH / 2)))
    theta = MAXIMUM_ANGLE * ratio
    # Pinhole: local point (x, y) in pixels from the card's centre lands at anchor + (x cos, y) * f / (f + x sin).
    f = EYE_DISTANCE * SCALE
    anchor_x, anchor_y = (centre_x - offset) * SCALE + SHIFT, VIEW_HEIGHT / 2 * SCALE
    k = math.sin(theta) / f
    local_to_frame = [
        [math.cos(theta) + anchor_x * k, 0.0, anchor_x],
        [anchor_y * k, 1.0, anchor_y],
        [k, 0.0, 1.0],
    ]
    sx, sy = CARD_WIDTH * SCALE / PHOTO_WIDTH, CARD_HEIGHT * SCALE / PHOTO_HEIGHT
    photo_to_local = [[sx, 0.0, -PHOTO_WIDTH / 2 * sx], [0.0, sy, -PHOTO_HEIGHT / 2 * sy], [0.0, 0.0, 1.0]]
    return multiply(local_to_frame, photo_to_local), distance


def multiply(a, b):
    return [[sum(a[r][i] * b[i][c] for i in range(3)) for c in range(3)] for r in range(3)]


def inverse(m):
    (a, b, c), (d, e, f), (g, h, i) = m
    det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
    return [
        [(e * i - f * h) / det, (c * h - b * i) / det, (b * f - c * e) / det],
        [(f * g - d * i) / det, (a * i - c * g) / det, (c * d - a * f) / det],
        [(d * h - e * g) / det, (b * g - a * h) / det, (a * e - b * d) / det],
    ]


def reference(photos, offset):
    """The frame at `offset`, and the one-pixel band around every card edge."""
    size = (VIEW_WIDTH * SCALE, VIEW_HEIGHT * SCALE)
    frame = Image.new("RGBA", size, (255, 255, 255, 255))
    band = Image.new("L", size, 0)
    cards = []
    for index, photo in enumerate(photos):
        homography, distance = card_map(index, offset)
        cards.append((-round(abs(distance)), index, homography))
    for _, index, homography in sorted(cards):
        back = inverse(homography)
        data = [value / back[2][2] for row in back for value in row][:8]
        warped = (
            photos[index]
            .convert("RGBA")
            .convert("RGBa")
            .transform(size, Image.Transform.PERSPECTIVE, data, Image.Resampling.BILINEAR)
            .convert("RGBA")
        )
        frame = Image.alpha_composite(frame, warped)
        coverage = warped.getchannel("A").point(lambda a: 255 if a > 0 else 0)
        edge = ImageChops.subtract(coverage.filter(ImageFilter.MaxFilter(3)), coverage.filter(ImageFilter.MinFilter(3)))
        band = ImageChops.lighter(band, edge.filter(ImageFilter.MaxFilter(3)))
    return frame.convert("RGB"), band


def compare(rendered, expected, band):
    """The largest and mean channel difference outside the band, and how many pixels were compared."""
    difference = ImageChops.difference(rendered, expected)
    largest, total, count = 0, 0, 0
    bands = [channel.load() for channel in difference.split()]
    mask = band.load()
    width, height = difference.size
    for y in range(height):
        for x in range(width):
            if mask[x, y]:
                continue
            for channel in bands:
                value = channel[x, y]
                largest = max(largest, value)
                total += value
            count += 1
    return largest, total / (3 * max(count, 1)), count


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--carousels", required=True, help="the carousels tool of Examples/UIKitLayouts")
    parser.add_argument("--keep", help="a folder to keep the rendered and reference frames in")
    parser.add_argument("--shift", type=float, default=0.0, help="move the reference right by this many pixels")
    args = parser.parse_args()
    global SHIFT
    SHIFT = args.shift
    photos = [make_photo(index) for index in range(PHOTOS)]
    failures = 0
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch) / "photos"
        folder.mkdir()
        for index, photo in enumerate(photos):
            photo.save(folder / f"card-{index}.png")
        # Card 3 centred; then between cards 3 and 4, where every card is turned.
        for offset in (3 * STEP, 3 * STEP + 50):
            output = Path(scratch) / f"cover-flow-3d-{offset}.png"
            subprocess.run(
                [
                    args.carousels, "render", str(folder), "--style", "cover-flow-3d", "--offset", str(offset),
                    "--scale", str(SCALE), "-o", str(output),
                ],
                check=True,
            )
            rendered = Image.open(output).convert("RGB")
            expected, band = reference(photos, offset)
            if args.keep:
                Path(args.keep).mkdir(parents=True, exist_ok=True)
                rendered.save(Path(args.keep) / f"rendered-{offset}.png")
                expected.save(Path(args.keep) / f"reference-{offset}.png")
            largest, mean, count = compare(rendered, expected, band)
            verdict = "ok" if largest <= MAX_DIFFERENCE and mean <= MEAN_DIFFERENCE else "FAILED"
            print(
                f"check-perspective: offset {offset}: largest difference {largest} (at most {MAX_DIFFERENCE}), "
                f"mean {mean:.3f} (at most {MEAN_DIFFERENCE}) over {count} pixels outside the edge band: {verdict}"
            )
            failures += verdict != "ok"
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
