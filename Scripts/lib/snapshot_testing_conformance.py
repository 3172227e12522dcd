"""Writes the test file that Scripts/snapshot-testing-conformance.sh compiles: the tests of swift-snapshot-testing's
SnapshotTestingTests.swift that the list names, as the iOS compiler sees them (`#if os(iOS)` and `canImport(UIKit)`
true, the other platforms false), each method's text unchanged and preceded by a #sourceLocation naming the
original file and line, so that #filePath, #file and the __Snapshots__ folder are the original's.

The module's top-level constants (`let platform = "ios"` in Internal/TestHelpers.swift beside the tests) are
taken the same way, and so are the test file's own top-level constants that a listed test names (`allContentSizes`)
and the helpers' extensions whose static members it names (`CGPath.heart`, `UIBezierPath.heart`).

Usage: snapshot_testing_conformance.py TESTS.swift LIST.tsv OUT.swift
"""
import os
import re
import sys

PLATFORMS_TRUE = {"iOS"}


def condition_is_true(text):
    """Evaluates a compilation condition as for iOS: os(), canImport(), arch(), swift(), compiler(), targetEnvironment()."""
    expression = text
    expression = re.sub(r"os\((\w+)\)", lambda m: " True " if m.group(1) in PLATFORMS_TRUE else " False ", expression)
    expression = re.sub(r"canImport\(([\w.]+)\)", lambda m: " True " if m.group(1).split(".")[0] in
                        {"UIKit", "XCTest", "Foundation", "SnapshotTesting"} else " False ", expression)
    expression = re.sub(r"(swift|compiler)\(\s*>=\s*[\d.]+\s*\)", " True ", expression)
    expression = re.sub(r"(arch|targetEnvironment)\([^)]*\)", " False ", expression)
    expression = expression.replace("||", " or ").replace("&&", " and ").replace("!", " not ")
    expression = re.sub(r"\bDEBUG\b", " True ", expression)
    return bool(eval(expression, {"__builtins__": {}}, {"True": True, "False": False}))


def resolve_conditionals(lines):
    """The lines the iOS compiler keeps, each with its original line number; directive lines become blank."""
    kept = []
    stack = []  # (this branch active, some branch taken, parent active)
    for number, line in lines:
        stripped = line.strip()
        active = all(frame[0] for frame in stack)
        if stripped.startswith("#if "):
            value = active and condition_is_true(stripped[4:])
            stack.append([value, value, active])
        elif stripped.startswith("#elseif "):
            frame = stack[-1]
            value = frame[2] and not frame[1] and condition_is_true(stripped[8:])
            frame[0] = value
            frame[1] = frame[1] or value
        elif stripped == "#else":
            frame = stack[-1]
            frame[0] = frame[2] and not frame[1]
            frame[1] = True
        elif stripped == "#endif":
            stack.pop()
        elif active:
            kept.append((number, line))
    return kept


def method_ranges(text):
    """{test name: (first line index, last line index)} of each `func testX(` in the file, by brace depth outside
    strings and comments."""
    lines = text.split("\n")
    ranges = {}
    index = 0
    while index < len(lines):
        match = re.match(r"\s*func (test\w+)\(", lines[index])
        if not match:
            index += 1
            continue
        depth, started, end = 0, False, index
        for end in range(index, len(lines)):
            code = re.sub(r'"(\\.|[^"\\])*"', '""', lines[end].split("//")[0])
            depth += code.count("{") - code.count("}")
            started = started or "{" in code
            if started and depth == 0:
                break
        ranges[match.group(1)] = (index, end)
        index = end + 1
    return ranges


def top_level_constants(text):
    """{name: [(line number, line)]} of each `let` declared outside any type in the file, as the iOS compiler keeps
    it (`private let allContentSizes = [...]` after the test class), spanning the lines its brackets open."""
    kept = resolve_conditionals([(n + 1, line) for n, line in enumerate(text.split("\n"))])
    constants, depth, index = {}, 0, 0
    while index < len(kept):
        line = kept[index][1]
        match = re.match(r"\s*(?:private |fileprivate )?let (\w+)\s*=", line)
        if depth == 0 and match:
            block, nesting = [], 0
            while index < len(kept):
                block.append(kept[index])
                code = re.sub(r'"(\\.|[^"\\])*"', '""', kept[index][1].split("//")[0])
                nesting += sum(code.count(c) for c in "([{") - sum(code.count(c) for c in ")]}")
                index += 1
                following = kept[index][1].strip() if index < len(kept) else ""
                if nesting <= 0 and not following.startswith(("[", ".", "(")):
                    break
            constants[match.group(1)] = block
            continue
        code = re.sub(r'"(\\.|[^"\\])*"', '""', line.split("//")[0])
        depth += code.count("{") - code.count("}")
        index += 1
    return constants


