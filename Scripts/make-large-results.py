#!/usr/bin/env python3
"""Writes a results file with as many checks as asked, in the format `filmstrip test --json` writes
(Sources/FilmstripReport/JSON/ResultsJSON.swift), for measuring the review report at scale.

Usage: Scripts/make-large-results.py CHECKS OUT.json [--scenes N] [--deleted N] [--images DIR]
  CHECKS     how many checks in all, spread over the scenes in order (the first scene takes the remainder)
  --scenes   how many scene files (default 1: every check in one scene, the case that overflowed the stack)
  --deleted  how many unused references to list at the top level (default 0: no "deleted" field)
  --images   a folder, relative to OUT.json's, holding expected.png, actual.png and diff.png that every still
             check names (default: none; the checks then name no image)

Every 50th check fails, every 997th is recorded and every 4999th is an error; the rest pass. Output is
deterministic: the same arguments write the same bytes. Memory stays flat: the file is written check by check.
"""
import argparse
import json
from pathlib import Path

TOLERANCE = {"perceptualThreshold": None, "maxDiffPixels": 0, "maxDiffRatio": 0, "detectsAntiAliasing": False}


def status_of(index):
    if index % 4999 == 4998:
        return "error"
    if index % 997 == 996:
        return "recorded"
    if index % 50 == 49:
        return "failed"
    return "passed"


def check(scene, index, images):
    status = status_of(index)
    name = f"check-{index:07d}"
    entry = {"name": name, "kind": "still", "status": status}
    if status == "failed":
        entry["message"] = f"{index % 900 + 1} of 93600 pixels differ"
    elif status == "recorded":
        entry["message"] = "no reference yet: recorded this run's image"
    elif status == "error":
        entry["message"] = f"cannot decode photos/{index}.jpg"
    entry["index"] = index
    if status in ("passed", "failed"):
        pixels = 0 if status == "passed" else index % 900 + 1
        entry.update(diffPixels=pixels, aaPixels=0, ratio=pixels / 93600, tolerance=TOLERANCE)
    if images:
        if status != "error":
            entry["expected"] = f"{images}/expected.png"
        if status in ("failed", "recorded"):
            entry["actual"] = f"{images}/actual.png"
        if status == "failed":
            entry["diff"] = f"{images}/diff.png"
    if status != "passed":
        entry["accept"] = f"filmstrip test --check '{scene}#{name}' --update"
    return entry


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("checks", type=int)
    parser.add_argument("out", type=Path)
    parser.add_argument("--scenes", type=int, default=1)
    parser.add_argument("--deleted", type=int, default=0)
    parser.add_argument("--images")
    args = parser.parse_args()
    scenes = max(1, args.scenes)
    counts = {"passed": 0, "failed": 0, "recorded": 0, "errors": 0}
    for i in range(args.checks):
        status = status_of(i)
        counts["errors" if status == "error" else status] += 1
    counts["total"] = args.checks
    compact = {"separators": (",", ":"), "ensure_ascii": False}
    with open(args.out, "w", encoding="utf-8") as out:
        out.write('{"format":"filmstrip-results","version":1,"command":')
        out.write(json.dumps(["filmstrip", "test", "scenes", "--json", args.out.name], **compact))
        out.write(',"counts":' + json.dumps(counts, **compact) + ',"scenes":[')
        per_scene, extra = divmod(args.checks, scenes)
        index = 0
        for s in range(scenes):
            path = f"scenes/scene-{s:05d}.json"
            out.write("," if s else "")
            out.write('{"path":' + json.dumps(path) + ',"name":' + json.dumps(f"scene-{s:05d}") + ',"checks":[')
            for k in range(per_scene + (extra if s == 0 else 0)):
                out.write(("," if k else "") + json.dumps(check(path, index, args.images), **compact))
                index += 1
            out.write("]}")
        out.write("]")
        if args.deleted:
            deleted = [{"scene": f"scenes/scene-{d % scenes:05d}.json",
                        "reference": f"scenes/__snapshots__/scene-{d % scenes:05d}/gone-{d:06d}.png"}
                       for d in range(args.deleted)]
            out.write(',"deleted":' + json.dumps(deleted, **compact))
        out.write("}\n")


if __name__ == "__main__":
    main()
