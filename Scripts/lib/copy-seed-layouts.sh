# Sourced by uikit-conformance.sh and bench-frames.sh: copies the seeds' layout classes from the folder in
# $conformance into Examples/UIKitLayouts (gitignored there), changing only `import UIKit` to
# `import FilmstripUIKit`, and stops if anything else would differ.
[ -d "$conformance" ] || { echo "no folder $conformance (the seeds' UIKit layout classes)" >&2; exit 2; }
seeds=Examples/UIKitLayouts/Sources/SeedCarousels/Seeds
rm -f "$seeds"/*.swift
for file in "$conformance"/*.swift; do
    sed 's/^import UIKit$/import FilmstripUIKit/' "$file" > "$seeds/$(basename "$file")"
    if ! diff <(grep -v '^import ' "$file") <(grep -v '^import ' "$seeds/$(basename "$file")") > /dev/null; then
        echo "$(basename "$file") would change beyond its import line" >&2
        exit 1
    fi
    echo "copied $(basename "$file") with its import line changed" >&2
done
