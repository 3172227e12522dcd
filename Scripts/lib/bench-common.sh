# Shared by the bench-*.sh scripts: builds Filmstrip in release mode, makes sure the peer tools exist, and times
# commands with hyperfine (median of several runs, each a fresh process, so "cold" includes decoding).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

# Installs Debian packages for missing tools when running as root; otherwise says what to install.
need() {  # need TOOL PACKAGE
    command -v "$1" >/dev/null 2>&1 && return 0
    if [ "$(id -u)" = 0 ]; then
        echo "installing $2 for $1" >&2
        (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$2") >/dev/null
    else
        echo "missing $1: apt-get install $2" >&2
        exit 1
    fi
}

need hyperfine hyperfine
if [ -z "${FILMSTRIP:-}" ]; then
    swift build -c release --product filmstrip >&2
    FILMSTRIP="$PWD/.build/release/filmstrip"
fi
RUNS="${RUNS:-10}"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

# old_filmstrip COMMIT: sets OLD_FILMSTRIP to a release build of COMMIT, made in a git worktree removed on exit,
# unless OLD_FILMSTRIP is already set.
old_filmstrip() {
    [ -n "${OLD_FILMSTRIP:-}" ] && return 0
    git worktree add --detach "$WORK/base" "$1" >/dev/null 2>&1
    trap 'git worktree remove --force "$WORK/base" >/dev/null 2>&1; rm -rf "$WORK"' EXIT
    (cd "$WORK/base" && swift build -c release --product filmstrip >&2)
    OLD_FILMSTRIP="$WORK/base/.build/release/filmstrip"
}

# bench NAME... -- COMMAND... : times each command (quoted strings) and prints median and min in ms, and each
# median as a ratio of the first command's.
bench() {
    local json="$WORK/bench.json"
    # Failures are expected (compare exits 1 when images differ); hyperfine warns about each on stderr. `sync`
    # before each run writes back what the previous one left dirty, which otherwise lands on the next command's
    # system time (sequences write tens of megabytes a run).
    hyperfine --style none --warmup 1 --runs "$RUNS" --ignore-failure --prepare sync --export-json "$json" "$@" \
        >/dev/null 2>&1
    python3 - "$json" <<'PY'
import json, sys
results = json.load(open(sys.argv[1]))["results"]
base = results[0]["median"]
print(f"{'command':70} {'median ms':>10} {'min ms':>8} {'ratio':>7}")
for r in results:
    print(f"{r['command'][:70]:70} {r['median']*1000:10.1f} {r['min']*1000:8.1f} {r['median']/base:7.2f}")
PY
}
