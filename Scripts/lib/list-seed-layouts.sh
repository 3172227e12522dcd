# Sourced by uikit-conformance.sh and bench-frames.sh: names the seeds' layout classes in the folder $conformance
# (its top level) in Examples/UIKitLayouts/Sources/SeedCarousels/uikit-sources.txt (not committed), so that the
# LinuxUIKitSources build plugin compiles them as they are, not even their `import UIKit` changed.
[ -d "$conformance" ] || { echo "no folder $conformance (the seeds' UIKit layout classes)" >&2; exit 2; }
list=Examples/UIKitLayouts/Sources/SeedCarousels/uikit-sources.txt
echo "# Written by Scripts/lib/list-seed-layouts.sh: the seeds' layout classes, compiled unedited." > "$list"
for file in "$conformance"/*.swift; do
    realpath "$file" >> "$list"
    echo "listed $(basename "$file"), compiled as it is" >&2
done
