#!/usr/bin/env python3
"""Checks docs/scene.schema.json against real scenes, and against Filmstrip itself.

Every example scene (fixtures/scenes/valid/*.json and each ```json block of the README
and of the DocC articles that is a scene) must validate
against the schema AND be accepted by `filmstrip layout --scene`; every scene in fixtures/scenes/invalid/ must be
refused by both (the CLI with exit 64 and a message naming the field). So the schema and the decoder cannot drift
apart unnoticed. Needs `jsonschema` (pip) and the filmstrip binary: FILMSTRIP=path (default: swift build's).

Usage: Scripts/validate-scenes.py   (prints "N passed, N failed"; exit 1 on any failure)
"""
import glob
import json
import os
import re
import subprocess
import sys
import tempfile

import jsonschema

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCHEMA = json.load(open(os.path.join(ROOT, "docs", "scene.schema.json")))
FILMSTRIP = os.environ.get("FILMSTRIP") or os.path.join(ROOT, ".build", "debug", "filmstrip")
validator = jsonschema.Draft202012Validator(SCHEMA)
passed = failed = 0


def check(name, ok, detail=""):
    global passed, failed
    if ok:
        passed += 1
    else:
        failed += 1
        print(f"FAIL {name}: {detail}")


def cli(path):
    run = subprocess.run([FILMSTRIP, "layout", "--scene", path, "--sizes", "400x300,300x400,500x500,640x360"],
                         capture_output=True, text=True, timeout=60)
    return run.returncode, run.stderr.strip()


def readme_scenes():
    documents = ["README.md"] + sorted(os.path.relpath(p, ROOT) for p in glob.glob(os.path.join(ROOT, "Sources/Filmstrip/Filmstrip.docc/*.md")))
    for document in documents:
        text = open(os.path.join(ROOT, document)).read()
        for number, block in enumerate(re.findall(r"```json\n(.*?)```", text, re.S)):
            value = json.loads(block)
            if isinstance(value, dict) and not {"fps", "frames"} <= value.keys():  # a manifest example is not a scene
                yield f"{document} json block {number}", value


def main():
    examples = [(os.path.relpath(p, ROOT), json.load(open(p))) for p in sorted(glob.glob(os.path.join(ROOT, "fixtures/scenes/valid/*.json")))]
    examples += list(readme_scenes())
    with tempfile.TemporaryDirectory() as folder:
        for name, scene in examples:
            errors = sorted(e.message for e in validator.iter_errors(scene))
            check(f"{name} validates", not errors, "; ".join(errors))
            scene = dict(scene)
            scene.pop("photos", None)  # the CLI lays out --sizes instead, so the check needs no photos
            path = os.path.join(folder, "scene.json")
            json.dump(scene, open(path, "w"))
            status, stderr = cli(path)
            check(f"{name} is accepted by filmstrip", status == 0, stderr)
    for path in sorted(glob.glob(os.path.join(ROOT, "fixtures/scenes/invalid/*.json"))):
        name = os.path.relpath(path, ROOT)
        scene = json.load(open(path))
        check(f"{name} is refused by the schema", not validator.is_valid(scene), "the schema accepts it")
        status, stderr = cli(path)
        field = next(iter(scene.keys() - {"style"}), None)
        check(f"{name} is refused by filmstrip", status == 64 and "invalid scene file" in stderr,
              f"exit {status}: {stderr}")
        check(f"{name}: the message names a field", any(f'"{key}' in stderr for key in scene), stderr)
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
