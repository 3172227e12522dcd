#!/bin/sh
# Times the slider layout on a million random-aspect thumbnails (release build): preparation once, then
# visible-cell queries and snaps at random offsets. Extra arguments go to the benchmark, e.g. --items 100000.
set -eu
cd "$(dirname "$0")/.."
exec swift run -c release filmstrip-bench layout "$@"
