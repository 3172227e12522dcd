# Sourced by uikit-conformance.sh and bench-frames.sh: names the seeds' layout classes in the folder $conformance
# (its top level) in Examples/UIKitLayouts/Sources/SeedCarousels/uikit-sources.txt, and each seed's views, cells and
# view controllers (views/, with the layout class they use) in Sources/SeedViewsNNN/uikit-sources.txt (none
# committed), so that the LinuxUIKitSources build plugin compiles them as they are, not even their `import UIKit`
# changed. A seed's files go in a module of their own, since two seeds each declare a `ViewController`.
[ -d "$conformance" ] || { echo "no folder $conformance (the seeds' UIKit layout classes)" >&2; exit 2; }
list=Examples/UIKitLayouts/Sources/SeedCarousels/uikit-sources.txt
echo "# Written by Scripts/lib/list-seed-layouts.sh: the seeds' layout classes, compiled unedited." > "$list"
for file in "$conformance"/*.swift; do
    realpath "$file" >> "$list"
    echo "listed $(basename "$file"), compiled as it is" >&2
done
for seed in 000 003 004; do
    list="Examples/UIKitLayouts/Sources/SeedViews$seed/uikit-sources.txt"
    echo "# Written by Scripts/lib/list-seed-layouts.sh: seed $seed's app files, compiled unedited." > "$list"
    for file in "$conformance"/seed${seed}_*.swift "$conformance"/views/seed${seed}_*.swift; do
        [ -e "$file" ] || continue
        realpath "$file" >> "$list"
        echo "listed $(basename "$file") for SeedViews$seed, compiled as it is" >&2
    done
done
