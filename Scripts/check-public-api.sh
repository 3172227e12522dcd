#!/usr/bin/env bash
# Checks the size of what `import Filmstrip` gives a user: the public types of Filmstrip and of every stage it
# re-exports (the `@_exported import`s of Sources/Filmstrip/Filmstrip.swift), counted as a user sees them: top-level
# types, the types nested in them and typealiases. The count may not grow past MAX_PUBLIC_TYPES, a ratchet set to
# today's figure and lowered as the API shrinks towards its goal of 80; each top-level type is listed in the Topics of
# Sources/Filmstrip/Filmstrip.docc/Filmstrip.md, the catalog that documents all of them. What the package's own
# targets share (the CLI, the suite, the UIKit layer, the tests) is `package`, not public, and does not count.
#
#   Scripts/check-public-api.sh            # prints the counts; exits 1 above the limit or with a type not listed
#   LIST=1 Scripts/check-public-api.sh     # also lists every public type with its file
#
# A type is counted where it is declared: a line with `public` or `open`, after any attributes, then a type keyword;
# one that starts the line is top-level, an indented one nested (in a public type or a public extension of one:
# Scripts/check-access-levels.py keeps public members out of package and internal types).
set -euo pipefail
cd "$(dirname "$0")/.."

limit="${MAX_PUBLIC_TYPES:-100}"
goal=80
catalog=Sources/Filmstrip/Filmstrip.docc/Filmstrip.md
stages="$(sed -n 's/^@_exported import \([A-Za-z]*\)$/\1/p' Sources/Filmstrip/Filmstrip.swift)"
[ -n "$stages" ] || { echo "check-public-api: no @_exported imports in Sources/Filmstrip/Filmstrip.swift" >&2; exit 1; }

folders=(Sources/Filmstrip)
for stage in $stages; do folders+=("Sources/$stage"); done

declarations="$(grep -rEno --include='*.swift' \
    '^(@[A-Za-z_]+(\([^)]*\))? +)*(public|open) +((final|indirect) +)*(struct|class|enum|protocol|typealias|actor) +[A-Za-z_][A-Za-z0-9_]*' \
    "${folders[@]}" || true)"
names="$(printf '%s\n' "$declarations" | sed -n 's/.* \([A-Za-z_][A-Za-z0-9_]*\)$/\1/p' | sort)"
count="$(printf '%s\n' "$names" | grep -c . || true)"
nested="$(grep -rEno --include='*.swift' \
    '^[[:space:]]+(@[A-Za-z_]+(\([^)]*\))? +)*(public|open) +((final|indirect) +)*(struct|class|enum|protocol|typealias|actor) +[A-Za-z_][A-Za-z0-9_]*' \
    "${folders[@]}" || true)"
nestedCount="$(printf '%s\n' "$nested" | grep -c . || true)"
total=$((count + nestedCount))

if [ "${LIST:-0}" = 1 ]; then
    printf '%s\n' "$declarations" | sed 's/:[0-9]*:.* / /' | sort -k2
    printf '%s\n' "$nested" | grep . | sed 's/:[0-9]*:.* / (nested) /' | sort -k3
fi

status=0
duplicates="$(printf '%s\n' "$names" | uniq -d)"
if [ -n "$duplicates" ]; then
    echo "check-public-api: public types declared twice: $(echo $duplicates)" >&2
    status=1
fi
# The catalog's Topics, from the heading on: every public type is curated there, under a heading that says what it
# is for, rather than left to DocC's alphabetical "Structures" and "Enumerations".
listed="$(sed -n '/^## Topics/,$p' "$catalog" | sed -n 's/^- ``\([A-Za-z_][A-Za-z0-9_]*\)``$/\1/p' | sort -u)"
unlisted="$(comm -23 <(printf '%s\n' "$names" | sort -u) <(printf '%s\n' "$listed"))"
if [ -n "$unlisted" ]; then
    echo "check-public-api: public types missing from the Topics of $catalog: $(echo $unlisted)" >&2
    status=1
fi
if [ "$total" -gt "$limit" ]; then
    echo "check-public-api: import Filmstrip exports $total public types, more than $limit: make what only the" \
        "package's own targets use \`package\` (LIST=1 lists them)" >&2
    status=1
fi
echo "import Filmstrip: $total public types ($count top-level, $nestedCount nested or typealiases; at most $limit," \
    "goal $goal), modules: Filmstrip $(echo $stages)"
exit "$status"
