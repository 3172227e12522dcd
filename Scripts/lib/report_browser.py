"""What the browser checks of the review report share: a headless Chromium, a report page with other results in it,
a manual clock for the sequence player, and waiting for a condition instead of for a time (a busy CI machine
stretches any fixed pause)."""
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# Replaces the page's clock and animation frames with ones the caller drives: `__filmstripClock.advance(ms)` moves
# the time and runs the frames that were asked for, so a player's rate is checked in the page's own time, whatever
# the machine is doing.
MANUAL_CLOCK = """
const clock = { now: 1000, next: 1, waiting: new Map() };
performance.now = () => clock.now;
window.requestAnimationFrame = (callback) => { clock.waiting.set(clock.next, callback); return clock.next++; };
window.cancelAnimationFrame = (id) => { clock.waiting.delete(id); };
clock.advance = (ms, step = 1000 / 60) => {
  for (let left = ms; left > 1e-9; left -= step) {
    clock.now += Math.min(step, left);
    const due = [...clock.waiting.values()];
    clock.waiting.clear();
    for (const callback of due) callback(clock.now);
  }
};
// Gives the page its own clock back; frames still asked for run on it.
const realRequest = window.requestAnimationFrame.bind(window), realCancel = window.cancelAnimationFrame.bind(window);
clock.restore = () => {
  delete performance.now;
  window.requestAnimationFrame = realRequest;
  window.cancelAnimationFrame = realCancel;
  for (const callback of clock.waiting.values()) realRequest(callback);
  clock.waiting.clear();
};
window.__filmstripClock = clock;
"""


def browser(log=True):
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars",
                 "--window-size=1200,1000", "--force-device-scale-factor=1", "--lang=en-US"]:
        options.add_argument(flag)
    if log:
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def wait_until(probe, timeout=20.0):
    """Polls `probe` until it returns something truthy or `timeout` seconds pass; returns its last value, so a check
    on it fails with what the page last showed. A condition, never a duration, is what a check waits for."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            value = probe()
        except Exception as error:  # an element not there yet, or gone stale while the page re-renders
            value = None
            if time.monotonic() >= deadline:
                raise error
        if value or time.monotonic() >= deadline:
            return value
        time.sleep(0.05)


def page_with_results(template, results_text, out):
    """`template`, a report page Filmstrip wrote, with its data block replaced by `results_text` (a results
    file's JSON), escaped as ReportPage escapes it: for results larger than a merge reads."""
    html = template.read_text(encoding="utf-8")
    start = html.index('id="filmstrip-data">') + len('id="filmstrip-data">')
    end = html.index("</script>", start)
    data = '{"mode":"report","suite":' + results_text.strip() + "}"
    for char in "<>&\u2028\u2029":
        data = data.replace(char, f"\\u{ord(char):04x}")
    out.parent.mkdir(parents=True, exist_ok=True)
    with open(out, "w", encoding="utf-8") as file:
        file.write(html[:start])
        file.write(data)
        file.write(html[end:])


def large_report_pages(filmstrip, folder):
    """The review report of 100,000 checks in one scene (results from Scripts/make-large-results.py, merged by
    `filmstrip merge-reports`), and the same page holding 1,000,000 checks and 1,000 unused references (more than a
    merge reads): [(name, page, checks)]."""
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    generator = ROOT / "Scripts" / "make-large-results.py"
    subprocess.run([sys.executable, str(generator), "100000", str(folder / "results-100k.json"), "--scenes", "1"],
                   check=True, capture_output=True)
    merged = subprocess.run([str(filmstrip), "merge-reports", "report-100k", "results-100k.json"], cwd=folder,
                            capture_output=True, text=True)
    if merged.returncode != 2:  # 2: the generated results have failures
        sys.exit(f"merge-reports of 100,000 checks exited {merged.returncode}: {merged.stderr}")
    subprocess.run([sys.executable, str(generator), "1000000", str(folder / "results-1m.json"), "--scenes", "1",
                    "--deleted", "1000"], check=True, capture_output=True)
    page_1m = folder / "report-1m" / "index.html"
    page_with_results(folder / "report-100k" / "index.html", (folder / "results-1m.json").read_text(), page_1m)
    return [("100,000", folder / "report-100k" / "index.html", 100000), ("1,000,000", page_1m, 1000000)]
