#!/usr/bin/env bash
# Do Filmstrip's own C pixel routines (Sources/CFilmstripPixels) give the same bytes on arm64 as on x86-64?
#
# References are often recorded on an Apple-silicon Mac (in an arm64 Linux container) and compared on x86-64 CI, and
# comparisons are exact, so the bytes must not depend on the processor. arm64 has fused multiply-add instructions
# that a compiler may use for `a * b + c` (one rounding instead of two); the shims turn that off in their sources
# (`#pragma STDC FP_CONTRACT OFF` and clang's `#pragma clang fp contract(off)`: SwiftPM refuses unsafe flags in a
# package others depend on, so no -ffp-contract flag can be given in Package.swift).
#
# This builds Scripts/arm64-identity/driver.c with every file of CFilmstripPixels, runs it on fixed inputs (resampling
# with its float intermediate, the perspective warp, polygon and rounded-corner coverage, CIE94 colour differences,
# PNG filtering and Huffman deflate) and compares its output bytes:
#   - x86-64 with the toolchain's clang (SwiftPM's C compiler), at -O0 (debug builds) and -O2/-O3 (release);
#   - arm64 with the same clang (--target=aarch64-linux-gnu, Debian's cross C library) at the same levels, run
#     under qemu-aarch64.
# As a control, the same sources with the pragmas taken out, built for arm64 with -ffp-contract=fast, must differ:
# that shows the inputs reach arithmetic where fused multiply-adds change the result, so the identical runs above
# are not identical by luck. (GCC cannot stand in: the resampler uses clang's vector extensions.)
#
# The Swift code never contracts on its own, but it calls the C library's sin, exp, atan2 and the like, and glibc's
# arm64 build need not round them as its x86-64 build does. So Scripts/arm64-identity/libm.c runs every such function
# the Swift sources call (the script reads the list from the sources and fails on one the driver does not cover) on
# 200,000 inputs each, on both processors, and compares the results bit for bit. Its control is `hypot`, which
# differs on about one input in eight: Filmstrip calls its own `hypotenuse(_:_:)` instead.
#
# pixman, the library the canvas composites with, is the distribution's own build for each processor (with its own
# vector code, and compiled by GCC, which fuses multiply-adds on arm64 unless told not to). Scripts/arm64-identity/
# pixman.c does what the canvas asks of it (gradients, masks, nearest/bilinear/Lanczos3 filtering under a scale and a
# rotation, fills) through Debian's x86-64 and arm64 (libpixman-1-0:arm64) builds and compares each operation: every
# one but the linear and conical gradients must agree; those are known to differ (1 level on 2 of 60,000 pixels,
# 2026-11-28) and their figures are printed, so a scene that draws a gradient layer is not yet byte-identical across
# processors.
#
# What this does not cover: the Swift compiler's own arm64 code (no arm64 Swift toolchain here), and the C libraries Filmstrip draws
# and decodes with (pixman, FreeType, libjpeg-turbo, libpng, libwebp, lcms2), whose arm64 builds are Debian's; see
# the CI article's "Across processors" section for what is and is not shown.
#
# Needs: gcc-aarch64-linux-gnu, libc6-dev-arm64-cross, qemu-user (apt-get install -y ...). Exit 0 when every build
# agrees and the control differs, 1 otherwise.
set -euo pipefail
cd "$(dirname "$0")/.."

for tool in clang aarch64-linux-gnu-gcc qemu-aarch64; do # gcc's package brings the arm64 C runtime clang links
    command -v "$tool" > /dev/null || {
        echo "check-arm64-identity: $tool is missing (apt-get install -y gcc-aarch64-linux-gnu libc6-dev-arm64-cross qemu-user)"
        exit 1
    }
