#!/usr/bin/env bash
# Times the constraint solver (FilmstripConstraintSolver) on a typical cell's constraints: 36 constraints on 24
# variables (an image, two labels with UIKit's hugging and compression priorities, a badge and a button), in the
# debug build users run `swift test` in and in release. kiwisolver (C++, through its Python binding, whose call
# overhead is included) is timed on exactly the same constraints in the same run, for scale.
#
# Usage: Scripts/bench-solver.sh [RUNS]    (default 2000; the medians of each thread's CPU time are printed, which
#                                         a shared machine disturbs less than wall time)
# Needs python3 with kiwisolver (Scripts/.venv after .ci/run, or VENV=path/to/venv).
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-2000}"
venv="${VENV:-Scripts/.venv}"

for configuration in debug release; do
    swift build -c "$configuration" --product FilmstripSolverCheck >&2
    echo "== FilmstripConstraintSolver, $configuration build"
    ".build/$configuration/FilmstripSolverCheck" --bench "$runs"
done

echo "== kiwisolver $("$venv/bin/python" -c 'import kiwisolver; print(kiwisolver.__version__)'), same constraints"
.build/release/FilmstripSolverCheck --cell-json | "$venv/bin/python" -c '
import json, statistics, sys, time
import kiwisolver as kiwi
system = json.loads(sys.stdin.read())
runs = int(sys.argv[1])

def build():
    solver = kiwi.Solver()
    variables = [kiwi.Variable(name) for name in system["variables"]]
    constraints = []
    for operation in system["operations"]:
        if operation["op"] == "add":
            expression = sum((c * variables[v] for v, c in operation["terms"]), kiwi.Expression([], operation["constant"]))
            relation = operation["relation"]
            constraint = expression == 0 if relation == "==" else expression <= 0 if relation == "<=" else expression >= 0
            if operation["priority"] < 1000:
                constraint = constraint | operation["priority"]
            constraints.append(constraint)
        else:
            edit = variables[operation["variable"]]
    return solver, constraints, edit

def median(body):
    samples = []
    for _ in range(runs):
        start = time.thread_time()
        body()
        samples.append((time.thread_time() - start) * 1e6)
    return statistics.median(samples)

def whole():
    solver, constraints, _ = build()
    for constraint in constraints:
        solver.addConstraint(constraint)
    solver.updateVariables()

solver, constraints, edit = build()
for constraint in constraints:
    solver.addConstraint(constraint)
solver.addEditVariable(edit, 999)
width = [320.0]
def suggest():
    width[0] = 375.0 if width[0] == 320.0 else 320.0
    solver.suggestValue(edit, width[0])
    solver.updateVariables()
toggled = constraints[len(constraints) // 2]
def toggle():
    solver.removeConstraint(toggled)
    solver.addConstraint(toggled)

count = len(system["variables"])
print(f"cell: {len(constraints)} constraints, {count} variables, {runs} runs each")
print(f"  whole solve (new solver, every constraint added, expressions built): median {median(whole):.1f} µs CPU")
print(f"  suggestValue (the cell resized):                                     median {median(suggest):.1f} µs CPU")
print(f"  remove + add back one constraint:                                    median {median(toggle):.1f} µs CPU")
' "$runs"
