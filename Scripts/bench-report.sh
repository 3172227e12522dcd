#!/usr/bin/env bash
# How fast the review report and the sequence player are in headless Chromium: the report of 100,000 checks and a
# page of 1,000,000, each against the floor of the same data read by a page that only parses it (the ratio is what
# the report's own rendering costs beyond that), and the player's rate against its manifest's fps in real time.
# These are figures, never checks: Scripts/test-report-browser.py checks behaviour only, so a busy CI machine never
# fails it.
#
# Usage: Scripts/bench-report.sh    RUNS=N loads per page (default 5); FILMSTRIP=path/to/filmstrip (default: a
#        release build)
# Needs: chromium, chromium-driver (apt); selenium in Scripts/.venv (installed on first run).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${FILMSTRIP:-}" ]; then
    swift build -c release --product filmstrip >&2
    FILMSTRIP="$PWD/.build/release/filmstrip"
fi
export FILMSTRIP RUNS="${RUNS:-5}"
exec python3 Scripts/lib/bench_report.py
