#!/usr/bin/env python3
"""Calibrates the horizontal scale that makes Inter's advances measure as SF Pro's on iOS.

Reads the iOS-recorded references of swift-snapshot-testing 1.19.7's test suite (MIT), extracted with
    mkdir -p /tmp/sst-text && git -C /opt/swift-packages/pointfreeco/swift-snapshot-testing.git archive 1.19.7 Tests \
        | tar x -C /tmp/sst-text
and compares the sizes iOS gave its labels with Inter's advances laid out as FilmstripUIKit lays them out for the
system font (UIKit choice `systemFontIsInterScaledToSFPro`): each advance times the weight's scale, plus Apple's
published SF Pro tracking for the size after every character, the width rounded up to the pixel grid at 3x.

Ground truth, all recorded by iOS:
- testTraits.*.txt: `recursiveDescription` of labels in the headline, body and subheadline styles (their frames are
  their intrinsic sizes: the iPads and the iPhone Xs Max at the Large content size, the other iPhones at Medium).
- testTraitsWithView.label-*.png: a title1 label "What's the point?" at every content size; the image is the
  label's intrinsic size at 3x.
- testPrecision.ios.png: a 17-pt "Hello" at 3x; its ink is measured and compared with Inter's (FilmstripUIKit's own
  drawing of it is compared in UILabelDrawingTests.testAHelloLabelInksWhereIOSInkedIt).

Prints each style's width error before (Inter's own advances, no tracking) and after (the chosen scales and
tracking), and the scale per weight that minimises the error. Usage:
    Scripts/.venv/bin/python Scripts/calibrate-text-width.py [/tmp/sst-text]
"""
import glob
import math
import os
import re
import sys

from PIL import Image, ImageDraw, ImageFont, ImageOps

INTER = "/usr/share/fonts/opentype/inter"
# Apple's Human Interface Guidelines, "iOS, iPadOS tracking values", SF Pro: 1/1000 em by point size (sizes between
# two rows take the smaller size's value; 80 pt and above track 0), as SFProMetrics.swift has it.
SWIFT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "../Sources/FilmstripUIKit/Text/SFProMetrics.swift")
TRACKING = {
    6: 41, 7: 34, 8: 26, 9: 19, 10: 12, 11: 6, 12: 0, 13: -6, 14: -11, 15: -16, 16: -20, 17: -26, 18: -25,
    19: -24, 20: -23, 21: -18, 22: -12, 23: -4, 24: 3, 25: 6, 26: 8, 27: 11, 28: 14, 29: 14, 30: 14, 31: 13,
    32: 13, 33: 12, 34: 12, 35: 11, 36: 10, 37: 10, 38: 10, 39: 10, 40: 10, 41: 9, 42: 9, 43: 9, 44: 8, 45: 8,
    46: 8, 47: 8, 48: 8, 49: 7, 50: 7, 51: 7, 52: 6, 53: 6, 54: 6, 56: 6, 58: 5, 60: 4, 62: 4, 64: 4, 66: 3,
    68: 2, 70: 2, 72: 2, 76: 1, 80: 0,
}
# The title1 sizes at each content size (UIFont+DynamicTypeSizes.swift), and the Medium sizes iPhones record at.
TITLE1 = {
    "extra-small": 25, "small": 26, "medium": 27, "large": 28, "extra-large": 30, "extra-extra-large": 32,
    "extra-extra-extra-large": 34, "accessibility-medium": 38, "accessibility-large": 43,
    "accessibility-extra-large": 48, "accessibility-extra-extra-large": 53,
    "accessibility-extra-extra-extra-large": 58,
}
TRAITS_STYLES = {"What's": ("SemiBold", 17, 16), "the": ("Regular", 17, 16), "point": ("Regular", 17, 16),
                 "?": ("Regular", 15, 14)}


