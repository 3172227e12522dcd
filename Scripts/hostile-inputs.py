#!/usr/bin/env python3
"""Runs `filmstrip probe` and `filmstrip decode` over hostile inputs and checks that every run ends in exit 0
or 1 (the documented "an input image could not be used") within a time and a memory bound.

Inputs: every fixture truncated at many points, seeded random byte mutations of every fixture (reproducible
with --seed), headers claiming huge or zero sizes, zTXt/iCCP inflation bombs, a progressive JPEG with 2,647
scans, a 10000x10000 PNG decoded for a thumbnail, EXIF IFD offsets out of range or looping. Each run gets an
address-space limit (RLIMIT_AS) and a wall-clock limit; peak RSS comes from wait4's rusage.

    Scripts/hostile-inputs.py [--filmstrip PATH] [--seed N] [--jobs N] [--verbose]
    Scripts/hostile-inputs.py --make-fixtures DIR     # the small hostile files the unit tests read

The binary is --filmstrip, else $FILMSTRIP, else .build/release/filmstrip, else .build/debug/filmstrip (built
with `swift build` when missing). Prints `N passed, N failed` last and exits 1 on any failure.
"""

import argparse
import concurrent.futures
import os
import random
import resource
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import hostile_inputs as hostile  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MB = 1024 * 1024

# Bounds for every run unless a case sets its own. The address-space limit is generous because a Swift process
# reserves address space it never touches (thread stacks, malloc arenas); the RSS bound is what is checked.
ADDRESS_SPACE_LIMIT = 4096 * MB
DEFAULT_RSS_LIMIT = 600 * MB
DEFAULT_SECONDS = 20.0


@dataclass
class Case:
    name: str
    path: str
    command: str                 # "probe" or "decode"
    extra: list = field(default_factory=list)
    rss_limit: int = DEFAULT_RSS_LIMIT
    seconds: float = DEFAULT_SECONDS
    allowed: tuple = (0, 1)
    expect_text: str = ""        # a substring stderr must hold (e.g. the limit's message)


@dataclass
class Outcome:
    case: Case
    code: int
    seconds: float
    rss: int
    stderr: str
    problem: str


def find_binary(explicit):
    candidates = [explicit, os.environ.get("FILMSTRIP"),
                  os.path.join(ROOT, ".build/release/filmstrip"), os.path.join(ROOT, ".build/debug/filmstrip")]
    for candidate in candidates:
        if candidate and os.access(candidate, os.X_OK):
            return candidate
    subprocess.run(["swift", "build", "--product", "filmstrip"], cwd=ROOT, check=True, stdout=sys.stderr)
    return os.path.join(ROOT, ".build/debug/filmstrip")


def fixture_files():
    """Every JPEG and PNG under fixtures/, sorted, photos last (they are the large ones)."""
    found = []
    for folder, _, names in os.walk(os.path.join(ROOT, "fixtures")):
        for name in names:
            if name.lower().endswith((".jpg", ".jpeg", ".png")):
                found.append(os.path.join(folder, name))
    return sorted(found, key=lambda p: (os.path.getsize(p) > 200_000, p))


def write(directory, name, data):
    path = os.path.join(directory, name)
    with open(path, "wb") as f:
        f.write(data)
    return path


def decode_args(path, out_dir, index):
    # Large files decode for a thumbnail: the suite checks robustness, not full-size speed of a debug build.
    extra = ["--min-size", "64x64"] if os.path.getsize(path) > 200_000 else []
    return extra + ["-o", os.path.join(out_dir, f"out-{index}.png"), "--overwrite", "--compression", "fast"]


