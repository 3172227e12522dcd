#!/usr/bin/env bash
# Builds the DocC documentation of `import Filmstrip` from Sources/Filmstrip/Filmstrip.docc and fails on any DocC
# warning and on any public symbol declared in Sources without a doc comment.
#
#   Scripts/build-docs.sh                      # .build/docs/Filmstrip.doccarchive, coverage summary on stdout
#   COVERAGE=detailed Scripts/build-docs.sh    # the coverage of every symbol
#   python3 -m http.server -d .build/docs/Filmstrip.doccarchive 8000   # then open
#                                              # http://localhost:8000/documentation/filmstrip
#
# One module for readers. Filmstrip is a module per pipeline stage, and `import Filmstrip` re-exports every stage
# (`@_exported import` in Sources/Filmstrip/Filmstrip.swift), so what a user sees is one module. DocC documents one
# module per symbol graph, and the compiler's own `-emit-symbol-graph` writes each stage's symbols into that stage's
# graph only: eleven modules. Given all eleven graphs, docc renders eleven top-level modules side by side, whose
# pages cannot curate one another's types, while users import one. So the
# graphs are extracted after the build with swift-symbolgraph-extract and its
# `-experimental-allowed-reexported-modules`, which puts every re-exported stage's public symbols into the graph of
# `Filmstrip` itself: one module, one landing page, links like ``PreparedScene`` and ``CollectionLayout`` resolve
# wherever they are declared. The list of stages is read from Filmstrip.swift, so a new stage is documented once it
# is re-exported there. `FilmstripTesting` is a product of its own (imported beside Filmstrip in test targets), so
# it gets a graph, and a page, of its own in the same archive. Members that are only inherited (`!=`,
# `hash(into:)`, `localizedDescription`...) are left out (`-skip-synthesized-members`): the standard library
# documents them, and on every type they would bury the members that are Filmstrip's. `FilmstripUIKit` (UIKit's
# layout side) and `FilmstripCommandLine` (the commands, for a `filmstrip` of your own) are products of their own
# as well, with a graph and a page each, and so is `FilmstripConstraintSolver` (Auto Layout's solver, under the
# UIKit layer). FilmstripUIKit adds members to other modules' types
# (`IndexPath(item:section:)`, `CGRect.applying(_:)`, `StyleCatalog.register(_:)`), which DocC shows only when the
# graph has their extension blocks: `-emit-extension-block-symbols`. `--enable-inherited-docs` because DocC takes
# a comment written in a re-exported stage (FilmstripDecode's `DecodeError.description`) for one inherited from
# elsewhere, its module not being Filmstrip, and would otherwise drop it; it also gives the compiler's
# `init(rawValue:)` the standard library's sentence.
#
# The extraction reads the modules `swift build` left in .build/debug (no second build with other flags: after
# `swift test`, as in .ci/run, nothing is compiled again) and needs the same C module maps and header paths the
# compiler had: the C targets' module maps and include folders, and pkg-config's paths of the system libraries.
set -euo pipefail
cd "$(dirname "$0")/.."

build=.build/debug
graphs=.build/docs/symbol-graphs
archive=.build/docs/Filmstrip.doccarchive
log=.build/docs/docc.log

for target in FilmstripTesting FilmstripSuite FilmstripReport FilmstripUIKit FilmstripCommandLine FilmstripConstraintSolver; do
    swift build --target "$target" >&2
done
rm -rf "$graphs" "$archive"
mkdir -p "$graphs"

stages="$(sed -n 's/^@_exported import \([A-Za-z]*\)$/\1/p' Sources/Filmstrip/Filmstrip.swift | paste -sd, -)"
[ -n "$stages" ] || { echo "build-docs: no @_exported imports found in Sources/Filmstrip/Filmstrip.swift" >&2; exit 1; }

clang_flags=()
for map in "$build"/C*.build/module.modulemap Sources/C*/module.modulemap; do
    clang_flags+=(-Xcc "-fmodule-map-file=$map")
done
for include in Sources/C*/include; do
    clang_flags+=(-Xcc -I -Xcc "$include")
done
libraries=(libjpeg libpng freetype2 lcms2 libheif libde265 dav1d libwebpdemux libwebpmux zlib pixman-1 libdeflate)
for flag in $(pkg-config --cflags-only-I "${libraries[@]}"); do
    clang_flags+=(-Xcc "$flag")
done

extract() {  # extract MODULE [FLAGS...]
    local module="$1"
    shift
    swift-symbolgraph-extract -module-name "$module" -target "$(uname -m)-unknown-linux-gnu" -I "$build/Modules" \
        "${clang_flags[@]}" -module-cache-path .build/docs/module-cache -minimum-access-level public \
        -skip-synthesized-members -output-dir "$graphs" "$@"
}
extract Filmstrip -experimental-allowed-reexported-modules="$stages"
extract FilmstripTesting
extract FilmstripSuite
extract FilmstripReport
extract FilmstripUIKit -emit-extension-block-symbols
extract FilmstripCommandLine
extract FilmstripConstraintSolver

# DocC: warnings are errors (a broken link, an unknown topic, a malformed directive), and the log is searched as
# well, so a warning can never scroll past unnoticed.
status=0
docc convert Sources/Filmstrip/Filmstrip.docc --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name Filmstrip --fallback-bundle-identifier dev.filmstrip.Filmstrip \
    --fallback-default-module-kind Framework --output-path "$archive" --warnings-as-errors \
    --enable-inherited-docs \
    --experimental-documentation-coverage --coverage-summary-level "${COVERAGE:-brief}" \
    >"$log" 2>&1 || status=$?
cat "$log"
if [ "$status" -ne 0 ] || grep -qE '(warning|error):' "$log"; then
    echo "build-docs: docc reported problems (exit $status); see above" >&2
    exit 1
fi

# Every public symbol declared in Sources says what it is for, as DocC counts it: a comment inherited from the
# standard library (`description`, a `Decodable` init) or one that is only a parameter list has no abstract. (The
# coverage table above also counts the compiler's own members, such as `init(rawValue:)`, which have no source.)
python3 - "$graphs" "Filmstrip,FilmstripTesting,FilmstripSuite,FilmstripReport,FilmstripUIKit,FilmstripCommandLine,FilmstripConstraintSolver,$stages" <<'PY'
import glob, json, sys
ours = set(sys.argv[2].split(","))
missing = []
for path in sorted(glob.glob(sys.argv[1] + "/*.symbols.json")):
    for symbol in json.load(open(path))["symbols"]:
        location = symbol.get("location")
        if not location:
            continue
        doc = symbol.get("docComment", {})
        lines = [line["text"].strip() for line in doc.get("lines", [])]
        first = next((line for line in lines if line), "")
        if doc.get("module", "Filmstrip") not in ours or not first or first.startswith("- "):
            file = location["uri"].split("/Sources/", 1)[-1]
            missing.append(f"Sources/{file}:{location['position']['line'] + 1}: {'.'.join(symbol['pathComponents'])}")
for line in missing:
    print(line)
if missing:
    sys.exit(f"build-docs: {len(missing)} public symbols have no doc comment of their own")
PY
echo "documentation: $archive"
