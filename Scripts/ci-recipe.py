#!/usr/bin/env python3
"""Runs the GitHub Actions recipes of the "CI and sharded reports" article for sharded snapshot tests locally, as written, and checks that the
final report artifact holds every image it names.

There are two recipes: a Swift package at the repository's root (the YAML block after `<!-- ci-recipe -->`), and an
Xcode-project repository whose Linux snapshot package is `LinuxSnapshots/` beside the app (after
`<!-- ci-recipe-xcode -->`, every `run:` in that folder). For each, job by job, the way GitHub Actions would:
- reads the workflow from Sources/Filmstrip/Filmstrip.docc/CIAndShardedReports.md and checks what a team relies
  on: `fail-fast: false`, an install step with exactly the packages `.ci/run` installs for the build, a build cache
  whose key holds the Swift version (a step that hashes `swift --version`) and the package's Package.resolved, and
  uploads and a report job that run `if: ${{ !cancelled() }}` (after a failure, not after a cancel);
- lays out a team repository (a copy of `fixtures/suite` as `snapshots/`, its photos beside it, at the root or in
  `LinuxSnapshots/` beside a `MyApp.xcodeproj`), records its references, then changes two of them so that the run
  has failures with actual and diff images;
- runs each matrix shard's `run:` steps in a fresh copy of that repository (with `${{ matrix.shard }}` filled in and
  `swift run -c release filmstrip` replaced by the binary given with --filmstrip; the install step is checked, not
  run, since CI installed those packages already), then "uploads" the artifact as upload-artifact v4.4+ does: the
  path's files without hidden files or folders;
- "downloads" the artifacts matching the pattern as download-artifact v5 does without merge-multiple: each into
  `<path>/<artifact name>/`, or a single match straight into `<path>`; runs the merge step, and uploads the report
  the same way;
- checks that the merge refused nothing, exited 1 (the suite has failures), and that the uploaded report's
  results.json and index.html are there with every image they name; then merges again without one shard and
  expects exit 2 naming it, and with one shard left (the flat download) expects exit 2 naming the others.
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


def recipe(marker):
    article = open(os.path.join(ROOT, ARTICLE), encoding="utf-8").read()
    match = re.search(r"<!-- " + re.escape(marker) + r" -->\s*```yaml\n(.*?)```", article, re.S)
    if not match:
        sys.exit(f"ci-recipe: no ```yaml block after <!-- {marker} --> in {ARTICLE}")
    return yaml.safe_load(match.group(1))


def ci_packages():
    script = open(os.path.join(ROOT, ".ci", "run"), encoding="utf-8").read()
    listed = re.search(r"packages=\((.*?)\)", script, re.S).group(1).split()
    # What .ci/run installs for its own script checks (the browser tests, the hostile inputs' encoders, the arm64
    # build of the C pixel routines, Debian's arm64 pixman to compare with, and qemu to run them), not for building
    # or running Filmstrip.
    return set(listed) - {
        "python3-venv", "chromium", "chromium-driver", "libheif-examples", "libjpeg-turbo-progs", "webp",
        "gcc-aarch64-linux-gnu", "libc6-dev-arm64-cross", "qemu-user", "libpixman-1-0:arm64",
    }


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


def run_steps(job, workdir, artifacts, filmstrip, matrix, expect, run_folder="."):
    outputs = []
    github_output = os.path.join(workdir, ".github-output")
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
            matched = [name for name in sorted(os.listdir(artifacts)) if fnmatch.fnmatch(name, pattern)]
            for name in matched:
                # v5: a single matched artifact is extracted into the path itself, several each into a folder.
                target = os.path.join(workdir, path) if len(matched) == 1 else os.path.join(workdir, path, name)
                shutil.copytree(os.path.join(artifacts, name), target, dirs_exist_ok=True)
            continue
        command = step["run"]
        if "apt-get install" in command:
            continue
        command = command.replace("${{ matrix.shard }}", str(matrix))
        command = command.replace("swift run -c release filmstrip", filmstrip)
        environment = dict(os.environ, GITHUB_OUTPUT=github_output)
        done = subprocess.run(["bash", "-c", command], cwd=os.path.join(workdir, run_folder), capture_output=True,
                              text=True, env=environment)
        outputs.append(done)
        label = step.get("name", command).replace("${{ matrix.shard }}", str(matrix))
        # A step that runs Filmstrip exits as the suite did; any other step (the Swift version's hash) must succeed.
        wanted = expect if filmstrip in command else {0}
        check(done.returncode in wanted, f"{label}: exit {done.returncode} in {sorted(wanted)}"
              + ("" if done.returncode in wanted else f"\n{done.stdout}{done.stderr}"))
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


def run_recipe(marker, package_folder, filmstrip):
    """Checks and runs the recipe after `marker`, the team's Swift package being `package_folder` of its repository."""
    print(f"-- {marker}")
    workflow = recipe(marker)
    run_folder = workflow.get("defaults", {}).get("run", {}).get("working-directory", ".")
    check(os.path.normpath(run_folder) == os.path.normpath(package_folder),
          f"every run: step works in the package's folder, {package_folder}")
    jobs = workflow["jobs"]
    shards_job, report_job = jobs["snapshots"], jobs["report"]
    resolved = os.path.normpath(os.path.join(package_folder, "Package.resolved"))
    build = os.path.normpath(os.path.join(package_folder, ".build"))

    check(shards_job["strategy"].get("fail-fast") is False, "the shard matrix has fail-fast: false")
    for name, job in jobs.items():
        steps = job["steps"]
        installs = [s["run"] for s in steps if "apt-get install" in s.get("run", "")]
        listed = set(installs[0].split("--no-install-recommends", 1)[1].split()) if installs else set()
        check(bool(installs) and "apt-get update" in installs[0] and listed == ci_packages(),
              f"{name}: installs after apt-get update exactly the libraries .ci/run builds with")
        caches = [s for s in steps if s.get("uses", "").startswith("actions/cache")]
        swift_steps = [s for s in steps if "swift --version" in s.get("run", "") and s.get("id")]
        check(len(caches) == 1 and os.path.normpath(caches[0]["with"]["path"]) == build,
              f"{name}: caches {build}")
        key = caches[0]["with"]["key"] if caches else ""
        check(bool(swift_steps) and f"steps.{swift_steps[0]['id']}.outputs." in key
              and f"hashFiles('{resolved}')" in key,
              f"{name}: the cache key holds the Swift version and {resolved}: {key}")
        uploads = [s for s in steps if s.get("uses", "").startswith("actions/upload-artifact")]
        check(bool(uploads) and all(s.get("if") == "${{ !cancelled() }}" for s in uploads),
              f"{name}: uploads after a failure, not after a cancel")
    check(report_job.get("if") == "${{ !cancelled() }}" and report_job.get("needs") == "snapshots",
          "the report job runs after the shards, whatever they did, unless the run was cancelled")

    scratch = tempfile.mkdtemp(prefix="filmstrip-ci-recipe-")
    try:
        team = os.path.join(scratch, "team")
        package = os.path.join(team, package_folder)
        shutil.copytree(os.path.join(ROOT, "fixtures", "suite"), os.path.join(package, "snapshots"))
        os.symlink(os.path.join(ROOT, "fixtures", "photos"), os.path.join(package, "photos"))
        if package_folder != ".":
            # The app's Xcode project at the root, the test package beside it (never built here: the recipe's
            # `swift run` of its Filmstrip dependency is the binary under test).
            os.makedirs(os.path.join(team, "MyApp.xcodeproj"))
            open(os.path.join(team, "MyApp.xcodeproj", "project.pbxproj"), "w").write("// the app's project\n")
            open(os.path.join(package, "Package.swift"), "w").write("// swift-tools-version:6.1\n")
        subprocess.run([filmstrip, "test", "snapshots", "--record", "all", "--photos-root", "photos"], cwd=package,
                       capture_output=True)
        refs = os.path.join(package, "snapshots", "__snapshots__", "slider")
        shutil.copyfile(os.path.join(refs, "scrolled.png"), os.path.join(refs, "start.png"))
        frames = os.path.join(package, "snapshots", "carousels", "__snapshots__", "paging", "swipe")
        shutil.copyfile(os.path.join(frames, "frame-0000.png"), os.path.join(frames, "frame-0002.png"))
        artifacts = os.path.join(scratch, "artifacts")
        os.makedirs(artifacts)
        for shard in shards_job["strategy"]["matrix"]["shard"]:
            checkout = os.path.join(scratch, f"shard-{shard}")
            shutil.copytree(team, checkout, symlinks=True)
            run_steps(shards_job, checkout, artifacts, filmstrip, shard, expect={0, 1}, run_folder=run_folder)
        checkout = os.path.join(scratch, "report-job")

        def report(expect):
            if os.path.exists(checkout):
                shutil.rmtree(checkout)
            shutil.copytree(team, checkout, symlinks=True)
            return run_steps(report_job, checkout, artifacts, filmstrip, None, expect=expect,
                             run_folder=run_folder)[-1]

        merge = report({1})
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
        shutil.rmtree(os.path.join(artifacts, "snapshot-report"))
        shutil.rmtree(os.path.join(artifacts, "results-2"))
        lost = report({2})
        check("shard 2/3 is missing" in lost.stderr, "a lost shard fails the merge, named: " + lost.stderr.strip())
        # One artifact left: download-artifact puts its files straight into the path, and the merge still reads it.
        shutil.rmtree(os.path.join(artifacts, "snapshot-report"))
        shutil.rmtree(os.path.join(artifacts, "results-3"))
        flat = report({2})
        check("shard 3/3 is missing" in flat.stderr and "shard 1/3" not in flat.stderr,
              "a single artifact downloaded without its folder is merged: " + flat.stderr.strip())
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--filmstrip", default=os.path.join(ROOT, ".build/debug/filmstrip"))
    args = parser.parse_args()
    filmstrip = os.path.abspath(args.filmstrip)
    run_recipe("ci-recipe", ".", filmstrip)
    run_recipe("ci-recipe-xcode", "LinuxSnapshots", filmstrip)
    print(f"{results['passed']} passed, {results['failed']} failed")
    sys.exit(1 if results["failed"] else 0)


if __name__ == "__main__":
    main()