def build_cases(work, seed):
    cases = []
    out_dir = os.path.join(work, "out")
    os.makedirs(out_dir)
    counter = iter(range(1_000_000))

    probe_batch = []  # header-only probes run 40 files per process (probe takes many files)

    def both(name, path, **options):
        extra = options.pop("extra", [])
        probe_batch.append(path)
        cases.append(Case(name + " [decode]", path, "decode",
                          extra=extra + decode_args(path, out_dir, next(counter)), **options))

    rng = random.Random(seed)
    fixtures = fixture_files()
    for path in fixtures:
        data = open(path, "rb").read()
        relative = os.path.relpath(path, ROOT)
        # PngSuite's 175 tiny files get fewer cuts and mutations than the JPEGs and photos, to keep the suite
        # under three minutes; between them every decoder path is still cut at its header and its data.
        many = "pngsuite" not in relative
        cuts = {1, 8, 33, 200} | {len(data) * k // (10 if many else 3) for k in range(1, 10 if many else 3)}
        for cut in sorted(c for c in cuts if 0 < c < len(data)):
            both(f"truncated {relative} at {cut}", write(work, f"t{next(counter)}-{os.path.basename(path)}", data[:cut]))
        # Mutations: 1-16 random bytes replaced (seeded, so reproducible), half of them in the first 2 KB.
        for round_ in range(3 if many else 1):
            mutated = bytearray(data)
            for _ in range(rng.randint(1, 16)):
                at = rng.randrange(min(len(data), 2048)) if rng.random() < 0.5 else rng.randrange(len(data))
                mutated[at] = rng.randrange(256)
            name = f"mutated {relative} #{round_} (seed {seed})"
            both(name, write(work, f"m{next(counter)}-{os.path.basename(path)}", bytes(mutated)))

    # Header claims.
    photo = open(os.path.join(ROOT, "fixtures/conformance/jpeg/ljt_testorig.jpg"), "rb").read()
    for width, height in [(65535, 65535), (0, 100), (100, 0), (65535, 1), (1, 65535)]:
        both(f"JPEG claiming {width}x{height}",
             write(work, f"claim-{width}x{height}.jpg", hostile.jpeg_claiming(photo, width, height)),
             rss_limit=100 * MB)
        # The highest limit the CLI allows (a gigapixel): the claim, not the limit, must stop the decode.
        both(f"JPEG claiming {width}x{height}, --max-pixels 1000000000",
             write(work, f"claim-max-{width}x{height}.jpg", hostile.jpeg_claiming(photo, width, height)),
             extra=["--max-pixels", "1000000000"], rss_limit=100 * MB)
    for width, height in [(100000, 100000), (0x7FFFFFFF, 0x7FFFFFFF), (0, 1), (1, 0), (0xFFFFFFFF, 1),
                          (10000, 10000), (1, 100_000_000)]:
        path = write(work, f"claim-{width}x{height}.png", hostile.png_claiming(width, height))
        # The pixel buffer is allocated before the data is found missing, so the bound is the claim's buffer.
        bound = max(100 * MB, min(width * height * 4, 400 * MB) + 100 * MB)
        both(f"PNG claiming {width}x{height}", path, rss_limit=bound)
        both(f"PNG claiming {width}x{height}, --max-pixels 1000000000", path,
             extra=["--max-pixels", "1000000000"], rss_limit=bound)

    # Inflation bombs and chunk floods: skipped unread, so small and fast.
    both("zTXt inflating to 1 GiB", write(work, "ztxt-bomb.png", hostile.ztxt_bomb_png()), rss_limit=64 * MB,
         seconds=5)
    both("iCCP inflating to 1 GiB", write(work, "iccp-bomb.png", hostile.iccp_bomb_png()), rss_limit=64 * MB,
         seconds=5)
    both("20,000 tEXt chunks", write(work, "text-flood.png", hostile.many_text_chunks_png()), rss_limit=64 * MB,
         seconds=5)

    for start in range(0, len(probe_batch), 40):
        group = probe_batch[start:start + 40]
        cases.append(Case(f"probe of {len(group)} files from {os.path.basename(group[0])}", group[0], "probe",
                          extra=group[1:], seconds=30))

    # The progressive JPEG of issue 11: 8000x8000, 685 KB, 2,647 scans. Refused before any decoding.
    scans = write(work, "progressive-2647-scans.jpg", hostile.progressive_jpeg(8000, 8000))
    cases.append(Case("progressive JPEG with 2,647 scans [decode]", scans, "decode",
                      extra=decode_args(scans, out_dir, next(counter)), rss_limit=64 * MB, seconds=5,
                      allowed=(1,), expect_text="more than 100 scans"))

    # A 10000x10000 grey PNG (100 MP, within the limit) wanted as a thumbnail: memory follows the output.
    big = write(work, "grey-10000x10000.png", hostile.grey_png(10000, 10000))
    cases.append(Case("10000x10000 PNG for a 100x100 thumbnail [decode]", big, "decode",
                      extra=["--min-size", "100x100", "-o", os.path.join(out_dir, "big.png"), "--overwrite"],
                      rss_limit=80 * MB, seconds=60, allowed=(0,)))

    # EXIF blocks that point outside themselves or at themselves, in JPEG APP1 and PNG eXIf.
    for name, tiff in hostile.hostile_exif_blocks().items():
        both(f"JPEG EXIF {name}", write(work, f"exif-{name}.jpg", hostile.jpeg_with_exif(tiff)),
             rss_limit=64 * MB, seconds=5, allowed=(0,))
        both(f"PNG eXIf {name}", write(work, f"exif-{name}.png", hostile.png_with_exif(tiff)),
             rss_limit=64 * MB, seconds=5, allowed=(0,))
    return cases


def run(binary, case):
    def limit():
        resource.setrlimit(resource.RLIMIT_AS, (ADDRESS_SPACE_LIMIT, ADDRESS_SPACE_LIMIT))
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    with tempfile.TemporaryFile() as err:
        start = time.monotonic()
        process = subprocess.Popen([binary, case.command, case.path] + case.extra, stdout=subprocess.DEVNULL,
                                   stderr=err, preexec_fn=limit)
        deadline = start + case.seconds
        timed_out = False
        while True:
            pid, status, usage = os.wait4(process.pid, os.WNOHANG)
            if pid:
                break
            if time.monotonic() > deadline:
                process.kill()
                timed_out = True
                pid, status, usage = os.wait4(process.pid, 0)
                break
            time.sleep(0.005)
        process.returncode = 0  # reaped here; keep Popen from waiting again
        elapsed = time.monotonic() - start
        err.seek(0)
        stderr = err.read().decode("utf-8", "replace")
    rss = usage.ru_maxrss * 1024
    code = os.waitstatus_to_exitcode(status)
    problem = ""
    if timed_out:
        problem = f"still running after {case.seconds:g} s"
    elif code < 0:
        problem = f"killed by signal {signal.Signals(-code).name}"
    elif code not in case.allowed:
        problem = f"exit {code}, expected {' or '.join(map(str, case.allowed))}"
    elif rss > case.rss_limit:
        problem = f"peak RSS {rss // MB} MB over the bound of {case.rss_limit // MB} MB"
    elif case.expect_text and case.expect_text not in stderr:
        problem = f"stderr lacks {case.expect_text!r}"
    return Outcome(case, code, elapsed, rss, stderr.strip(), problem)


def make_fixtures(directory):
    """The small hostile files the unit tests read (Tests/FilmstripDecodeTests/Hostile)."""
    os.makedirs(directory, exist_ok=True)
    files = {
        "progressive-2647-scans-64x64.jpg": hostile.progressive_jpeg(64, 64),
        "progressive-64-scans-64x64.jpg": hostile.progressive_jpeg(64, 64, components=1, max_al=0),
        "ztxt-bomb-64MiB.png": hostile.ztxt_bomb_png(64 * MB),
        "iccp-bomb-64MiB.png": hostile.iccp_bomb_png(64 * MB),
        "text-flood-2000.png": hostile.many_text_chunks_png(2000),
        "claims-1000000x1000000.png": hostile.png_claiming(1_000_000, 1_000_000),
        "claims-8000x8000.png": hostile.png_claiming(8000, 8000),
        "grey-2000x1000.png": hostile.grey_png(2000, 1000, value=77),
    }
    for name, tiff in hostile.hostile_exif_blocks().items():
        files[f"exif-{name}.jpg"] = hostile.jpeg_with_exif(tiff)
        files[f"exif-{name}.png"] = hostile.png_with_exif(tiff)
    for name, data in files.items():
        write(directory, name, data)
    print(f"wrote {len(files)} files to {directory}")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--filmstrip", help="the filmstrip binary (default: $FILMSTRIP or .build/...)")
    parser.add_argument("--seed", type=int, default=11, help="seed of the byte mutations (default 11)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--verbose", action="store_true", help="print every run")
    parser.add_argument("--make-fixtures", metavar="DIR")
    args = parser.parse_args()
    if args.make_fixtures:
        return make_fixtures(args.make_fixtures)

    binary = find_binary(args.filmstrip)
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="filmstrip-hostile-") as work:
        cases = build_cases(work, args.seed)
        print(f"{len(cases)} runs of {binary} (seed {args.seed}, {args.jobs} at a time)", flush=True)
        passed = failed = 0
        slowest = None
        largest = None
        with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
            for outcome in pool.map(lambda c: run(binary, c), cases):
                if outcome.problem:
                    failed += 1
                    print(f"FAIL {outcome.case.name}: {outcome.problem}\n     {outcome.stderr[:300]}", flush=True)
                else:
                    passed += 1
                    if args.verbose:
                        print(f"ok   {outcome.case.name}: exit {outcome.code}, {outcome.seconds:.2f} s, "
                              f"{outcome.rss // MB} MB", flush=True)
                if slowest is None or outcome.seconds > slowest.seconds:
                    slowest = outcome
                if largest is None or outcome.rss > largest.rss:
                    largest = outcome
    print(f"slowest: {slowest.case.name} {slowest.seconds:.2f} s; largest: {largest.case.name} "
          f"{largest.rss // MB} MB; total {time.monotonic() - started:.0f} s")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