def tracking(size):
    """Apple's SF Pro tracking in points at `size`."""
    rows = sorted(TRACKING)
    if size <= rows[0]:
        per_mille = TRACKING[rows[0]]
    else:
        per_mille = TRACKING[max(r for r in rows if r <= size)]
    return per_mille * size / 1000


_fonts = {}


def inter_advance_em(text, weight):
    """Inter's unkerned advance of `text` in ems (FreeType's, as FilmstripUIKit measures it)."""
    if weight not in _fonts:
        _fonts[weight] = ImageFont.truetype(f"{INTER}/Inter-{weight}.otf", 2048,
                                            layout_engine=ImageFont.Layout.BASIC)
    return _fonts[weight].getlength(text) / 2048


# Where SF Pro's optical size turns from its text design (17 pt and below) to its display design (28 pt and above);
# between them the scale goes linearly, as the variable SF Pro does.
TEXT_SIZE, DISPLAY_SIZE = 17, 28


def optical_scale(scales, size):
    """The weight's horizontal scale at `size`: `scales` is (text, display), as SFProMetrics.horizontalScale."""
    text, display = scales
    if size <= TEXT_SIZE:
        return text
    if size >= DISPLAY_SIZE:
        return display
    return text + (display - text) * (size - TEXT_SIZE) / (DISPLAY_SIZE - TEXT_SIZE)


def filmstrip_width(text, weight, size, scales, tracked=True):
    """The label's width as FilmstripUIKit lays it out, rounded up to the pixel grid at 3x."""
    width = inter_advance_em(text, weight) * size * optical_scale(scales, size)
    if tracked:
        width += len(text) * tracking(size)
    return math.ceil(width * 3 - 1e-6) / 3


def samples(root):
    """(name, text, weight, size, iOS width in points) for every label iOS recorded."""
    found = []
    shots = f"{root}/Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests"
    for path in sorted(glob.glob(f"{shots}/testTraits.*.txt")):
        device = os.path.basename(path)[len("testTraits."):-4]
        labels = re.findall(r"UILabel; frame = \([-\d.]+ [-\d.]+; ([\d.]+) ([\d.]+)\); text = '(.*?)'; user",
                            open(path).read())
        # The body label's height tells the content size the device recorded at: 17-pt lines are 20.333 pt
        # high (Large, the iPads and the Xs Max), 16-pt lines 19.333 (Medium, the other iPhones).
        large = any(text == "the" and float(height) > 20 for _, height, text in labels)
        for width, _, text in labels:
            weight, large_size, medium_size = TRAITS_STYLES[text]
            found.append((f"testTraits {device}", text, weight, large_size if large else medium_size, float(width)))
    for name, size in TITLE1.items():
        image = Image.open(f"{shots}/testTraitsWithView.label-{name}.png")
        found.append((f"testTraitsWithView {name}", "What's the point?", "Regular", size, image.size[0] / 3))
    return found


def precision_ink(root, scale):
    """Ink extents of the 17-pt "Hello" iOS drew at 3x in testPrecision.ios.png (a 43.5 x 20.5-pt label; the
    reference holds its second snapshot, without the period): (left, right, top, bottom) columns and rows at half
    coverage, the image's half-covered edge rows and columns left out. Returns them and Inter's ink width and height
    in pixels at the same size, drawn by Pillow, scaled and tracked as FilmstripUIKit draws it."""
    shots = f"{root}/Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests"
    image = Image.open(f"{shots}/testPrecision.ios.png").convert("RGBA")
    white = Image.new("RGBA", image.size, "white")
    white.alpha_composite(image)
    ink = ImageOps.invert(white.convert("L")).point(lambda v: 255 if v >= 128 else 0)
    # The image's edges are the half-covered frame of a 43.5 x 20.5-point label, not text.
    left, top, right, bottom = ink.crop((0, 1, image.width - 1, image.height - 1)).getbbox()
    font = ImageFont.truetype(f"{INTER}/Inter-Regular.otf", 51, layout_engine=ImageFont.Layout.BASIC)
    canvas = Image.new("L", (400, 120), 0)
    ImageDraw.Draw(canvas).text((0, 0), "Hello", fill=255, font=font)
    l2, t2, r2, b2 = canvas.point(lambda v: 255 if v >= 128 else 0).getbbox()
    # Tracking moves the four pens after the first; the scale narrows advances and outlines alike.
    inter_width = (r2 - l2) * scale + 4 * tracking(17) * 3
    return (left, right - 1, top + 1, bottom), inter_width, b2 - t2


