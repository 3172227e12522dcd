#!/usr/bin/env python3
"""Runs the GitHub Actions recipe of the "CI and sharded reports" article for sharded snapshot tests locally, as written, and checks that the
final report artifact holds every image it names.

What it does, job by job, the way GitHub Actions would:
- reads the workflow from Sources/Filmstrip/Filmstrip.docc/CIAndShardedReports.md (the YAML block after `<!-- ci-recipe -->`) and checks what a team relies
  on: `fail-fast: false`, an install step with exactly the packages `.ci/run` installs for the build, a build cache
  and uploads that run `if: always()`;
- lays out a team repository (a copy of `fixtures/suite` as `snapshots/`, its photos beside it), records its
  references, then changes two of them so that the run has failures with actual and diff images;
- runs each matrix shard's `run:` steps in a fresh copy of that repository (with `${{ matrix.shard }}` filled in and
  `swift run -c release filmstrip` replaced by the binary given with --filmstrip; the install step is checked, not
  run, since CI installed those packages already), then "uploads" the artifact as upload-artifact v4.4+ does: the
  path's files without hidden files or folders;
- "downloads" the artifacts matching the pattern as download-artifact v4 does without merge-multiple: each into
  `<path>/<artifact name>/`, runs the merge step, and uploads the report the same way;
- checks that the merge refused nothing, exited 1 (the suite has failures), and that the uploaded report's
  results.json and index.html are there with every image they name; then merges again without one shard and
  expects exit 2 naming it.
Prints one line per check and `N passed, M failed`; exits 1 if any failed.
"""
import argparse
import fnmatch
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# The article that shows the recipe, for teams to copy.
ARTICLE = os.path.join("Sources", "Filmstrip", "Filmstrip.docc", "CIAndShardedReports.md")
results = {"passed": 0, "failed": 0}


def check(ok, what):
    results["passed" if ok else "failed"] += 1
    print(("ok    " if ok else "FAIL  ") + what)
    return ok


def recipe():
    article = open(os.path.join(ROOT, ARTICLE), encoding="utf-8").read()
    match = re.search(r"<!-- ci-recipe -->\s*```yaml\n(.*?)```", article, re.S)
    if not match:
        sys.exit(f"ci-recipe: no ```yaml block after <!-- ci-recipe --> in {ARTICLE}")
    return yaml.safe_load(match.group(1))


def ci_packages():
    script = open(os.path.join(ROOT, ".ci", "run"), encoding="utf-8").read()
    listed = re.search(r"packages=\((.*?)\)", script, re.S).group(1).split()
    # What .ci/run installs for its own script checks (the browser tests, the hostile inputs' encoders), not for
    # building or running Filmstrip.
    return set(listed) - {"python3-venv", "chromium", "chromium-driver", "libheif-examples", "libjpeg-turbo-progs", "webp"}


def upload(source, artifacts, name):
    """actions/upload-artifact v4.4+: the files under `source`, hidden files and folders left out."""
    target = os.path.join(artifacts, name)
    for folder, dirs, files in os.walk(source):
        dirs[:] = [d for d in dirs if not d.startswith(".")]
        for file in files:
            if file.startswith("."):
                continue
            relative = os.path.relpath(os.path.join(folder, file), source)
            os.makedirs(os.path.dirname(os.path.join(target, relative)), exist_ok=True)
            shutil.copy2(os.path.join(folder, file), os.path.join(target, relative))


def run_steps(job, workdir, artifacts, filmstrip, matrix, expect):
    outputs = []
    for step in job["steps"]:
        uses = step.get("uses", "")
        if uses.startswith("actions/checkout") or uses.startswith("actions/cache"):
            continue
        if uses.startswith("actions/upload-artifact"):
            name = step["with"]["name"].replace("${{ matrix.shard }}", str(matrix))
            upload(os.path.join(workdir, step["with"]["path"]), artifacts, name)
            continue
        if uses.startswith("actions/download-artifact"):
            pattern, path = step["with"]["pattern"], step["with"]["path"]
            for name in sorted(os.listdir(artifacts)):
                if fnmatch.fnmatch(name, pattern):
                    shutil.copytree(os.path.join(artifacts, name), os.path.join(workdir, path, name))
            continue
        command = step["run"]
        if "apt-get install" in command:
            continue
        command = command.replace("${{ matrix.shard }}", str(matrix))
        command = command.replace("swift run -c release filmstrip", filmstrip)
        done = subprocess.run(["bash", "-c", command], cwd=workdir, capture_output=True, text=True)
        outputs.append(done)
        label = step.get("name", command).replace("${{ matrix.shard }}", str(matrix))
        check(done.returncode in expect, f"{label}: exit {done.returncode} in {sorted(expect)}"
              + ("" if done.returncode in expect else f"\n{done.stdout}{done.stderr}"))
    return outputs


