#!/usr/bin/env python3
"""Checks that Chromium plays `filmstrip frames --apng` (changed regions) and `--webp` (lossless) frame for frame:
a page decodes each animation with the browser's own decoders (WebCodecs ImageDecoder, which composites APNG
offsets and WebP sub-frames), and at every sequence frame's time compares the frame shown, pixel for pixel, with
that frame's PNG file as the browser decodes it. Headless Chromium through Selenium.

Usage: Scripts/verify-animations-browser.py        FILMSTRIP=path skips the build; ARGS="--fling 1500" for another motion
Needs: chromium, chromium-driver (apt); selenium (PyPI, installed into Scripts/.venv on first run).
"""
import functools
import http.server
import os
import shlex
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent / "lib"))
from browser_venv import ensure_venv  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent

PAGE = """<!doctype html><html><body><pre id="out">running</pre><script>
function pixels(source, w, h) {
  const g = new OffscreenCanvas(w, h).getContext('2d');
  g.drawImage(source, 0, 0);
  return g.getImageData(0, 0, w, h).data;
}
async function check(file, type) {
  const manifest = await (await fetch('seq/manifest.json')).json();
  const decoder = new ImageDecoder({data: await (await fetch(file)).arrayBuffer(), type, colorSpaceConversion: 'none'});
  await decoder.tracks.ready;
  await decoder.completed;
  const track = decoder.tracks.selectedTrack;
  const shown = [];
  let t = 0;
  for (let i = 0; i < track.frameCount; i++) {
    const {image} = await decoder.decode({frameIndex: i});
    shown.push({start: t, pixels: pixels(image, image.displayWidth, image.displayHeight)});
    t += image.duration / 1000;
    image.close();
  }
  let differ = 0;
  for (let k = 0; k < manifest.frames.length; k++) {
    const ms = Math.round(k * 1000 / manifest.fps);
    let frame = shown[0];
    for (const s of shown) if (s.start <= ms + 0.01) frame = s;
    const file = await (await fetch('seq/' + manifest.frames[k].file)).blob();
    const bitmap = await createImageBitmap(file, {colorSpaceConversion: 'none'});
    const expected = pixels(bitmap, bitmap.width, bitmap.height);
    if (expected.length !== frame.pixels.length || expected.some((v, j) => v !== frame.pixels[j])) differ++;
  }
  return {file, decoded: track.frameCount, frames: manifest.frames.length, differ, ms: Math.round(t),
          expectedMs: Math.round(manifest.frames.length * 1000 / manifest.fps), loops: track.repetitionCount};
}
(async () => {
  try {
    const results = [await check('anim.png', 'image/png'), await check('anim.webp', 'image/webp')];
    document.getElementById('out').textContent = JSON.stringify(results);
  } catch (e) {
    document.getElementById('out').textContent = 'ERROR ' + e;
  }
})();
</script></body></html>
"""


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def main():
    ensure_venv(__file__)
    import json
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    filmstrip = os.environ.get("FILMSTRIP")
    if not filmstrip:
        subprocess.run(["swift", "build", "--product", "filmstrip"], cwd=ROOT, check=True)
        filmstrip = str(ROOT / ".build" / "debug" / "filmstrip")
    motion = shlex.split(os.environ.get("ARGS", "--scale 1 --fps 20 --fling 1200"))
    with tempfile.TemporaryDirectory() as work:
        subprocess.run([filmstrip, "frames", *motion, "-o", f"{work}/seq", "--apng", f"{work}/anim.png",
                        "--apng-full-size", "--webp", f"{work}/anim.webp"], check=True)
        Path(work, "check.html").write_text(PAGE)
        handler = functools.partial(QuietHandler, directory=work)
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        options = webdriver.ChromeOptions()
        options.binary_location = "/usr/bin/chromium"
        for flag in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"]:
            options.add_argument(flag)
        driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
        try:
            # localhost is a secure context, which ImageDecoder needs.
            driver.get(f"http://127.0.0.1:{server.server_address[1]}/check.html")
            text = "running"
            for _ in range(300):
                text = driver.find_element("id", "out").text
                if text != "running":
                    break
                time.sleep(1)
        finally:
            driver.quit()
            server.shutdown()
    if not text.startswith("["):
        sys.exit(f"FAIL  the page did not finish: {text}")
    failed = 0
    for r in json.loads(text):
        checks = [(f"{r['decoded']} frames decoded for {r['frames']} in the sequence", 0 < r["decoded"] <= r["frames"]),
                  (f"lasts {r['ms']} ms == {r['expectedMs']} ms", r["ms"] == r["expectedMs"]),
                  ("loops forever", r["loops"] is None or r["loops"] == "Infinity" or r["loops"] > 1e300),
                  (f"every sequence frame shown exactly ({r['differ']} differ)", r["differ"] == 0)]
        for name, ok in checks:
            failed += not ok
            print(("ok    " if ok else "FAIL  ") + f"Chromium {r['file']}: {name}")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