def fit_one(found, weight, sizes, fixed, index):
    """The scale (index 0: text, 1: display) of `weight` that best fits the samples of `sizes`."""
    best = None
    for step in range(800, 1101):
        scales = list(fixed)
        scales[index] = step / 1000
        errors = [abs(filmstrip_width(t, w, s, scales) - ios) / ios for (_, t, w, s, ios) in found
                  if w == weight and sizes(s)]
        key = (sum(errors) / len(errors), max(errors))
        if best is None or key < best[0]:
            best = (key, step / 1000)
    return best[1]


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else "/tmp/sst-text"
    found = samples(root)
    regular_text = fit_one(found, "Regular", lambda s: s <= TEXT_SIZE, (1, 1), 0)
    regular_display = fit_one(found, "Regular", lambda s: s >= DISPLAY_SIZE, (regular_text, 1), 1)
    semibold_text = fit_one(found, "SemiBold", lambda s: s <= TEXT_SIZE, (1, 1), 0)
    # No reference shows semibold at display sizes: it narrows from text to display as regular does.
    semibold_display = round(semibold_text * regular_display / regular_text, 3)
    scales = {"Regular": (regular_text, regular_display), "SemiBold": (semibold_text, semibold_display)}
    print("chosen scales (text, display):", ", ".join(f"{w} {s[0]:.3f} {s[1]:.3f}" for w, s in scales.items()))
    print(f"{'sample':50} {'text':18} {'weight':8} {'pt':>3} {'iOS':>8} {'before':>8} {'error':>7} {'after':>8} "
          f"{'error':>7}")
    worst_before = worst_after = 0
    for name, text, weight, size, ios in found:
        before = filmstrip_width(text, weight, size, (1, 1), tracked=False)
        after = filmstrip_width(text, weight, size, scales[weight])
        eb = (before - ios) / ios * 100
        ea = (after - ios) / ios * 100
        worst_before = max(worst_before, abs(eb))
        worst_after = max(worst_after, abs(ea))
        print(f"{name:50} {text:18} {weight:8} {size:3} {ios:8.3f} {before:8.3f} {eb:+6.1f}% {after:8.3f} {ea:+6.1f}%")
    print(f"worst width error: before {worst_before:.1f}%, after {worst_after:.1f}%")
    swift = dict(re.findall(r"static let (\w+): CGFloat = ([\d.]+)", open(SWIFT).read()))
    chosen = {"regularText": regular_text, "regularDisplay": regular_display, "semiboldText": semibold_text,
              "semiboldDisplay": semibold_display}
    stale = [f"{name} {swift.get(name)} (chosen {value})" for name, value in chosen.items()
             if float(swift.get(name, "nan")) != value]
    print("SFProMetrics.swift has the chosen scales" if not stale
          else "SFProMetrics.swift differs: " + ", ".join(stale))
    ios, inter_width, inter_height = precision_ink(root, scales["Regular"][0])
    print(f"testPrecision 'Hello' 17 pt at 3x: iOS's ink columns {ios[0]}-{ios[1]} ({ios[1] - ios[0] + 1} px wide), "
          f"rows {ios[2]}-{ios[3]} ({ios[3] - ios[2] + 1} px high); Inter's drawn by Pillow, scaled and tracked: "
          f"{inter_width:.1f} px wide, {inter_height} px high")


if __name__ == "__main__":
    main()
