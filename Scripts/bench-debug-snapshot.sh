#!/usr/bin/env bash
# What a user's `swift test` pays: a client package, built in debug (SwiftPM compiles Filmstrip at -Onone there),
# with one XCTest doing `assertSnapshot(of: scene, at: .index(3), named: "centred")` over the 12 bundled photos.
# The test runs against this checkout and against BASE (a git worktree, default 1dd5291, the commit before the
# native-pixels work) in the same run. Builds are excluded: each test binary is built first, its reference recorded
# by a first run, then the test alone is timed with hyperfine (a fresh process each run, reference compared).
#
# Usage: Scripts/bench-debug-snapshot.sh [BASE]     RUNS=N (default 5)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
ROOT="$PWD"
BASE="${1:-1dd5291}"
RUNS="${RUNS:-5}"
command -v hyperfine >/dev/null || { echo "missing hyperfine: apt-get install hyperfine" >&2; exit 1; }
WORK="$(mktemp -d)"
cleanup() {
    git -C "$ROOT" worktree remove --force "$WORK/base" >/dev/null 2>&1 || true
    rm -rf "$WORK"
}
trap cleanup EXIT
git -C "$ROOT" worktree add --detach "$WORK/base" "$BASE" >/dev/null 2>&1

# client DIR FILMSTRIP_PATH: a package whose one test snapshots the bundled photos, item 3 centred.
client() {
    mkdir -p "$1/Tests/ClientTests"
    cat > "$1/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "Client",
    dependencies: [.package(path: "$2")],
    targets: [.testTarget(name: "ClientTests", dependencies: [.product(name: "FilmstripTesting", package: "$(basename "$2")")])]
)
SWIFT
    cat > "$1/Tests/ClientTests/ClientTests.swift" <<SWIFT
import Filmstrip
import FilmstripTesting
import XCTest

final class ClientTests: XCTestCase {
    func testCentred() {
        let scene = Scene(photoPaths: ["$ROOT/fixtures/photos"])
        assertSnapshot(of: scene, at: .index(3), named: "centred")
    }
}
SWIFT
    (cd "$1" && swift build --build-tests >&2)
    # First run records the reference (and fails saying so); later runs compare against it.
    (cd "$1" && swift test --skip-build >/dev/null 2>&1 || true)
}

client "$WORK/new" "$ROOT"
client "$WORK/old" "$WORK/base"
echo "debug-build client, one assertSnapshot over the 12 bundled photos (build excluded): $BASE vs this checkout"
echo "(the test bundle run directly, as swift test runs it, without SwiftPM's own start-up; load average $(cut -d' ' -f1 /proc/loadavg))"
hyperfine --style none --warmup 1 --runs "$RUNS" --export-json "$WORK/bench.json" \
    -n "before ($BASE)" "cd $WORK/old && .build/debug/ClientPackageTests.xctest" \
    -n "after (this checkout)" "cd $WORK/new && .build/debug/ClientPackageTests.xctest" >/dev/null 2>&1
python3 - "$WORK/bench.json" <<'PY'
import json, sys
results = json.load(open(sys.argv[1]))["results"]
base = results[0]["median"]
print(f"{'':28} {'median ms':>10} {'min ms':>8} {'ratio':>7}")
for r in results:
    print(f"{r['command']:28} {r['median']*1000:10.1f} {r['min']*1000:8.1f} {r['median']/base:7.2f}")
PY
# The test's own duration as XCTest reports it (no process start), and the process's CPU time.
for side in old new; do
    printf '%s: ' "$side"
    (cd "$WORK/$side" && /usr/bin/time -f "CPU %U s user + %S s sys" .build/debug/ClientPackageTests.xctest 2>&1 \
        | grep -Eo "testCentred.*passed \([0-9.]+ seconds\)|CPU .*" | tr '\n' ' ')
    echo
done
