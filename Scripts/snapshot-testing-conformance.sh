#!/usr/bin/env bash
# swift-snapshot-testing's own UIKit tests, on Linux, against the references its authors recorded on the iOS
# simulator: the tests Scripts/snapshot-testing-conformance.tsv lists are taken from SwiftPM's checkout of the
# package (Tests/SnapshotTestingTests/SnapshotTestingTests.swift), compiled as the iOS compiler sees them with each
# method's text unchanged (Scripts/lib/snapshot_testing_conformance.py), against FilmstripUIKit and the UIKit
# strategies of Integrations/SnapshotTesting, and run with references compared, never written. Prints each test's
# outcome, then how many pass, how many draw text, and the rest; fails when the list's `pass` or `fail:` rows are
# not what happened, so the list stays true.
#
#   Scripts/snapshot-testing-conformance.sh
#
# FILMSTRIP_SCRATCH_PATH is the build folder shared with the other packages (default: this package's .build).
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
build="${FILMSTRIP_SCRATCH_PATH:-$root/.build}"
list="$root/Scripts/snapshot-testing-conformance.tsv"

# SwiftPM's checkout of swift-snapshot-testing comes with the integration package's dependencies.
(cd Integrations/SnapshotTesting && swift package --scratch-path "$build" resolve > /dev/null)
checkout="$build/checkouts/swift-snapshot-testing"
tests="$checkout/Tests/SnapshotTestingTests/SnapshotTestingTests.swift"
if [ ! -f "$tests" ]; then
    echo "skipped: swift-snapshot-testing's tests are not in $checkout"
    exit 0
fi
echo "swift-snapshot-testing $(git -C "$checkout" describe --tags 2>/dev/null || echo '(untagged)') at $checkout"

scratch="$(mktemp -d)"
[ -n "${KEEP:-}" ] && echo "keeping $scratch" || trap 'rm -rf "$scratch"' EXIT
package="$scratch/SnapshotTestingConformance"
mkdir -p "$package/Tests/SnapshotTestingConformance"
python3 Scripts/lib/snapshot_testing_conformance.py "$tests" "$list" \
    "$package/Tests/SnapshotTestingConformance/SnapshotTestingTests.swift"
cat > "$package/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "SnapshotTestingConformance",
    dependencies: [
        .package(name: "Filmstrip", path: "$root"),
        .package(name: "FilmstripSnapshotTesting", path: "$root/Integrations/SnapshotTesting"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
    ],
    targets: [
        .testTarget(
            name: "SnapshotTestingConformance",
            dependencies: [
                .product(name: "FilmstripUIKit", package: "Filmstrip"),
                .product(name: "FilmstripSnapshotTesting", package: "FilmstripSnapshotTesting"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            swiftSettings: [.swiftLanguageMode(.v5)])
    ]
)
SWIFT
log="$scratch/build.log"
if ! swift build --package-path "$package" --scratch-path "$build" --build-tests > "$log" 2>&1; then
    grep -E "error:" "$log" | head -20
    echo "swift-snapshot-testing's tests do not compile against FilmstripUIKit"
    exit 1
fi
export SNAPSHOT_TESTING_RECORD=never SNAPSHOT_ARTIFACTS="$scratch/artifacts"
swift test --package-path "$package" --scratch-path "$build" --skip-build > "$scratch/test.log" 2>&1 || true

python3 - "$list" "$scratch/test.log" <<'PY'
import re, sys
listing, log = sys.argv[1], open(sys.argv[2], encoding="utf-8", errors="replace").read()
outcome = dict(re.findall(r"Test Case 'SnapshotTestingTests\.(\w+)' (passed|failed)", log))
messages = {}
for name, message in re.findall(r"error: SnapshotTestingTests\.(\w+) : (.*)", log):
    messages.setdefault(name, message[:160])
counts, wrong = {"pass": 0, "text": 0, "fail": 0, "skip": 0}, []
for row in open(listing, encoding="utf-8"):
    if not row.strip() or row.startswith("#"):
        continue
    name, expected = row.rstrip("\n").split("\t", 1)
    kind = expected.split(":")[0]
    got = outcome.get(name, "not run")
    if kind == "skip":
        counts["skip"] += 1
        print(f"skip  {name}: {expected[5:].strip()}")
        continue
    line = f"{got:7} {name} (listed {kind})"
    if got == "failed" and name in messages:
        line += f": {messages[name]}"
    print(line)
    if kind == "pass":
        counts["pass"] += got == "passed"
        if got != "passed":
            wrong.append(f"{name} is listed pass and {got}")
    elif kind == "text":
        counts["text"] += 1
        if got == "not run":
            wrong.append(f"{name} did not run")
    elif kind == "fail":
        counts["fail"] += 1
        if got != "failed":
            wrong.append(f"{name} is listed fail and {got}: the list needs updating")
print(f"swift-snapshot-testing's UIKit tests on Linux: {counts['pass']} pass as written, {counts['text']} draw text, "
      f"{counts['fail']} differ for a listed reason, {counts['skip']} not compiled here")
for problem in wrong:
    print(f"MISMATCH {problem}")
sys.exit(1 if wrong else 0)
PY
