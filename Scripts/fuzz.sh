#!/usr/bin/env bash
# Builds the libFuzzer targets in Fuzz/ with AddressSanitizer + UndefinedBehaviorSanitizer and runs each for a
# while, seeded from fixtures/. A crash, hang or out-of-memory input is copied into the target's regression
# folder (replayed by the unit tests) and the script exits 1.
#
#   Scripts/fuzz.sh [TARGET|all] [SECONDS]     # default: all targets, 30 s each
#   Scripts/fuzz.sh list                       # the target names
#   FUZZ_JOBS=2 Scripts/fuzz.sh png 600        # more workers for a longer session
#
# Targets: jpeg, png (the C shim, C harnesses), resample (the separable resampler, its AVX2 and baseline passes
# compared word for word), prober (ImageProber + ExifReader), decoder (ImageDecoder end to end), scene (scene files:
# SceneLayers + Scene's strict decoding, the description written and read back, each check's reference name taken
# apart by LocalPath), manifest (a sequence's
# manifest.json read, written and read back), diff (two small images through ImageDiff) and results (the shard
# results merge-reports reads: ResultsJSON, merging, the writers, ReportImages.copyConfined); the Swift ones are
# targets of Fuzz/Package, built by SwiftPM with the fuzzer and address sanitizers. Their corpora grow in
# Fuzz/corpus/ (not committed). To add a target NAME, see "Adding a target" in Fuzz/README.md: a build_NAME and a
# seeds_NAME function below, and NAME in TARGETS.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
ROOT="$PWD"

TARGETS=(jpeg png resample prober decoder scene manifest diff results)
BUILD="$ROOT/Fuzz/.build"
CLANG="${CLANG:-$(dirname "$(readlink -f "$(command -v swiftc)")")/clang}"
SANITIZERS="address,undefined"
# How every C file is compiled: debuggable, fast enough to fuzz, and stopping at the first undefined behaviour.
C_FLAGS=(-g -O1 -fno-omit-frame-pointer -fno-sanitize-recover=undefined -I Sources/CFilmstripCodecs/include
         -I Sources/CFilmstripPixels/include)
LIBS=(-ljpeg -lpng -ldeflate)

# --- building blocks -----------------------------------------------------------------------------------------

