#!/usr/bin/env bash
# Compiles real open-source iOS screens built around a UICollectionView (Scripts/real-screens.tsv: banner pagers,
# card stacks, carousels, grids), unedited, with the libraries they import, through the LinuxUIKitSources build
# plugin (Integrations/LinuxUIKit) in a scratch package outside the repository; renders each through
# UIKitViewStyle or UIKitViewControllerStyle with set-up code of our own (Scripts/real-screens/NAME.swift, compiled
# into the screen's module), at its opening offset and scrolled; writes both frames as PNGs to look at; and prints
# one line per screen. The code is read from the local mirror of each repository at the listed commit and is never
# copied into the repository. The scenes' photos are the project's fixtures, also under the names the demos ask
# `UIImage(named:)` for (Scripts/real-screens/photo-names.txt). A screen whose repository or commit is not in the
# mirror prints "skipped: not fetched", is not counted as passing and does not fail the check. The check fails when
# a screen listed as `pass` does not compile or render, or one listed as `fail: ...` now renders (so the list
# stays true). A screen renders when its opening frame shows what its row's last column says it must (so a screen
# that opens at the wrong place, or leaves its collection view blank, fails): `centred N`, item N's centre at the
# collection view's centre along the scroll axis; `drawn X Y W H`, something drawn in that area of the screen (in
# points: more than one colour there, where a blank area has one); several joined by ';'.
#
#   Scripts/real-screens-check.sh [--only NAME]
#
# FILMSTRIP_MIRROR is the mirror (default: the checkout's own .mirror folder, ignored by git; a bare repository per
# OWNER+NAME/repo: `git clone --mirror https://github.com/OWNER/NAME .mirror/OWNER+NAME/repo`); REAL_SCREENS_OUT where the PNGs go
# (default .build/real-screens); REAL_SCREENS_BUILD a build folder to reuse between runs (default: a new one,
# removed at the end; Scripts/real-layouts-check.sh's REAL_LAYOUTS_BUILD folder may be shared); REAL_SCREENS_KEEP=1
# keeps the scratch package and its logs.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
mirror="${FILMSTRIP_MIRROR:-$root/.mirror}"
out="${REAL_SCREENS_OUT:-$root/.build/real-screens}"
only=""
if [ "${1:-}" = "--only" ]; then only="$2"; fi

scratch="$(mktemp -d)"
build="${REAL_SCREENS_BUILD:-$scratch/.build}"
[ -n "${REAL_SCREENS_KEEP:-}" ] && echo "real-screens-check: keeping $scratch" >&2 || trap 'rm -rf "$scratch"' EXIT
package="$scratch/RealScreens"
mkdir -p "$package/Sources" "$scratch/app" "$out"

# Writes the files `paths` (';' between them) of `repo` at `commit`, byte for byte, into folder $4; fails when the
# repository or commit is not in the mirror.
copy_files() { # repo commit paths folder
    local git_dir="$mirror/${1/\//+}/repo" path
    git --git-dir="$git_dir" cat-file -e "$2^{commit}" 2>/dev/null || return 1
    mkdir -p "$4"
    IFS=';' read -r -a files <<< "$3"
    for path in "${files[@]}"; do
        git --git-dir="$git_dir" show "$2:$path" > "$4/$(basename "$path")" || return 1
    done
}

# A module's target: the plugin compiles the files in app/FOLDER; `deps` are the modules it imports.
make_target() { # target folder deps...
    local target="$1" folder="$2"
    shift 2
    mkdir -p "$package/Sources/$target"
    printf '# The files as published, unedited: the plugin compiles Linux-ready copies of them.\n../../../app/%s\n' \
        "$folder" > "$package/Sources/$target/uikit-sources.txt"
    # SwiftPM drops a target with no Swift file of its own before the plugin adds the published ones.
    echo "// $target: its files are the ones uikit-sources.txt lists." > "$package/Sources/$target/Module.swift"
    deps[$target]="$*"
}

