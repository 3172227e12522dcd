#!/usr/bin/env python3
"""Makes the default slider photos in fixtures/photos/ from the shared originals.

Run once by hand (Pillow in a virtualenv): Scripts/make-fixture-photos.py ../shared/photos
Large originals are downscaled so the bundled set stays small; one photo is stored turned, with an EXIF
orientation tag, so the slider exercises orientation too. Attributions are in fixtures/SOURCES.md.
"""
import sys
from pathlib import Path
from PIL import Image

shared = Path(sys.argv[1] if len(sys.argv) > 1 else "../shared/photos")
out = Path(__file__).resolve().parent.parent / "fixtures" / "photos"
out.mkdir(parents=True, exist_ok=True)
large = out.parent / "large"
large.mkdir(exist_ok=True)

def resized(name, long_edge, target, quality=85, subsampling=2):
    image = Image.open(shared / "photos" / name).convert("RGB")
    image.thumbnail((long_edge, long_edge), Image.LANCZOS)
    image.save(out / target, quality=quality, subsampling=subsampling, optimize=True)

def copy(source, target):
    (out / target).write_bytes((shared / source).read_bytes())

resized("lomiri_aitzgorri_by_Aitzol_Berasategi.jpg", 1200, "01-aitzgorri.jpg")
copy("photos/mpl_grace_hopper.jpg", "02-grace-hopper.jpg")
copy("derived/seeding_panorama_1600x400.jpg", "03-seeding-panorama.jpg")
resized("skimage_retina.jpg", 800, "04-retina.jpg")
copy("derived/friends_portrait_400x601.jpg", "05-friends.jpg")
copy("photos/skimage_chelsea.png", "06-chelsea.png")

# Stored turned 90 degrees counter-clockwise with Orientation 6: upright only when the tag is applied.
picos = Image.open(shared / "photos" / "lomiri_picosdeeuropa_by_Aitzol_Berasategi.jpg").convert("RGB")
picos.thumbnail((1200, 1200), Image.LANCZOS)
exif = Image.Exif()
exif[0x0112] = 6
picos.transpose(Image.ROTATE_90).save(out / "07-picosdeeuropa-orientation6.jpg", quality=85, exif=exif.tobytes())

copy("photos/skimage_rocket.jpg", "08-rocket.jpg")
copy("derived/exif-orientation-small/Portrait_8.jpg",
     "09-portrait-orientation8.jpg")
copy("derived/seeding_640x360.jpg", "10-seeding.jpg")
resized("skimage_hubble_deep_field.jpg", 600, "11-hubble.jpg")
resized("lomiri_Picture_1A_by_freespace.jpg", 1000, "12-picture-1a.jpg")

# A 4000-pixel-wide photo for the shrink-on-load test (1/8 scale for a 96 px target).
seeding = Image.open(shared / "photos" / "lomiri_seeding_by_Clements_Engelhardt.jpg").convert("RGB")
seeding.resize((4000, 2250), Image.LANCZOS).save(large / "seeding-4000x2250.jpg", quality=70)
