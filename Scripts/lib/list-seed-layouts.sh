# Sourced by uikit-conformance.sh and bench-frames.sh: names the seeds' layout classes in the folder $conformance
# (its top level: the thumbnail slider's and the peeking pager's) in
# Examples/UIKitLayouts/Sources/AppCarousels/uikit-sources.txt, and each seed's views, cells and view controllers
# (views/, with the layout class they use) in the uikit-sources.txt of its app's module (ThumbnailSliderViews,
# PeekPagerViews, CarouselBannerViews; none committed), so that the LinuxUIKitSources build plugin compiles them as
# they are, not even their `import UIKit` changed. An app's files go in a module of their own, since two of them each
# declare a `ViewController`.
[ -d "$conformance" ] || { echo "no folder $conformance (the seeds' UIKit layout classes)" >&2; exit 2; }
list=Examples/UIKitLayouts/Sources/AppCarousels/uikit-sources.txt
echo "# Written by Scripts/lib/list-seed-layouts.sh: the thumbnail slider's and the peeking pager's layout classes" \
    "as their apps wrote them, compiled unedited." > "$list"
for file in "$conformance"/*.swift; do
    realpath "$file" >> "$list"
    echo "listed $(basename "$file") for AppCarousels, compiled as it is" >&2
done
# seed number, the module of its app's files, and what they are.
for app in "000 ThumbnailSliderViews the thumbnail slider's view, cell and layout" \
    "003 PeekPagerViews the peeking pager's view controller and layout" \
    "004 CarouselBannerViews the carousel banner's view controller, data source, cell and footer"; do
    read -r seed module description <<< "$app"
    list="Examples/UIKitLayouts/Sources/$module/uikit-sources.txt"
    echo "# Written by Scripts/lib/list-seed-layouts.sh: $description as the app wrote them, compiled unedited." \
        > "$list"
    for file in "$conformance"/seed${seed}_*.swift "$conformance"/views/seed${seed}_*.swift; do
        [ -e "$file" ] || continue
        realpath "$file" >> "$list"
        echo "listed $(basename "$file") for $module, compiled as it is" >&2
    done
done