done
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
sources=(Scripts/arm64-identity/driver.c Sources/CFilmstripPixels/*.c)
include=(-ISources/CFilmstripPixels/include)
warnings=(-w)

run_x86() { "$1"; }
run_arm64() { qemu-aarch64 -L /usr/aarch64-linux-gnu "$1"; }

declare -A digests
build_and_run() { # name runner compiler flags...
    local name=$1 runner=$2 compiler=$3
    shift 3
    "$compiler" "$@" "${warnings[@]}" "${include[@]}" "${sources[@]}" -lm -o "$work/$name"
    "$runner" "$work/$name" > "$work/$name.out"
    digests[$name]="$(sha256sum < "$work/$name.out" | cut -c1-16)"
    printf '%-34s %s  %s bytes\n' "$name" "${digests[$name]}" "$(stat -c %s "$work/$name.out")"
}

builds=()
for level in -O0 -O2 -O3; do
    build_and_run "x86-64 clang $level" run_x86 clang "$level"
    builds+=("x86-64 clang $level")
    build_and_run "arm64 clang $level" run_arm64 clang --target=aarch64-linux-gnu "$level"
    builds+=("arm64 clang $level")
done
# The control: the shims without their pragmas, contraction allowed.
mkdir -p "$work/uncontracted"
for file in Sources/CFilmstripPixels/*.c; do
    grep -v -e '^#pragma STDC FP_CONTRACT' -e '^#pragma clang fp contract' "$file" > "$work/uncontracted/${file##*/}"
