#!/usr/bin/env bash
# The hostile-budget suite: inputs that claim (or are) far more than what Filmstrip draws and writes, each run with
# a memory and a time budget, so SECURITY.md's promise that time and memory follow what is drawn and written is
# measured, not assumed.
#
#   FILMSTRIP=.build/debug/filmstrip Scripts/hostile-budget.sh [NAME_SUBSTRING]
#
# 1. Every Scripts/hostile-budget/make_*_inputs.py DIR writes its inputs into a temporary DIR (nothing large is
#    committed; Scripts/.venv's python is used when it exists, for Pillow).
# 2. Every Scripts/hostile-budget/*.rows file lists one run a line (`#` comments), tab-separated:
#      name  max_megabytes  max_seconds  expected_exit_codes(comma-separated)  shell command
#    The command runs in bash inside DIR with $FILMSTRIP set to the binary.
# 3. Each runs under /usr/bin/time -f '%M %e' with `ulimit -v` of 3 GB (a row may set its own in its command); the
#    script prints `name  peak MB  seconds  exit` per row and exits 1 at the end if any row went over its budget or
#    exited with a code it does not expect (a signal or an abort always fails).
#
# Budgets are for optimised code: a debug build runs the C shims at -O0, several times slower per pixel. So when
# FILMSTRIP is a debug build (a path under .build/debug, as CI passes it), this script builds the release binary
# (`swift build -c release --product filmstrip`) and runs that instead. HOSTILE_BUDGET_KEEP=1 keeps DIR;
# HOSTILE_BUDGET_INPUTS=DIR runs over inputs made before (kept) instead of making them again.
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
filmstrip="${FILMSTRIP:-$root/.build/release/filmstrip}"
case "$filmstrip" in
*.build/debug/*)
    echo "== building the release binary (budgets are for optimised code)"
    (cd "$root" && swift build -c release --product filmstrip) || exit 1
    # The bin path, not .build/release: SwiftPM keeps that link only for the configuration built last.
    filmstrip="$(cd "$root" && swift build -c release --show-bin-path)/filmstrip"
    ;;
esac
[ -x "$filmstrip" ] || { echo "no filmstrip binary at $filmstrip (set FILMSTRIP)"; exit 1; }
filmstrip="$(cd "$(dirname "$filmstrip")" && pwd)/$(basename "$filmstrip")"
filter="${1:-}"

python=python3
[ -x "$root/Scripts/.venv/bin/python" ] && python="$root/Scripts/.venv/bin/python"
if [ -n "${HOSTILE_BUDGET_INPUTS:-}" ]; then
    work="$(cd "$HOSTILE_BUDGET_INPUTS" && pwd)"
else
    work="$(mktemp -d)"
    [ "${HOSTILE_BUDGET_KEEP:-}" = 1 ] && echo "inputs kept in $work" || trap 'rm -rf "$work"' EXIT
    for maker in "$root"/Scripts/hostile-budget/make_*_inputs.py; do
        echo "== $(basename "$maker")"
        "$python" "$maker" "$work" || { echo "$(basename "$maker") failed"; exit 1; }
    done
fi

failures=0
printf '%-44s %8s %8s %5s\n' name "peak MB" seconds exit
for rows in "$root"/Scripts/hostile-budget/*.rows; do
    while IFS=$'\t' read -r name megabytes seconds expected command; do
        case "$name" in '' | '#'*) continue ;; esac
        [ -n "$filter" ] && [[ "$name" != *"$filter"* ]] && continue
        if [ -z "$command" ]; then
            echo "$(basename "$rows"): row $name lacks a field (tab-separated: name MB seconds exits command)"
            failures=$((failures + 1))
            continue
        fi
        measured="$work/.time"
        log="$work/.log"
        # ulimit first, so a row's own ulimit in its command can lower it further.
        (cd "$work" && ulimit -v $((3 * 1024 * 1024)) && FILMSTRIP="$filmstrip" \
            /usr/bin/time -o "$measured" -f '%M %e' bash -c "$command") >"$log" 2>&1
        status=$?
        read -r kilobytes elapsed < <(tail -n 1 "$measured" 2>/dev/null || echo "0 0")
        # /usr/bin/time reports a killed child as "Command terminated by signal N"; its last line is still ours.
        peak=$((kilobytes / 1024))
        verdict=""
        if grep -q "terminated by signal" "$measured" 2>/dev/null || [ "$status" -gt 128 ]; then
            verdict="killed by a signal"
        elif [[ ",$expected," != *",$status,"* ]]; then
            verdict="exit $status, expected $expected"
        elif [ "$peak" -gt "$megabytes" ]; then
            verdict="over $megabytes MB"
        elif awk -v e="$elapsed" -v s="$seconds" 'BEGIN { exit !(e > s) }'; then
            verdict="over $seconds s"
        fi
        printf '%-44s %8d %8.2f %5d %s\n' "$name" "$peak" "$elapsed" "$status" "${verdict:+FAIL: $verdict}"
        if [ -n "$verdict" ]; then
            failures=$((failures + 1))
            sed 's/^/    /' "$log" | tail -n 5
        fi
    done <"$rows"
done
if [ "$failures" -gt 0 ]; then
    echo "$failures row(s) over budget or with an unexpected exit"
    exit 1
fi
echo "every row within its budget"
