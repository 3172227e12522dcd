"""The measuring half of Scripts/bench-report.sh (which documents it): loads report pages and plays a sequence in
headless Chromium and prints medians and ratios."""
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from browser_venv import ensure_venv  # noqa: E402
from report_browser import browser, large_report_pages, wait_until  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
PHOTOS = [ROOT / "fixtures" / "photos" / name for name in
          ["01-aitzgorri.jpg", "02-grace-hopper.jpg", "04-retina.jpg", "05-friends.jpg", "08-rocket.jpg"]]
MARKS = ("const at = (n) => { const m = performance.getEntriesByName(n)[0]; return m ? m.startTime : null; };"
         " return [at('filmstrip-rendered'), at('filmstrip-parsed'),"
         " performance.getEntriesByType('navigation')[0].responseEnd]")


def floor_page(report_page, out):
    """The report page's data block in a page whose only script parses it and marks the time: what any page showing
    this data has to pay."""
    html = report_page.read_text(encoding="utf-8")
    start = html.index('id="filmstrip-data">') + len('id="filmstrip-data">')
    data = html[start:html.index("</script>", start)]
    out.write_text('<!doctype html><meta charset="utf-8"><script type="application/json" id="data">' + data +
                   "</script><script>JSON.parse(document.getElementById('data').textContent);"
                   "performance.mark('filmstrip-parsed'); performance.mark('filmstrip-rendered');</script>",
                   encoding="utf-8")


def load(driver, page, runs):
    """Median milliseconds from navigation start to the rendered mark, over `runs` fresh loads."""
    times = []
    for _ in range(runs):
        driver.get("about:blank")
        driver.get(page.as_uri())
        rendered = wait_until(lambda: driver.execute_script(MARKS)[0], timeout=120)
        times.append(rendered)
    return statistics.median(times), min(times)


def main():
    ensure_venv(__file__)
    from selenium.webdriver.common.by import By
    filmstrip, runs = os.environ["FILMSTRIP"], int(os.environ.get("RUNS", "5"))
    work = Path(tempfile.mkdtemp())
    try:
        pages = large_report_pages(filmstrip, work / "scale")
        frames = work / "frames"
        subprocess.run([filmstrip, "frames", *map(str, PHOTOS), "--fling", "1700", "--fps", "15", "--scale", "1",
                        "-o", str(frames)], check=True, capture_output=True)
        driver = browser(log=False)
        try:
            print(f"load average {os.getloadavg()[0]:.1f}; median (min) of {runs} loads, ms from navigation start")
            print(f"{'page':34} {'report':>16} {'parse only':>16} {'ratio':>7}")
            for name, page, _ in pages:
                floor = page.with_name("floor.html")
                floor_page(page, floor)
                median, least = load(driver, page, runs)
                floor_median, floor_least = load(driver, floor, runs)
                size = page.stat().st_size / 1e6
                print(f"{name + f' checks ({size:.0f} MB)':34} {f'{median:.0f} ({least:.0f})':>16} "
                      f"{f'{floor_median:.0f} ({floor_least:.0f})':>16} {median / floor_median:7.2f}")
            manifest = json.loads((frames / "manifest.json").read_text())
            driver.get((frames / "index.html").as_uri())
            player = driver.find_element(By.CLASS_NAME, "player")
            frame = lambda: int(player.get_attribute("data-frame"))
            player.find_element(By.CSS_SELECTOR, "button.play").click()
            started = time.monotonic()
            wait_until(lambda: frame() >= 1)
            first, first_at = frame(), time.monotonic()
            wait_until(lambda: frame() >= len(manifest["frames"]) - 1 or time.monotonic() - first_at > 2, timeout=10)
            played, seconds = frame() - first, time.monotonic() - first_at
            fps = played / seconds if seconds > 0 else 0
            print(f"player: {played} frames in {seconds:.2f} s = {fps:.1f} fps for a {manifest['fps']} fps manifest"
                  f" (ratio {fps / manifest['fps']:.2f}; first frame after {(first_at - started) * 1000:.0f} ms)")
        finally:
            driver.quit()
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
