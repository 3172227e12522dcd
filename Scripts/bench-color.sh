#!/usr/bin/env bash
# The cost of colour management on a 24 MP photo: the same JPEG decoded untagged and with an embedded Display P3
# profile (inserted as an APP2 segment, pixels untouched), at full size (`filmstrip decode`) and as a 240 px
# thumbnail (shrink-on-load, so the transform runs on the 1/8 image). Prints hyperfine's table; the difference
# between the two rows of a pair is the transform's cost.
# Usage: swift build -c release && Scripts/bench-color.sh [PHOTO.jpg]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
filmstrip=${FILMSTRIP:-$root/.build/release/filmstrip}
photo=${1:-$root/../shared/photos/derived/seeding_24mp_q90.jpg}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$photo" "$work/plain.jpg"
python3 - "$photo" "$root/fixtures/color/display-p3.icc" "$work/p3.jpg" <<'PY'
import struct, sys
data, icc = open(sys.argv[1], "rb").read(), open(sys.argv[2], "rb").read()
segment = b"\xff\xe2" + struct.pack(">H", 2 + 14 + len(icc)) + b"ICC_PROFILE\0\x01\x01" + icc
open(sys.argv[3], "wb").write(data[:2] + segment + data[2:])
PY
"$filmstrip" probe "$work/p3.jpg"
hyperfine -N -w 1 -r 5 \
    -n "decode untagged" "$filmstrip decode $work/plain.jpg -o $work/a.png --overwrite" \
    -n "decode Display P3 -> sRGB" "$filmstrip decode $work/p3.jpg -o $work/b.png --overwrite" \
    -n "thumbnail untagged" "$filmstrip thumbnail $work/plain.jpg --height 240 -o $work/t1 --overwrite" \
    -n "thumbnail Display P3 -> sRGB" "$filmstrip thumbnail $work/p3.jpg --height 240 -o $work/t2 --overwrite"