def helper_extensions(kept):
    """[(static member names, [(line number, line)])] of each top-level `extension` block among `kept` lines."""
    blocks, index = [], 0
    while index < len(kept):
        if not re.match(r"\s*extension \w+", kept[index][1]):
            index += 1
            continue
        block, depth = [], 0
        while index < len(kept):
            block.append(kept[index])
            code = re.sub(r'"(\\.|[^"\\])*"', '""', kept[index][1].split("//")[0])
            depth += code.count("{") - code.count("}")
            index += 1
            if depth == 0 and "{" in "".join(line for _, line in block):
                break
        names = {m for _, line in block for m in re.findall(r"\bstatic (?:var|let|func) (\w+)", line)}
        blocks.append((names, block))
    return blocks


def main():
    source, listing, out = sys.argv[1:4]
    text = open(source, encoding="utf-8").read()
    wanted = []
    for row in open(listing, encoding="utf-8"):
        if not row.strip() or row.startswith("#"):
            continue
        name, expected = row.rstrip("\n").split("\t", 1)
        if not expected.startswith("skip"):
            wanted.append(name)
    ranges = method_ranges(text)
    lines = text.split("\n")
    missing = [name for name in wanted if name not in ranges]
    if missing:
        sys.exit(f"not in {source}: {', '.join(missing)}")
    body = []
    helpers = os.path.join(os.path.dirname(source), "Internal", "TestHelpers.swift")
    if os.path.exists(helpers):
        helper_lines = open(helpers, encoding="utf-8").read().split("\n")
        kept_helpers = resolve_conditionals([(n + 1, l) for n, l in enumerate(helper_lines)])
        for number, line in kept_helpers:
            if re.match(r'\s*let \w+ = "[^"]*"\s*$', line):
                body.append(f'#sourceLocation(file: "{helpers}", line: {number})')
                body.append(line.strip())
                body.append("#sourceLocation()")
    methods = "\n".join("\n".join(lines[ranges[name][0]:ranges[name][1] + 1]) for name in wanted)
    if os.path.exists(helpers):
        for names, block in helper_extensions(kept_helpers):
            if any(re.search(r"\.%s\b" % name, methods) for name in names):
                body.append(f'#sourceLocation(file: "{helpers}", line: {block[0][0]})')
                previous = block[0][0] - 1
                for number, line in block:
                    body.extend([""] * (number - previous - 1))
                    body.append(line)
                    previous = number
                body.append("#sourceLocation()")
    for name, block in top_level_constants(text).items():
        if re.search(r"\b%s\b" % name, methods):
            body.append(f'#sourceLocation(file: "{source}", line: {block[0][0]})')
            body.extend(line.strip() if number == block[0][0] else line for number, line in block)
            body.append("#sourceLocation()")
    constants = len(body)
    for name in wanted:
        first, last = ranges[name]
        kept = resolve_conditionals([(n + 1, lines[n]) for n in range(first, last + 1)])
        body.append(f'#sourceLocation(file: "{source}", line: {kept[0][0]})')
        previous = kept[0][0] - 1
        for number, line in kept:
            body.extend([""] * (number - previous - 1))  # blank lines keep the line numbers the original's
            body.append(line)
            previous = number
        body.append("#sourceLocation()")
    with open(out, "w", encoding="utf-8") as file:
        file.write("// Generated by Scripts/snapshot-testing-conformance.sh: swift-snapshot-testing's own tests, as the\n"
                   "// iOS compiler sees them, each method's text as the package has it.\n"
                   "import FilmstripSnapshotTesting\nimport FilmstripUIKit\nimport Foundation\n"
                   "import SnapshotTesting\nimport XCTest\n\n"
                   "final class SnapshotTestingTests: XCTestCase {\n"
                   "    // References are compared, never written: the package's own base class records failures.\n"
                   "    override func invokeTest() { withSnapshotTesting(record: .never) { super.invokeTest() } }\n\n")
        file.write("\n".join(body[constants:]))
        file.write("\n}\n\n")
        file.write("\n".join(body[:constants]) + "\n")


if __name__ == "__main__":
    main()
