#!/usr/bin/env bash
# Compiles real open-source UICollectionViewLayout subclasses (Scripts/real-layouts.tsv), unedited, through the
# LinuxUIKitSources build plugin (Integrations/LinuxUIKit) in a scratch package outside the repository, renders a
# frame of each through UIKitLayoutStyle with the set-up in Scripts/real-layouts/NAME.swift (what set-ups share is
# in Support/, the module RealLayoutSupport), and prints the share
# that compiles and renders. Their code is read from the local mirror of each repository at the listed commit and is
# never copied into the repository; a layout whose repository or commit is not in the mirror is "not fetched" and
# does not fail the check. The check fails when a layout listed as `pass` does not compile or render, or one listed
# as `fail: ...` now passes (so the README's list stays true).
#
#   Scripts/real-layouts-check.sh [--only NAME]
#
# FILMSTRIP_MIRROR is the mirror (default: the checkout's own .mirror folder, ignored by git; a bare repository per
# OWNER+NAME/repo: `git clone --mirror https://github.com/OWNER/NAME .mirror/OWNER+NAME/repo`);
# REAL_LAYOUTS_BUILD a build folder to reuse between runs (default: a new one, removed at the end).
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
mirror="${FILMSTRIP_MIRROR:-$root/.mirror}"
only=""
if [ "${1:-}" = "--only" ]; then only="$2"; fi