# The C shim, instrumented for coverage and sanitizers (built once per run), with the PNG row code it calls from
# CFilmstripPixels (the plain-PNG reader: libdeflate inflates, png_rows.c unfilters).
SHIM_SOURCES=(Sources/CFilmstripCodecs/*.c Sources/CFilmstripPixels/png_rows.c)
shim_objects() {
    if [ ! -f "$BUILD/shim/png.o" ] || [ ! -f "$BUILD/shim/png_rows.o" ] \
        || [ "$(find Sources/CFilmstripCodecs Sources/CFilmstripPixels -newer "$BUILD/shim/png.o" | head -1)" ]; then
        mkdir -p "$BUILD/shim"
        for source in "${SHIM_SOURCES[@]}"; do
            "$CLANG" "${C_FLAGS[@]}" -fsanitize=fuzzer-no-link,$SANITIZERS \
                $(pkg-config --cflags libjpeg libpng libdeflate) \
                -c "$source" -o "$BUILD/shim/$(basename "$source" .c).o" || return 1
        done
    fi
    for source in "${SHIM_SOURCES[@]}"; do echo "$BUILD/shim/$(basename "$source" .c).o"; done
}

# c_target NAME HARNESS.c: a C harness linked with the shim.
c_target() {
    local objects; objects="$(shim_objects)" || return 1
    "$CLANG" "${C_FLAGS[@]}" -fsanitize=fuzzer,$SANITIZERS "$2" $objects "${LIBS[@]}" -o "$BUILD/$1" 2>&1 \
        | quiet_linker
}

# The sanitizer runtimes make gold warn about every one of their local symbols; nothing else is dropped.
quiet_linker() { grep -v "warning: Cannot export local symbol" >&2 || true; }

# Small fixtures only: large photos slow every execution down and add no new structure.
small_fixtures() { find "$ROOT/fixtures" -type f \( "$@" \) -size -200k | sort; }

# --- the targets ---------------------------------------------------------------------------------------------

build_jpeg() { c_target jpeg Fuzz/jpeg_fuzzer.c; }
seeds_jpeg() { small_fixtures -iname '*.jpg' -o -iname '*.jpeg'; }

build_png() { c_target png Fuzz/png_fuzzer.c; }
seeds_png() { small_fixtures -iname '*.png'; }

# The resampler alone, instrumented like the shim. Its inputs are parameters, not files: no seeds, and its crash
# inputs (fixtures/fuzz-regressions/resample) are replayed by every later run of this target.
build_resample() {
    mkdir -p "$BUILD"
    "$CLANG" "${C_FLAGS[@]}" -fsanitize=fuzzer,$SANITIZERS Fuzz/resample_fuzzer.c Sources/CFilmstripPixels/resample.c \
        -o "$BUILD/resample" 2>&1 | quiet_linker
}
seeds_resample() { :; }

build_prober() { spm_target ProberFuzzer prober; }
seeds_prober() { small_fixtures -iname '*.jpg' -o -iname '*.png'; }

build_decoder() { spm_target DecoderFuzzer decoder; }
seeds_decoder() { small_fixtures -iname '*.jpg' -o -iname '*.png'; }

# The scene decoder and the diff sit on the whole library: Fuzz/Package builds them with SwiftPM's fuzzer
# sanitizer, so every module they reach is instrumented (a few minutes the first time, then incremental).
spm_target() {
    local product="$1" name="$2" log="$BUILD/$2-build.log"
    mkdir -p "$BUILD"
    # SwiftPM passes its sanitizers to swiftc as separate -sanitize= flags in a random order, and swiftc keeps only
    # the last: when that was `address`, the Swift code had no coverage and libFuzzer searched blind. The joined
    # flag after them always names both.
    if ! swift build --package-path "$ROOT/Fuzz/Package" --scratch-path "$BUILD/spm" --sanitize fuzzer \
        --sanitize address -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library --product "$product" \
        >"$log" 2>&1; then
        grep -E "error" "$log" | head -5 >&2 || true
        echo "building $product failed (log: $log)" >&2
        exit 2
    fi
    cp "$BUILD/spm/debug/$product" "$BUILD/$name"
    # A harness over the whole library has tens of thousands of coverage counters; a few hundred means only the C
    # code was instrumented.
    local counters
    counters="$("$BUILD/$name" -runs=0 2>&1 | sed -n 's/.*(\([0-9]*\) inline 8-bit counters).*/\1/p' | head -1)"
    if [ "${counters:-0}" -lt 5000 ]; then
        echo "$product has ${counters:-no} coverage counters: its Swift code is not instrumented" >&2
        exit 2
    fi
}

build_scene() { spm_target SceneFuzzer scene; }
seeds_scene() { find "$ROOT/fixtures/scenes" "$ROOT/fixtures/suite" -name '*.json' | sort; }

# A sequence reference's manifest.json, read back and written again: the fixtures' manifests (written by `frames`).
build_manifest() { spm_target ManifestFuzzer manifest; }
seeds_manifest() { find "$ROOT/fixtures/manifests" -name '*.json' | sort; }

build_diff() { spm_target DiffFuzzer diff; }
seeds_diff() { small_fixtures -iname 'basn*.png'; }

# Shard results as merge-reports reads them (from jobs a pull request controls): decoding, the round trip, the
# merge, the report writers and the confined copy of their images.
build_results() { spm_target ResultsFuzzer results; }
seeds_results() { find "$ROOT/fixtures/results" -name '*.json' | sort; }

