#!/usr/bin/env bash
# Builds the `filmstrip` command in release mode and installs it under a prefix, so that it is on PATH as every
# example in the documentation calls it.
#
#   Scripts/install.sh                    # /usr/local/bin/filmstrip (run as root, or with sudo)
#   Scripts/install.sh --prefix ~/.local  # ~/.local/bin/filmstrip
#   filmstrip --version                   # the version of this checkout (Sources/Filmstrip/FilmstripVersion.swift)
#
# The binary reads resources (the sample photos, the review report's script and style sheet) from the bundles SwiftPM
# builds beside it, so the binary and its bundles go to PREFIX/libexec/filmstrip, and PREFIX/bin/filmstrip is a link
# to it: the program finds its bundles through the link, whether or not the build folder still exists. Installing
# again replaces the previous version; `rm -r PREFIX/libexec/filmstrip PREFIX/bin/filmstrip` removes it.
# Needs the libraries of the README's quick start at run time. SCRATCH_PATH chooses the build folder (default .build).
set -euo pipefail

prefix=/usr/local
while [ $# -gt 0 ]; do
    case "$1" in
        --prefix) prefix="${2:?--prefix needs a folder}"; shift 2 ;;
        --prefix=*) prefix="${1#--prefix=}"; shift ;;
        -h|--help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "install.sh: unknown argument $1 (usage: Scripts/install.sh [--prefix DIR])" >&2; exit 64 ;;
    esac
done

cd "$(dirname "$0")/.."
scratch=(--scratch-path "${SCRATCH_PATH:-.build}")
swift build -c release --product filmstrip "${scratch[@]}"
bin_path="$(swift build -c release "${scratch[@]}" --show-bin-path)"

libexec="$prefix/libexec/filmstrip"
mkdir -p "$prefix/bin" "$prefix/libexec"
# Staged beside the old copy and swapped in, so a failed install leaves the previous one working.
staging="$(mktemp -d "$prefix/libexec/.filmstrip-install.XXXXXX")"
trap 'rm -rf "$staging"' EXIT
install -m 755 "$bin_path/filmstrip" "$staging/filmstrip"
for bundle in "$bin_path"/*.resources; do
    [ -d "$bundle" ] && cp -R "$bundle" "$staging/"
done
chmod 755 "$staging"
rm -rf "$libexec.old"
[ -e "$libexec" ] && mv "$libexec" "$libexec.old"
mv "$staging" "$libexec"
rm -rf "$libexec.old"
ln -sfn "../libexec/filmstrip/filmstrip" "$prefix/bin/filmstrip"
echo "installed $("$prefix/bin/filmstrip" --version) at $prefix/bin/filmstrip"