scratch="$(mktemp -d)"
build="${REAL_LAYOUTS_BUILD:-$scratch/.build}"
trap 'rm -rf "$scratch"' EXIT
package="$scratch/RealLayouts"
mkdir -p "$package/Sources/RealLayoutSupport" "$scratch/app"
cp Scripts/real-layouts/Support/*.swift "$package/Sources/RealLayoutSupport/"

names=()
declare -A expected status reason
while IFS=$'\t' read -r name repo commit paths license expect; do
    [[ -z "$name" || "$name" == \#* ]] && continue
    [[ -n "$only" && "$name" != "$only" ]] && continue
    case "$license" in MIT | BSD* | Apache*) ;; *) echo "$name: license $license is not MIT, BSD or Apache" >&2; exit 1 ;; esac
    names+=("$name")
    expected[$name]="$expect"
    git_dir="$mirror/${repo/\//+}/repo"
    if ! git --git-dir="$git_dir" cat-file -e "$commit^{commit}" 2>/dev/null; then
        status[$name]="not fetched"
        reason[$name]="$repo at $commit is not in $mirror"
        continue
    fi
    # The app's files as the repository has them, byte for byte, in a folder of their own.
    mkdir -p "$scratch/app/$name"
    IFS=';' read -r -a files <<< "$paths"
    for path in "${files[@]}"; do
        git --git-dir="$git_dir" show "$commit:$path" > "$scratch/app/$name/$(basename "$path")"
    done
    # The module is named apart from the layout, whose class often has the repository's name.
    target="$package/Sources/Real$name"
    mkdir -p "$target"
    printf '# The app files, unedited: the plugin compiles Linux-ready copies of them.\n../../../app/%s\n' "$name" \
        > "$target/uikit-sources.txt"
    cp "Scripts/real-layouts/$name.swift" "$target/RealLayoutSetUp.swift"
    status[$name]="pending"
    reason[$name]=""
done < Scripts/real-layouts.tsv

write_package() { # $1: the layout targets the renderer depends on
    {
        echo '// swift-tools-version:6.1'
        echo 'import PackageDescription'
        echo 'let layouts: [String] = ['
        for name in "${names[@]}"; do [ "${status[$name]}" = "not fetched" ] || echo "    \"Real$name\","; done
        echo ']'
        echo "let rendered: [String] = [$1]"
        cat <<SWIFT
let package = Package(
    name: "RealLayouts",
    dependencies: [
        .package(name: "Filmstrip", path: "$root"),
        .package(name: "LinuxUIKit", path: "$root/Integrations/LinuxUIKit"),
    ],
    targets: [
        // What several set-ups share (the photo-sized delegate), in one module of its own.
        .target(
            name: "RealLayoutSupport", dependencies: [.product(name: "UIKit", package: "LinuxUIKit")],
            swiftSettings: [.swiftLanguageMode(.v5)])
    ] + layouts.map { name in
        .target(
            name: name, dependencies: ["RealLayoutSupport", .product(name: "UIKit", package: "LinuxUIKit")],
            exclude: ["uikit-sources.txt"], swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [.plugin(name: "LinuxUIKitSources", package: "LinuxUIKit")])
    } + [
        .executableTarget(
            name: "render-real-layouts",
            dependencies: rendered.map { .target(name: \$0) } + [.product(name: "Filmstrip", package: "Filmstrip")])
    ]
)
SWIFT
    } > "$package/Package.swift"
}

write_package ""
mkdir -p "$package/Sources/render-real-layouts"
echo 'print("no layout compiled")' > "$package/Sources/render-real-layouts/main.swift"
compiled=()
for name in "${names[@]}"; do
    [ "${status[$name]}" = "pending" ] || continue
    log="$scratch/$name.log"
    if swift build --package-path "$package" --scratch-path "$build" --target "Real$name" > "$log" 2>&1; then
        compiled+=("$name")
        echo "$name: compiled" >&2
    else
        status[$name]="does not compile"
        # The first error in the app's files, else the first one (in the set-up).
        reason[$name]="$( (grep ": error: " "$log" | grep -F "$scratch/app/"; grep ": error: " "$log") | head -1 \
            | sed "s|$scratch/app/||;s|$package/Sources/||" || true)"
        echo "$name: does not compile: ${reason[$name]}" >&2
    fi
done

# One executable renders a frame of every layout that compiled: photos drawn where the layout put them.
if [ ${#compiled[@]} -gt 0 ]; then
    list="$(printf '"Real%s", ' "${compiled[@]}")"
    write_package "${list%, }"
    {
        echo '// Renders a frame of each compiled layout through UIKitLayoutStyle and counts the colours drawn.'
        echo 'import Filmstrip'
        echo 'import FilmstripUIKit'
        for name in "${compiled[@]}"; do echo "import Real$name"; done
        echo 'let styles: [(String, UIKitLayoutStyle)] = ['
        for name in "${compiled[@]}"; do echo "    (\"$name\", Real$name.realLayoutStyle),"; done
        echo ']'
        cat <<SWIFT
// One layout per run (its name the argument), so that a layout that crashes takes no other down with it.
for (name, style) in styles where name == CommandLine.arguments[1] {
    do {
        var scene = Scene(photoPaths: ["$root/fixtures/photos"])
        scene.style = style
        let prepared = try PreparedScene(scene: scene)
        let frame = try prepared.render(atOffset: try prepared.startOffset())
        var colours = Set<UInt32>()
        for index in stride(from: 0, to: frame.pixels.count, by: 4) {
            colours.insert(frame.pixels[index..<index + 4].reduce(0) { \$0 << 8 | UInt32(\$1) })
        }
        // FNV-1a of the pixels: layouts that draw the same photos differently differ here.
        let digest = frame.pixels.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { (\$0 ^ UInt64(\$1)) &* 0x100_0000_01b3 }
        // A frame with photos in it has thousands of colours; an empty or blank one a handful.
        print("\(colours.count >= 256 ? "renders" : "renders no photo")\t\(frame.width)x\(frame.height), \(colours.count) colours, pixels \(String(digest, radix: 16))")
    } catch {
        print("does not render\t\(error)")
    }
}
SWIFT
    } > "$package/Sources/render-real-layouts/main.swift"
    if swift build --package-path "$package" --scratch-path "$build" --product render-real-layouts \
        > "$scratch/render.log" 2>&1; then
        for name in "${compiled[@]}"; do
            exit_status=0
            result="$("$build/debug/render-real-layouts" "$name" 2> "$scratch/$name.render.log")" || exit_status=$?
            if [ "$exit_status" != 0 ]; then
                status[$name]="crashes"
                reason[$name]="the renderer stopped with status $exit_status: $(grep -m1 -a 'crashed' \
                    "$scratch/$name.render.log" | sed 's/\x1b\[[0-9;]*[mK]//g;s/\*//g' || true)"
                echo "$name: ${reason[$name]}" >&2
                continue
            fi
            status[$name]="${result%%$'\t'*}"
            reason[$name]="${result#*$'\t'}"
        done
    else
        cat "$scratch/render.log" >&2
        echo "real-layouts-check: the renderer did not build" >&2
        exit 1
    fi
fi

fetched=0 passing=0 unexpected=0
for name in "${names[@]}"; do
    [ "${status[$name]}" = "not fetched" ] || fetched=$((fetched + 1))
    [ "${status[$name]}" = "renders" ] && passing=$((passing + 1))
    printf '%-40s %s (%s)\n' "$name" "${status[$name]}" "${reason[$name]}"
    [ "${status[$name]}" = "not fetched" ] && continue
    if [[ "${expected[$name]}" == pass && "${status[$name]}" != renders ]] \
        || [[ "${expected[$name]}" != pass && "${status[$name]}" == renders ]]; then
        echo "  expected: ${expected[$name]}" >&2
        unexpected=$((unexpected + 1))
    fi
done
echo "real layouts: $passing of $fetched compile unedited and render ($(( ${#names[@]} - fetched )) not fetched)"
[ "$unexpected" = 0 ] || { echo "real-layouts-check: $unexpected layout(s) differ from Scripts/real-layouts.tsv" >&2; exit 1; }
