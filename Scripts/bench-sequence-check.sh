#!/usr/bin/env bash
# A passing sequence check of 677 frames (the hostile-budget suite's long fling over 36 photos at 240 fps): this
# build's `filmstrip test --record never` against the previous commit's, in the same run. A passing check should
# cost rendering and comparing only, no PNG encoding of frames nobody keeps. Prints wall-clock medians with their
# ratio, then the CPU time (user + system) of each, which a busy machine disturbs less.
#
# Usage: Scripts/bench-sequence-check.sh [BASE_COMMIT]   (default HEAD~1; RUNS=N, default 5; FILMSTRIP and
#        OLD_FILMSTRIP name binaries to skip the release builds)
source "$(dirname "$0")/lib/bench-common.sh"
RUNS="${RUNS:-5}"
old_filmstrip "${1:-HEAD~1}"
python3 Scripts/hostile-budget/make_suite_inputs.py "$WORK" >/dev/null
cd "$WORK"
# The references, recorded once by the previous build: both builds record the same bytes.
"$OLD_FILMSTRIP" test long-sequence --record all --artifacts "$WORK/artifacts" >/dev/null 2>&1 || true
echo "frames: $(ls long-sequence/__snapshots__/long/fling | grep -c '^frame-')"
# This build reads scene photos only inside the folders it is given (the inputs link to the fixtures).
bench "$FILMSTRIP test long-sequence --record never --artifacts $WORK/artifacts --photos-root $(dirname "$(readlink p36/00.jpg)")" \
      "$OLD_FILMSTRIP test long-sequence --record never --artifacts $WORK/artifacts"
python3 - "$WORK/bench.json" <<'PY'
import json, sys
results = json.load(open(sys.argv[1]))["results"]
base = results[0]["user"] + results[0]["system"]
for name, r in zip(["this build", "previous"], results):
    cpu = r["user"] + r["system"]
    print(f"{name:12} CPU {cpu:6.2f} s (user {r['user']:.2f}, system {r['system']:.2f}), ratio {cpu / base:.2f}")
PY
