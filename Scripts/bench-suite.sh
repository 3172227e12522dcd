#!/usr/bin/env bash
# A suite of 100 scenes x 3 still checks over the sample photos: one `filmstrip test` process against the same 300
# checks as separate `filmstrip render --expect` processes, two at a time (as many as the cores, the fair
# comparison) and one after another (what a shell loop over scenes does), in the same run.
# Both compare against the same references, recorded first by `filmstrip test`.
#
# Usage: Scripts/bench-suite.sh      RUNS=N (default 3), FILMSTRIP=path to skip the release build
source "$(dirname "$0")/lib/bench-common.sh"
RUNS="${RUNS:-3}"
suite="$WORK/suite"
mkdir -p "$suite"
python3 - "$suite" "$PWD/fixtures/photos" <<'PY'
import json, sys
folder, photos = sys.argv[1], sys.argv[2]
styles = [{}, {"style": "paging"}, {"style": "peek"}, {"style": "banner", "bannerHeight": 160}, {"cellScale": 0.7}]
for n in range(100):
    scene = {"photos": [photos], "scale": 2, **styles[n % len(styles)],
             "checks": [{"name": "a", "index": n % 12}, {"name": "b", "index": (n + 5) % 12}, {"name": "c", "offset": 10 * n}]}
    json.dump(scene, open(f"{folder}/scene-{n:03d}.json", "w"))
PY
"$FILMSTRIP" test "$suite" --record missing >/dev/null 2>&1 || true   # records the references
# One render --expect per check, its options taken from the scene file.
python3 - "$suite" "$FILMSTRIP" > "$WORK/separate.txt" <<'PY'
import json, glob, os, shlex, sys
folder, filmstrip = sys.argv[1], sys.argv[2]
for path in sorted(glob.glob(f"{folder}/*.json")):
    scene = json.load(open(path))
    stem = os.path.splitext(os.path.basename(path))[0]
    for check in scene["checks"]:
        position = ["--index", str(check["index"])] if "index" in check else ["--offset", str(check["offset"])]
        reference = f"{folder}/__snapshots__/{stem}/{check['name']}.png"
        print(shlex.join([filmstrip, "render", "--scene", path, *position, "--expect", reference]))
PY
echo "checks: $(wc -l < "$WORK/separate.txt"), scene files: $(ls "$suite"/*.json | wc -l)"
bench "$FILMSTRIP test $suite --record never" \
      "xargs -P 2 -d '\n' -n 1 sh -c < $WORK/separate.txt" \
      "xargs -P 1 -d '\n' -n 1 sh -c < $WORK/separate.txt"