def image_paths(value):
    if isinstance(value, dict):
        for key, item in value.items():
            if key in ("expected", "actual", "diff") and isinstance(item, str):
                yield item
            else:
                yield from image_paths(item)
    elif isinstance(value, list):
        for item in value:
            yield from image_paths(item)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--filmstrip", default=os.path.join(ROOT, ".build/debug/filmstrip"))
    args = parser.parse_args()
    filmstrip = os.path.abspath(args.filmstrip)
    workflow = recipe()
    jobs = workflow["jobs"]
    shards_job, report_job = jobs["snapshots"], jobs["report"]

    check(shards_job["strategy"].get("fail-fast") is False, "the shard matrix has fail-fast: false")
    for name, job in jobs.items():
        steps = job["steps"]
        installs = [s["run"] for s in steps if "apt-get install" in s.get("run", "")]
        listed = set(installs[0].split("--no-install-recommends", 1)[1].split()) if installs else set()
        check(bool(installs) and "apt-get update" in installs[0] and listed == ci_packages(),
              f"{name}: installs after apt-get update exactly the libraries .ci/run builds with")
        check(any(s.get("uses", "").startswith("actions/cache") and ".build" in s["with"]["path"] for s in steps),
              f"{name}: caches .build")
        uploads = [s for s in steps if s.get("uses", "").startswith("actions/upload-artifact")]
        check(bool(uploads) and all(s.get("if") == "always()" for s in uploads), f"{name}: uploads even on failure")
    check(report_job.get("if") == "always()" and report_job.get("needs") == "snapshots",
          "the report job runs after the shards, whatever they did")

    scratch = tempfile.mkdtemp(prefix="filmstrip-ci-recipe-")
    try:
        team = os.path.join(scratch, "team")
        shutil.copytree(os.path.join(ROOT, "fixtures", "suite"), os.path.join(team, "snapshots"))
        os.symlink(os.path.join(ROOT, "fixtures", "photos"), os.path.join(team, "photos"))
        subprocess.run([filmstrip, "test", "snapshots", "--record", "all", "--photos-root", "photos"], cwd=team,
                       capture_output=True)
        refs = os.path.join(team, "snapshots", "__snapshots__", "slider")
        shutil.copyfile(os.path.join(refs, "scrolled.png"), os.path.join(refs, "start.png"))
        frames = os.path.join(team, "snapshots", "carousels", "__snapshots__", "paging", "swipe")
        shutil.copyfile(os.path.join(frames, "frame-0000.png"), os.path.join(frames, "frame-0002.png"))
        artifacts = os.path.join(scratch, "artifacts")
        os.makedirs(artifacts)
        for shard in shards_job["strategy"]["matrix"]["shard"]:
            checkout = os.path.join(scratch, f"shard-{shard}")
            shutil.copytree(team, checkout, symlinks=True)
            run_steps(shards_job, checkout, artifacts, filmstrip, shard, expect={0, 1})
        checkout = os.path.join(scratch, "report-job")
        shutil.copytree(team, checkout, symlinks=True)
        merge = run_steps(report_job, checkout, artifacts, filmstrip, None, expect={1})[-1]
        check(merge.stderr == "", "the merge refused no image and found no missing shard" + f"\n{merge.stderr}" * bool(merge.stderr))
        uploaded = os.path.join(artifacts, "snapshot-report")
        merged = json.load(open(os.path.join(uploaded, "results.json")))
        paths = list(image_paths(merged))
        missing = [p for p in paths if not os.path.isfile(os.path.join(uploaded, p))]
        check(os.path.isfile(os.path.join(uploaded, "index.html")), "the uploaded report has index.html")
        check(len(paths) > 0 and not missing,
              f"the uploaded report holds all {len(paths)} images its results name" + f"; missing {missing[:3]}" * bool(missing))
        check(merged["counts"]["failed"] == 2 and merged["counts"]["total"] == 9,
              f"the merged counts are the full run's: {merged['counts']}")
        # One shard's artifact never arrives: the merge must say so and fail.
        shutil.rmtree(os.path.join(artifacts, "results-2"))
        shutil.rmtree(os.path.join(checkout, "shards"))
        shutil.rmtree(os.path.join(checkout, "report"))
        lost = run_steps(report_job, checkout, artifacts, filmstrip, None, expect={2})[-1]
        check("shard 2/3 is missing" in lost.stderr, "a lost shard fails the merge, named: " + lost.stderr.strip())
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    print(f"{results['passed']} passed, {results['failed']} failed")
    sys.exit(1 if results["failed"] else 0)


if __name__ == "__main__":
    main()