names=()
declare -A expected looks status reason deps libraries
while IFS=$'\t' read -r name repo commit libs paths license expect look; do
    [[ -z "$name" || "$name" == \#* ]] && continue
    [[ -n "$only" && "$name" != "$only" ]] && continue
    case "$license" in MIT | BSD* | Apache*) ;; *) echo "$name: license $license is not MIT, BSD or Apache" >&2; exit 1 ;; esac
    names+=("$name")
    expected[$name]="$expect"
    looks[$name]="${look:--}"
    if [[ "$expect" == pass && "${looks[$name]}" == - ]]; then
        echo "$name: a screen listed as pass names what its opening frame shows (the last column)" >&2
        exit 1
    fi
    status[$name]="pending"
    reason[$name]=""
    # The libraries the screen imports, each a module of its own: MODULE=paths from the screen's repository, or
    # MODULE=OWNER/NAME@COMMIT:paths from another; '|' between them.
    imports=()
    if [ "$libs" != "-" ]; then
        IFS='|' read -r -a entries <<< "$libs"
        for entry in "${entries[@]}"; do
            module="${entry%%=*}" spec="${entry#*=}"
            lib_repo="$repo" lib_commit="$commit" lib_paths="$spec"
            if [[ "$spec" == */*@*:* ]]; then
                lib_repo="${spec%%@*}" rest="${spec#*@}"
                lib_commit="${rest%%:*}" lib_paths="${rest#*:}"
            fi
            imports+=("$module")
            [ -n "${libraries[$module]:-}" ] && continue
            if ! copy_files "$lib_repo" "$lib_commit" "$lib_paths" "$scratch/app/libraries/$module"; then
                status[$name]="skipped: not fetched"
                reason[$name]="$lib_repo at $lib_commit is not in $mirror"
                break
            fi
            libraries[$module]="$lib_repo"
            make_target "$module" "libraries/$module"
        done
    fi
    [ "${status[$name]}" = pending ] || continue
    if ! copy_files "$repo" "$commit" "$paths" "$scratch/app/screens/$name"; then
        status[$name]="skipped: not fetched"
        reason[$name]="$repo at $commit is not in $mirror"
        continue
    fi
    make_target "RealScreen$name" "screens/$name" RealScreenSupport "${imports[@]}"
    cp "Scripts/real-screens/$name.swift" "$package/Sources/RealScreen$name/RealScreenSetUp.swift"
done < Scripts/real-screens.tsv

# The scenes' photos: the fixtures, and the same photos in turn under the names the demos' code asks for.
photos="$scratch/photos"
mkdir -p "$photos"
fixtures=("$root"/fixtures/photos/*)
for fixture in "${fixtures[@]}"; do ln -s "$fixture" "$photos/$(basename "$fixture")"; done
index=0
while read -r photo_name; do
    [[ -z "$photo_name" || "$photo_name" == \#* ]] && continue
    fixture="${fixtures[$((index % ${#fixtures[@]}))]}"
    ln -s "$fixture" "$photos/$photo_name.${fixture##*.}"
    index=$((index + 1))
done < Scripts/real-screens/photo-names.txt

mkdir -p "$package/Sources/RealScreenSupport"
cp Scripts/real-screens/Support/*.swift "$package/Sources/RealScreenSupport/"

write_package() { # $1: the screen targets the renderer depends on
    {
        echo '// swift-tools-version:6.1'
        echo 'import PackageDescription'
        echo 'let modules: [(String, [String])] = ['
        for target in "${!deps[@]}"; do
            local list=""
            for dep in ${deps[$target]}; do list+="\"$dep\", "; done
            echo "    (\"$target\", [${list%, }]),"
        done
        echo ']'
        echo "let rendered: [String] = [$1]"
        cat <<SWIFT
let package = Package(
    name: "RealScreens",
    dependencies: [
        .package(name: "Filmstrip", path: "$root"),
        .package(name: "LinuxUIKit", path: "$root/Integrations/LinuxUIKit"),
    ],
    targets: [
        // What several set-ups share, in one module of its own.
        .target(
            name: "RealScreenSupport", dependencies: [.product(name: "UIKit", package: "LinuxUIKit")],
            swiftSettings: [.swiftLanguageMode(.v5)])
    ] + modules.map { name, imports in
        .target(
            name: name,
            dependencies: imports.map { .target(name: \$0) } + [.product(name: "UIKit", package: "LinuxUIKit")],
            exclude: ["uikit-sources.txt"], swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [.plugin(name: "LinuxUIKitSources", package: "LinuxUIKit")])
    } + [
        .executableTarget(
            name: "render-real-screens",
            dependencies: rendered.map { .target(name: \$0) } + [.product(name: "Filmstrip", package: "Filmstrip")])
    ]
)
SWIFT
    } > "$package/Package.swift"
}

write_package ""
mkdir -p "$package/Sources/render-real-screens"
echo 'print("no screen compiled")' > "$package/Sources/render-real-screens/main.swift"
compiled=()
for name in "${names[@]}"; do
    [ "${status[$name]}" = "pending" ] || continue
    log="$scratch/$name.log"
    if swift build --package-path "$package" --scratch-path "$build" --target "RealScreen$name" > "$log" 2>&1; then
        compiled+=("$name")
        echo "$name: compiled" >&2
    else
        status[$name]="does not compile"
        # The first error in the published files, else the first one (in the set-up).
        reason[$name]="$( (grep ": error: " "$log" | grep -F "$scratch/app/"; grep ": error: " "$log") | head -1 \
            | sed "s|$scratch/app/screens/||;s|$scratch/app/libraries/||;s|$package/Sources/||" || true)"
        echo "$name: does not compile: ${reason[$name]}" >&2
    fi
done

# One executable renders every screen that compiled: the frame it opens at and one scrolled a page on.
if [ ${#compiled[@]} -gt 0 ]; then
    list="$(printf '"RealScreen%s", ' "${compiled[@]}")"
    write_package "${list%, }"
    {
        echo '// Renders each compiled screen at its opening offset and scrolled, writes both frames, and counts colours.'
        echo 'import Filmstrip'
        echo 'import FilmstripUIKit'
        for name in "${compiled[@]}"; do echo "import RealScreen$name"; done
        echo 'let styles: [(String, any CarouselStyle)] = ['
        for name in "${compiled[@]}"; do echo "    (\"$name\", RealScreen$name.realScreenStyle),"; done
        echo ']'
        cat <<SWIFT
// One screen per run (its name the first argument, the PNGs' folder the second, what its opening frame must show
// the third), so that a screen that crashes takes no other down with it.
let output = CommandLine.arguments[2]
let looks = CommandLine.arguments[3].split(separator: ";").map { \$0.split(separator: " ").map(String.init) }
for (name, style) in styles where name == CommandLine.arguments[1] {
    do {
        var scene = Scene(photoPaths: ["$photos"])
        scene.style = style
        let prepared = try PreparedScene(scene: scene)
        let start = try prepared.startOffset()
        // A page on: the next item centred where the layout can say so, else half the view, within the range.
        let range = prepared.layout.offsetRange
        let view = prepared.layout.scrollAxis == .horizontal
            ? prepared.layout.viewSize.width : prepared.layout.viewSize.height
        let next = prepared.layout.offset(centeringItem: 1) ?? start + view / 2
        let scrolled = min(max(next == start ? start + view / 2 : next, range.min), range.max)
        var digests: [UInt64] = []
        var colourCounts: [Int] = []
        var wrong: [String] = []
        let along = { (frame: Rect) in prepared.layout.scrollAxis == .horizontal ? frame.midX : frame.midY }
        for look in looks where look.first == "centred" && look.count == 2 {
            let item = Int(look[1]) ?? -1
            let cell = prepared.layout.visibleAttributes(atOffset: start).first { \$0.kind == .cell && \$0.index == item }
            let centre = cell.map { along(\$0.frame) - start }
            if centre.map({ abs(\$0 - view / 2) > 0.5 }) ?? true {
                wrong.append("item \(item)'s centre is \(centre.map { "at \(\$0) pt" } ?? "off screen"), not at \(view / 2) pt")
            }
        }
        for (suffix, offset) in [("", start), ("-scrolled", scrolled)] {
            let frame = try prepared.render(atOffset: offset)
            var colours = Set<UInt32>()
            for index in stride(from: 0, to: frame.pixels.count, by: 4) {
                colours.insert(frame.pixels[index..<index + 4].reduce(0) { \$0 << 8 | UInt32(\$1) })
            }
            colourCounts.append(colours.count)
            // Each area that must be drawn, in points, counted in the opening frame.
            for look in looks where suffix.isEmpty && look.first == "drawn" && look.count == 5 {
                let area = look.dropFirst().map { (Int(\$0) ?? 0) * scene.view.scale }
                var seen = Set<UInt32>()
                for y in max(area[1], 0)..<min(area[1] + area[3], frame.height) {
                    for x in max(area[0], 0)..<min(area[0] + area[2], frame.width) {
                        let index = (y * frame.width + x) * 4
                        seen.insert(frame.pixels[index..<index + 4].reduce(0) { \$0 << 8 | UInt32(\$1) })
                    }
                }
                if seen.count < 2 { wrong.append("\(look.joined(separator: " ")) shows \(seen.count) colours") }
            }
            // FNV-1a of the pixels: two frames that draw the same differ nowhere here.
            digests.append(frame.pixels.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { (\$0 ^ UInt64(\$1)) &* 0x100_0000_01b3 })
            try AtomicFileWriter(overwrite: true).write(try PNGEncoder().encode(frame), to: "\(output)/\(name)\(suffix).png")
        }
        let scrolls = digests[0] != digests[1]
        // A screen drawn has text, photos or edges: dozens of colours at least; a blank frame has one or two.
        let verdict = colourCounts[0] < 16 ? "renders blank" : wrong.isEmpty ? "renders" : "renders wrong"
        print(
            "\(verdict)\t\(wrong.map { \$0 + "; " }.joined())\(Int(view)) pt, offsets \(start) and \(scrolled),"
                + " \(colourCounts[0]) and \(colourCounts[1]) colours, \(scrolls ? "scrolls" : "the same when scrolled")")
    } catch {
        print("does not render\t\(error)")
    }
}
SWIFT
    } > "$package/Sources/render-real-screens/main.swift"
    if swift build --package-path "$package" --scratch-path "$build" --product render-real-screens \
        > "$scratch/render.log" 2>&1; then
        for name in "${compiled[@]}"; do
            exit_status=0
            result="$("$build/debug/render-real-screens" "$name" "$out" "${looks[$name]}" 2> "$scratch/$name.render.log")" \
                || exit_status=$?
            if [ "$exit_status" != 0 ]; then
                status[$name]="crashes"
                reason[$name]="the renderer stopped with status $exit_status: $(grep -m1 -a 'rror\|crashed' \
                    "$scratch/$name.render.log" | sed 's/\x1b\[[0-9;]*[mK]//g;s/\*//g' || true)"
                continue
            fi
            status[$name]="${result%%$'\t'*}"
            reason[$name]="${result#*$'\t'}"
        done
    else
        grep -m5 ": error: " "$scratch/render.log" >&2 || tail -20 "$scratch/render.log" >&2
        echo "real-screens-check: the renderer did not build" >&2
        exit 1
    fi
fi

fetched=0 passing=0 unexpected=0
for name in "${names[@]}"; do
    printf '%-28s %s (%s)\n' "$name" "${status[$name]}" "${reason[$name]}"
    [ "${status[$name]}" = "skipped: not fetched" ] && continue
    fetched=$((fetched + 1))
    [ "${status[$name]}" = "renders" ] && passing=$((passing + 1))
    if [[ "${expected[$name]}" == pass && "${status[$name]}" != renders ]] \
        || [[ "${expected[$name]}" != pass && "${status[$name]}" == renders ]]; then
        echo "  expected: ${expected[$name]}" >&2
        unexpected=$((unexpected + 1))
    fi
done
echo "real screens: $passing of $fetched compile unedited and render ($(( ${#names[@]} - fetched )) skipped: not fetched); frames in $out"
[ "$unexpected" = 0 ] || { echo "real-screens-check: $unexpected screen(s) differ from Scripts/real-screens.tsv" >&2; exit 1; }
