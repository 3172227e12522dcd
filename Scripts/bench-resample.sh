#!/usr/bin/env bash
# The C resampler alone (CFilmstripPixels/resample.c), this checkout against BASE (default ed97242, before the
# AVX2 passes and column tiles), linked into one harness so both run in the same process: milliseconds per draw for
# the draws a fling makes, this checkout's baseline (non-AVX2) path too, and whether all three give the same words.
# At -O2 as a release build compiles it; OPT=-O0 shows what a user's debug build pays.
#
# Usage: Scripts/bench-resample.sh [BASE]     OPT=-O0 for a debug build's code
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
BASE="${1:-ed97242}"
OPT="${OPT:--O2}"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
CLANG="${CLANG:-$(dirname "$(readlink -f "$(command -v swiftc)")")/clang}"

git show "$BASE:Sources/CFilmstripPixels/resample.c" \
    | sed 's/\bfs_resample_separable\b/base_resample_separable/' >"$WORK/base.c"
git show "$BASE:Sources/CFilmstripPixels/include/filmstrip_pixels.h" >"$WORK/filmstrip_pixels.h"
"$CLANG" "$OPT" -I "$WORK" -c "$WORK/base.c" -o "$WORK/base.o"
"$CLANG" "$OPT" -I Sources/CFilmstripPixels/include Scripts/bench/resample_harness.c \
    Sources/CFilmstripPixels/resample.c "$WORK/base.o" -lm -o "$WORK/harness"
changed="$(git diff --quiet || echo ', modified')"
echo "resample.c at $OPT: $BASE against this checkout ($(git rev-parse --short HEAD)$changed)"
"$WORK/harness"
