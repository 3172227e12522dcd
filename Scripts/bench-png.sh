#!/usr/bin/env bash
# PNG writing at each --compression level: output size and time against BASE (default e3a1076, the last commit
# whose `default` and `best` went through libpng and zlib 6 / 9), both built in release in the same run.
#   1. Bytes of each level for six images: five rendered frames (every style, @2x and a styled @3x) and a photo.
#   2. Time of `filmstrip decode IMAGE --compression LEVEL` on the @3x frame (process start and the decode of a
#      fast PNG included; they are the same on both sides).
#   3. Time of recording a small suite, `filmstrip test --update` (two stills and a 53-frame fling), on one thread
#      and on all: references are written at `default` (BASE wrote them at `best`), and since 4d58c77 a lone
#      scene's frames are checked across cores.
#   4. Time of comparing that suite with its references.
#
# Usage: Scripts/bench-png.sh [BASE]   RUNS=N (default 10)
#        OLD_FILMSTRIP=path skips building BASE; FILMSTRIP=path picks this side's binary (e.g. a debug build).
source "$(dirname "$0")/lib/bench-common.sh"
base="${1:-e3a1076}"

old_filmstrip "$base"

# The inputs, written fast (cheap to decode), by this checkout.
mkdir -p "$WORK/in"
tags="swift,ios,collection view,UICollectionViewFlowLayout,left aligned,tags,Linux,snapshot,PNG"
render() { "$FILMSTRIP" render "${@:2}" --compression fast -o "$WORK/in/$1.png"; }
render slider --index 3
render tags --style tags --tags "$tags" --height 140
render paging --style paging --index 1
render banner --style banner --index 1
render styled --index 1 --scale 3 --corner-radius 12 --shadow-opacity 0.3
"$FILMSTRIP" decode fixtures/photos/07-picosdeeuropa-orientation6.jpg --compression fast -o "$WORK/in/photo.png" 2>/dev/null

echo "1. bytes written ($base / this checkout)"
printf '%-8s %26s %26s %26s\n' image fast default best
for image in slider tags paging banner styled photo; do
    printf '%-8s' "$image"
    for level in fast default best; do
        "$OLD_FILMSTRIP" decode "$WORK/in/$image.png" --compression "$level" -o "$WORK/old-$image-$level.png" 2>/dev/null
        "$FILMSTRIP" decode "$WORK/in/$image.png" --compression "$level" -o "$WORK/new-$image-$level.png" 2>/dev/null
        old=$(stat -c %s "$WORK/old-$image-$level.png"); new=$(stat -c %s "$WORK/new-$image-$level.png")
        printf ' %9d / %9d (%+5.1f%%)' "$old" "$new" "$(python3 -c "print(($new / $old - 1) * 100)")"
    done
    echo
done

echo
echo "2. decode the @3x frame (1170x360) and write it at each level"
commands=()
for level in default best fast; do
    commands+=(-n "$level, $base" "$OLD_FILMSTRIP decode $WORK/in/styled.png --compression $level --overwrite -o $WORK/old.png"
               -n "$level, this checkout" "$FILMSTRIP decode $WORK/in/styled.png --compression $level --overwrite -o $WORK/new.png")
done
bench "${commands[@]}"

echo
echo "3. record a suite: filmstrip test --update (2 stills, a fling of 53 frames, 780x240)"
mkdir -p "$WORK/old-suite" "$WORK/new-suite"
scene='{"photos": ["'"$PWD"'/fixtures/photos"], "checks": [{"name": "start"}, {"name": "third", "index": 3},
        {"name": "fling", "frames": {"fling": 800, "fps": 30}}]}'
echo "$scene" >"$WORK/old-suite/slider.json"
echo "$scene" >"$WORK/new-suite/slider.json"
bench -n "test --update --threads 1, $base" "cd $WORK/old-suite && $OLD_FILMSTRIP test --update --threads 1" \
      -n "test --update --threads 1, this checkout" "cd $WORK/new-suite && $FILMSTRIP test --update --threads 1 --photos-root $PWD/fixtures/photos" \
      -n "test --update, $base" "cd $WORK/old-suite && $OLD_FILMSTRIP test --update" \
      -n "test --update, this checkout" "cd $WORK/new-suite && $FILMSTRIP test --update --photos-root $PWD/fixtures/photos"
echo "references: $(du -sb "$WORK/old-suite/__snapshots__" | cut -f1) bytes ($base), $(du -sb "$WORK/new-suite/__snapshots__" | cut -f1) bytes (this checkout)"

echo
echo "4. compare the same suite with its references: filmstrip test --record never"
bench -n "test, $base" "cd $WORK/old-suite && $OLD_FILMSTRIP test --record never" \
      -n "test, this checkout" "cd $WORK/new-suite && $FILMSTRIP test --record never --photos-root $PWD/fixtures/photos"
