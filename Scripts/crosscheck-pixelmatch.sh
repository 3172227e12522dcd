#!/usr/bin/env bash
# Cross-checks `filmstrip diff` against pixelmatch (the PyPI port of mapbox/pixelmatch) on image pairs made from
# the fixture photos: every pair's diffPixels and aaPixels under pixelmatch's defaults (`--perceptual-threshold 0.1`,
# `--detect-anti-aliasing` unless the pair counts anti-aliasing) must equal pixelmatch's count and its yellow pixels,
# and the default, exact, count must equal the number of pixels whose bytes differ.
#
# Usage: Scripts/crosscheck-pixelmatch.sh [--keep DIR]
#   FILMSTRIP=path/to/filmstrip   use this binary instead of `swift build` + .build/debug/filmstrip
#   MAX_SIDE=320                  downscale photos to at most this many pixels a side (pixelmatch is pure Python)
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo_root"

keep_dir=""
if [[ "${1:-}" == "--keep" ]]; then keep_dir="${2:?--keep needs a directory}"; fi

venv=".build/pixelmatch-venv"
if [[ ! -x "$venv/bin/python" ]] || ! "$venv/bin/python" -c 'import PIL, pixelmatch' 2>/dev/null; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet --disable-pip-version-check Pillow==13.0.0 pixelmatch==0.4.0
fi

if [[ -z "${FILMSTRIP:-}" ]]; then
    swift build --product filmstrip >&2
    FILMSTRIP="$repo_root/.build/debug/filmstrip"
fi
export FILMSTRIP

work_dir="${keep_dir:-$(mktemp -d)}"
mkdir -p "$work_dir"
[[ -n "$keep_dir" ]] || trap 'rm -rf "$work_dir"' EXIT

exec "$venv/bin/python" - "$repo_root/fixtures/photos" "$work_dir" <<'PYTHON'
import glob, io, json, os, random, subprocess, sys

from PIL import Image, ImageDraw, ImageEnhance, ImageFilter, ImageOps
from pixelmatch.contrib.PIL import pixelmatch

photos_dir, work_dir = sys.argv[1], sys.argv[2]
filmstrip = os.environ["FILMSTRIP"]
max_side = int(os.environ.get("MAX_SIDE", "320"))

photos = sorted(p for p in glob.glob(os.path.join(photos_dir, "*"))
                if p.lower().endswith((".jpg", ".jpeg", ".png")))
if not photos:
    sys.exit(f"no fixture photos in {photos_dir}")


def load(path):
    image = Image.open(path)
    image.draft("RGB", (max_side, max_side))  # JPEGs decode straight to a small size
    image = image.convert("RGBA")
    image.thumbnail((max_side, max_side), Image.LANCZOS)
    return image


def jpeg(image, quality):
    buffer = io.BytesIO()
    image.convert("RGB").save(buffer, "JPEG", quality=quality)
    return Image.open(io.BytesIO(buffer.getvalue())).convert("RGBA")


def shifted(image, dx, dy):
    # Moves the picture by (dx, dy), repeating the edge it uncovers, so the size stays the same.
    out = image.copy()
    out.paste(image, (dx, dy))
    return out


def with_alpha(image, alpha):
    out = image.copy()
    out.putalpha(alpha)
    return out


def alpha_ramp(image):
    width, height = image.size
    ramp = Image.linear_gradient("L").resize((width, height))
    return with_alpha(image, ramp)


