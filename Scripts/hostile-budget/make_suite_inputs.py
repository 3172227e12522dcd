#!/usr/bin/env python3
"""Inputs for the suite rows of Scripts/hostile-budget.sh: a scene naming one folder of 36 photos 100,000 times
(about 1.4 MB), which once expanded to 3.6 million photos. Writes into the folder given as the only argument."""
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def main():
    out = sys.argv[1]
    folder = os.path.join(out, "p36")
    os.makedirs(folder, exist_ok=True)
    photos = sorted(f for f in os.listdir(os.path.join(ROOT, "fixtures", "photos")) if f.endswith(".jpg"))
    for index in range(36):
        link = os.path.join(folder, f"{index:02d}.jpg")
        if not os.path.lexists(link):
            os.symlink(os.path.join(ROOT, "fixtures", "photos", photos[index % len(photos)]), link)
    scene = {"photos": ["p36/"] * 100_000, "checks": [{"name": "a"}]}
    with open(os.path.join(out, "repeated-folder.json"), "w") as handle:
        json.dump(scene, handle)
    # The same folder named 10,000 times: within the entry limit, refused once it expands past 10,000 photos.
    with open(os.path.join(out, "repeated-folder-10k.json"), "w") as handle:
        json.dump({"photos": ["p36/"] * 10_000, "checks": [{"name": "a"}]}, handle)


if __name__ == "__main__":
    main()