# Where a target's crash inputs go: the decode targets share the decoder tests' corpus; the scene, diff and results
# targets' inputs are replayed by FuzzRegressionTests in FilmstripTests, the manifest target's by
# SequenceManifestTests.
regressions_dir() {
    case "$1" in
        scene|manifest|diff|resample|results) echo "$ROOT/fixtures/fuzz-regressions/$1" ;;
        *) echo "$ROOT/Tests/FilmstripDecodeTests/Regressions/$1" ;;
    esac
}

# --- running -------------------------------------------------------------------------------------------------

run_target() {
    local name="$1" seconds="$2"
    local corpus="$ROOT/Fuzz/corpus/$name" artifacts="$BUILD/artifacts/$name" log="$BUILD/$name.log"
    # Called after `||`, this function runs without errexit: a failed build must stop it here, or the binary of
    # an earlier build would be fuzzed in its place.
    "build_$name" || { echo "building $name failed" >&2; exit 2; }
    mkdir -p "$corpus" "$artifacts"
    # The seeds join the corpus each run (libFuzzer keeps only inputs that add coverage).
    local seeds="$BUILD/seeds/$name"
    rm -rf "$seeds" && mkdir -p "$seeds"
    "seeds_$name" | while read -r file; do cp "$file" "$seeds/"; done
    local regressions; regressions="$(regressions_dir "$name")"
    [ -d "$regressions" ] && cp "$regressions"/* "$seeds/" 2>/dev/null || true
    local status=0 parallel=()
    # With FUZZ_JOBS > 1 libFuzzer runs that many workers, each logging to fuzz-N.log in the current folder.
    [ "${FUZZ_JOBS:-1}" -gt 1 ] && parallel=(-jobs="$FUZZ_JOBS" -workers="$FUZZ_JOBS")
    # LeakSanitizer reads Swift pointers stored with an enum's tag bits (a String or array inside an enum payload)
    # as leaks, so only the C targets check for leaks; ASan's other checks apply to every target.
    local leaks=1
    case "$name" in jpeg|png|resample) ;; *) leaks=0 ;; esac
    (cd "$BUILD" && ASAN_OPTIONS="detect_leaks=$leaks:allocator_may_return_null=1" \
        UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1" \
        "$BUILD/$name" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=262144 \
        "${parallel[@]}" -print_final_stats=1 -artifact_prefix="$artifacts/" "$corpus" "$seeds" \
        >"$log" 2>&1) || status=$?
    if [ "${#parallel[@]}" -gt 0 ]; then cat "$BUILD"/fuzz-*.log >>"$log"; rm -f "$BUILD"/fuzz-*.log; fi
    local runs; runs="$(grep -E '^stat::number_of_executed_units' "$log" | awk '{s+=$2} END {print s+0}')"
    local found=("$artifacts"/crash-* "$artifacts"/timeout-* "$artifacts"/oom-* "$artifacts"/leak-*)
    local new=0
    for file in "${found[@]}"; do
        [ -f "$file" ] || continue
        mkdir -p "$regressions"
        cp "$file" "$regressions/" && new=$((new + 1))
        rm -f "$file"
    done
    echo "$name: $runs executions in ${seconds} s, corpus $(ls "$corpus" | wc -l) files, exit $status, $new new crash inputs"
    if [ "$status" != 0 ] || [ "$new" != 0 ]; then
        grep -E "ERROR|SUMMARY|Fatal error|runtime error" "$log" | head -5 >&2 || true
        echo "  log: $log; inputs copied to $regressions" >&2
        return 1
    fi
}

target="${1:-all}"
seconds="${2:-30}"
if [ "$target" = list ]; then printf '%s\n' "${TARGETS[@]}"; exit 0; fi
if [ "$target" = all ]; then selected=("${TARGETS[@]}"); else selected=("$target"); fi
failed=0
for name in "${selected[@]}"; do
    declare -F "build_$name" >/dev/null || { echo "unknown target $name (have: ${TARGETS[*]})" >&2; exit 64; }
    run_target "$name" "$seconds" || failed=1
done
exit "$failed"