done
sources=(Scripts/arm64-identity/driver.c "$work"/uncontracted/*.c)
build_and_run "control: arm64 -O2 contract=fast" run_arm64 clang --target=aarch64-linux-gnu -O2 -ffp-contract=fast

# Compares $work/NAME-x86-64.out with $work/NAME-arm64.out, block by block, a block per name in $work/NAME.names,
# in records of RECORD bytes; prints "name:records that differ:largest byte difference" for each block.
compare_blocks() { # NAME RECORD
    python3 - "$work" "$1" "$2" <<'PYTHON'
import sys
work, name, record = sys.argv[1], sys.argv[2], int(sys.argv[3])
names = open(f"{work}/{name}.names").read().split()
x86, arm = (open(f"{work}/{name}-{kind}.out", "rb").read() for kind in ("x86-64", "arm64"))
size = len(x86) // len(names)
for index, block in enumerate(names):
    start = index * size
    records = [i for i in range(start, start + size, record) if x86[i:i + record] != arm[i:i + record]]
    largest = max((abs(x86[i + k] - arm[i + k]) for i in records for k in range(record)), default=0)
    print(f"{block}:{len(records)}:{largest}")
PYTHON
}

# The C library's mathematical functions, as the Swift code calls them.
libm_functions="$(sed -n 's|^/\* FUNCTIONS: \([a-z0-9 ]*\) (.*|\1|p' Scripts/arm64-identity/libm.c)"
called="$(grep -rhoE --include='*.swift' '(^|[^A-Za-z0-9_.])(Foundation\.)?(sin|cos|tan|asin|acos|atan|atan2|sinh|cosh|tanh|exp|exp2|expm1|log|log2|log10|log1p|pow|cbrt|hypot|erf|lgamma|tgamma|fmod|remainder)\(' \
    Sources | sed -E 's/^[^A-Za-z]*(Foundation\.)?//; s/\($//' | sort -u)"
clang -O2 -w Scripts/arm64-identity/libm.c -lm -o "$work/libm-x86-64"
clang --target=aarch64-linux-gnu -O2 -w Scripts/arm64-identity/libm.c -lm -o "$work/libm-arm64"
"$work/libm-x86-64" > "$work/libm-x86-64.out" 2> "$work/libm.names"
run_arm64 "$work/libm-arm64" > "$work/libm-arm64.out" 2> /dev/null
libm_differs="$(compare_blocks libm 8)"

status=0
[ -n "$libm_differs" ] || { echo "the comparison of the C library's functions printed nothing"; exit 1; }
for function in $called; do
    case " $libm_functions " in
    *" $function "*) ;;
    *)
        echo "the Swift sources call $function, which Scripts/arm64-identity/libm.c does not compare across processors"
        status=1
        ;;
    esac
done
for entry in $libm_differs; do
    IFS=: read -r name count _ <<< "$entry"
    if [ "$name" = hypot ]; then
        [ "$count" -gt 0 ] || { echo "the control, hypot, gave the same bits on both: the inputs prove nothing"; status=1; }
        printf '%-34s %s of 200000 results differ (the control; Filmstrip does not call it)\n' "libm hypot" "$count"
    elif [ "$count" -gt 0 ]; then
        echo "DIFFERS: $name, $count of 200000 results between x86-64 and arm64"
        status=1
    fi
done
printf '%-34s %s\n' "libm, as the Swift code calls it" "$(echo $libm_functions): the same bits on both"

# pixman, Debian's build for each processor.
arm64_pixman=/usr/lib/aarch64-linux-gnu/libpixman-1.so.0
if [ ! -e "$arm64_pixman" ]; then
    echo "check-arm64-identity: $arm64_pixman is missing (dpkg --add-architecture arm64; apt-get update;" \
        "apt-get install -y libpixman-1-0:arm64)"
    exit 1
fi
pixman_flags=(-O2 -w $(pkg-config --cflags pixman-1))
clang "${pixman_flags[@]}" Scripts/arm64-identity/pixman.c $(pkg-config --libs pixman-1) -o "$work/pixman-x86-64"
clang --target=aarch64-linux-gnu "${pixman_flags[@]}" Scripts/arm64-identity/pixman.c "$arm64_pixman" -o "$work/pixman-arm64"
"$work/pixman-x86-64" > "$work/pixman-x86-64.out" 2> "$work/pixman.names"
QEMU_LD_PREFIX=/usr/aarch64-linux-gnu LD_LIBRARY_PATH=/usr/lib/aarch64-linux-gnu qemu-aarch64 "$work/pixman-arm64" \
    > "$work/pixman-arm64.out" 2> /dev/null
pixman_differs="$(compare_blocks pixman 4)"
[ -n "$pixman_differs" ] || { echo "the comparison of pixman's builds printed nothing"; exit 1; }
same=0
for entry in $pixman_differs; do
    IFS=: read -r name count largest <<< "$entry"
    if [ "$count" = 0 ]; then
        same=$((same + 1))
    elif [ "$name" = gradient-linear-source ] || [ "$name" = gradient-linear-over ] \
        || [ "$name" = gradient-conical-source ] || [ "$name" = gradient-conical-over ]; then
        printf '%-34s %s of 60000 pixels differ, by at most %s (known: pixman'"'"'s arm64 gradients)\n' \
            "pixman $name" "$count" "$largest"
    else
        echo "DIFFERS: pixman $name, $count of 60000 pixels, by at most $largest, between x86-64 and arm64"
        status=1
    fi
done
printf '%-34s %s of %s operations give the same pixels on both\n' "pixman, Debian's builds" "$same" \
    "$(echo "$pixman_differs" | wc -w)"

reference="${digests["x86-64 clang -O0"]}"
for name in "${builds[@]}"; do
    if [ "${digests[$name]}" != "$reference" ]; then
        echo "DIFFERS: $name (first differing byte: $(cmp "$work/x86-64 clang -O0.out" "$work/$name.out" | head -1))"
        status=1
    fi
done
if [ "${digests["control: arm64 -O2 contract=fast"]}" = "$reference" ]; then
    echo "the control with fused multiply-adds gave the same bytes: the inputs do not reach contractible arithmetic"
    status=1
fi
if [ "$status" = 0 ]; then
    echo "check-arm64-identity: ${#builds[@]} builds (x86-64 and arm64, -O0 to -O3) give the same bytes; the control" \
        "with fused multiply-adds differs; the C library's functions the Swift code calls agree bit for bit; pixman" \
        "agrees but for its gradients"
fi
exit "$status"