def rectangle(image):
    out = image.copy()
    width, height = image.size
    ImageDraw.Draw(out).rectangle([width // 4, height // 3, width // 4 + 24, height // 3 + 16], fill=(220, 30, 40, 255))
    return out


def antialiased_ring(image, offset):
    # A ring drawn at 4x and downsampled has soft, anti-aliased edges; moving it by a pixel is the classic AA case.
    width, height = image.size
    layer = Image.new("RGBA", (width * 4, height * 4), (0, 0, 0, 0))
    cx, cy, r = width * 2 + offset * 4, height * 2, min(width, height) * 1.2
    ImageDraw.Draw(layer).ellipse([cx - r, cy - r, cx + r, cy + r], outline=(20, 20, 20, 255), width=10)
    layer = layer.resize((width, height), Image.LANCZOS)
    flat = Image.new("RGBA", (width, height), (245, 245, 240, 255))
    return Image.alpha_composite(flat, layer)


def sprinkled(image, count, seed):
    out = image.copy()
    rng = random.Random(seed)
    pixels = out.load()
    width, height = image.size
    for _ in range(count):
        x, y = rng.randrange(width), rng.randrange(height)
        r, g, b, a = pixels[x, y]
        pixels[x, y] = (255 - r, 255 - g, 255 - b, a)
    return out


def recoloured(image, amount):
    r, g, b, a = image.split()
    return Image.merge("RGBA", (r, g.point(lambda v: min(255, v + amount)), b, a))


def posterized(image):
    # Few levels make flat areas, where pixelmatch's anti-aliasing detector has something to find.
    return Image.merge("RGBA", [*ImageOps.posterize(image.convert("RGB"), 2).split(), image.getchannel("A")])


# (name, expected, actual, includeAA); each pair takes the next photo.
makers = [
    ("identical", lambda p: (p, p.copy(), False)),
    ("jpeg q90", lambda p: (p, jpeg(p, 90), False)),
    ("jpeg q40", lambda p: (p, jpeg(p, 40), False)),
    ("shift right 1px", lambda p: (p, shifted(p, 1, 0), False)),
    ("shift down 1px", lambda p: (p, shifted(p, 0, 1), False)),
    ("shift 1px includeAA", lambda p: (p, shifted(p, 1, 1), True)),
    ("recolour green +60", lambda p: (p, recoloured(p, 60), False)),
    ("recolour green +6", lambda p: (p, recoloured(p, 6), False)),
    ("brightness +12%", lambda p: (p, ImageEnhance.Brightness(p).enhance(1.12), False)),
    ("saturation x2", lambda p: (p, ImageEnhance.Color(p).enhance(2), False)),
    ("posterized shift 1px", lambda p: (posterized(p), shifted(posterized(p), 1, 0), False)),
    ("posterized vs jpeg", lambda p: (posterized(p), jpeg(posterized(p), 85), False)),
    ("gaussian blur r1", lambda p: (p, p.filter(ImageFilter.GaussianBlur(1)), False)),
    ("alpha 255 -> 200", lambda p: (p, with_alpha(p, 200), False)),
    ("alpha ramp, recoloured", lambda p: (alpha_ramp(p), alpha_ramp(recoloured(p, 60)), False)),
    ("drawn rectangle", lambda p: (p, rectangle(p), False)),
    ("inverted pixels", lambda p: (p, sprinkled(p, 300, 7), False)),
    ("AA ring moved 1px", lambda p: (antialiased_ring(p, 0), antialiased_ring(p, 1), False)),
    ("AA ring moved includeAA", lambda p: (antialiased_ring(p, 0), antialiased_ring(p, 1), True)),
]

rows, passed, failed = [], 0, 0
for index, (name, make) in enumerate(makers):
    photo = photos[index % len(photos)]
    expected, actual, include_aa = make(load(photo))
    stem = os.path.join(work_dir, f"{index:02d}")
    expected.save(stem + "-expected.png")
    actual.save(stem + "-actual.png")

    output = Image.new("RGBA", expected.size)
    reference = pixelmatch(expected, actual, output, threshold=0.1, includeAA=include_aa)
    diff_bytes = output.tobytes()
    reference_aa = sum(1 for i in range(0, len(diff_bytes), 4) if diff_bytes[i:i + 4] == b"\xff\xff\x00\xff")

    def filmstrip_diff(*flags):
        command = [filmstrip, "diff", stem + "-expected.png", stem + "-actual.png", "--json", *flags]
        run = subprocess.run(command, capture_output=True, text=True)
        try:
            result = json.loads(run.stdout.strip().splitlines()[-1])
            return result["diffPixels"], result["aaPixels"]
        except (IndexError, ValueError, KeyError):
            print(f"{name}: filmstrip exited {run.returncode}: {run.stderr.strip()}", file=sys.stderr)
            return None, None

    # Pixelmatch's defaults are options in Filmstrip, named: its threshold, and its anti-aliasing detection.
    ours, ours_aa = filmstrip_diff("--perceptual-threshold", "0.1", *([] if include_aa else ["--detect-anti-aliasing"]))
    # Filmstrip's default is exact: every pixel whose four bytes differ, counted here from the saved PNGs.
    saved_expected = Image.open(stem + "-expected.png").convert("RGBA").tobytes()
    saved_actual = Image.open(stem + "-actual.png").convert("RGBA").tobytes()
    exact_reference = sum(1 for i in range(0, len(saved_expected), 4)
                          if saved_expected[i:i + 4] != saved_actual[i:i + 4])
    exact, _ = filmstrip_diff()

    ok = ours == reference and ours_aa == reference_aa and exact == exact_reference
    passed += ok
    failed += not ok
    size = f"{expected.width}x{expected.height}"
    rows.append((name, os.path.basename(photo), size, reference, ours, reference_aa, ours_aa, exact_reference, exact,
                 "ok" if ok else "MISMATCH"))

header = ("pair", "photo", "size", "pixelmatch", "filmstrip", "pm AA", "fs AA", "bytes", "exact", "")
widths = [max(len(str(row[i])) for row in rows + [header]) for i in range(len(header))]
for row in [header] + rows:
    print("  ".join(str(cell).ljust(width) for cell, width in zip(row, widths)).rstrip())
print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
PYTHON
