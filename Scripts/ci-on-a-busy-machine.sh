#!/usr/bin/env bash
# Runs .ci/run on a fresh clone of this checkout's HEAD with CPU-bound processes beside it, as a team's shared CI
# runner would have: no step of the run may depend on how fast the machine is (the browser test waits for conditions,
# speeds are measured by Scripts/bench-*.sh, never asserted). Prints how long the run took, its status and the load.
#
#   Scripts/ci-on-a-busy-machine.sh            # two busy loops beside it (the adoption bar)
#   HOGS=3 Scripts/ci-on-a-busy-machine.sh     # more
#   WORK=/tmp/busy Scripts/ci-on-a-busy-machine.sh   # where the clone goes (default: a new temporary folder)
#
# The clone sits beside a link to this checkout's ../shared (the photos and conformance files .ci/run reads), as the
# CI machine lays them out. The run's own output goes to WORK/ci.log; the last lines say the result. Exit status: the
# run's.
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
hogs="${HOGS:-2}"
work="${WORK:-$(mktemp -d)}"
mkdir -p "$work"
rm -rf "$work/main"
[ -e "$root/../shared" ] && ln -sfn "$(cd "$root/../shared" && pwd)" "$work/shared"
git clone -q "$root" "$work/main" || exit 2

pids=()
for _ in $(seq "$hogs"); do
    (while :; do :; done) &
    pids+=("$!")
done
trap 'kill "${pids[@]}" 2> /dev/null' EXIT

echo "ci-on-a-busy-machine: $(git -C "$work/main" log -1 --format=%h) with $hogs busy loops beside it; log: $work/ci.log"
start=$(date +%s)
(cd "$work/main" && CI=true bash .ci/run > "$work/ci.log" 2>&1)
status=$?
seconds=$(($(date +%s) - start))
echo "ci-on-a-busy-machine: .ci/run exited $status after $((seconds / 60)) min $((seconds % 60)) s" \
    "beside $hogs busy loops (load average $(cut -d' ' -f1-3 /proc/loadavg))"
tail -3 "$work/ci.log"
exit "$status"
