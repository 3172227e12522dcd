#!/usr/bin/env python3
"""Checks that the article "UIKit's undocumented choices" and the code stay in step.

The article (Sources/Filmstrip/Filmstrip.docc/UIKitChoices.md) lists each choice Filmstrip makes where UIKit documents
nothing, as a term list entry named like a Swift constant. This check fails when:
- an entry names a test (`Class/testMethod`) that no test file declares, or names neither a test nor says that none
  pins it yet;
- an entry names a constant (`Type.name`) that is not a `static let` in a file declaring `Type`;
- a constant whose doc comment says "UIKit choice `name`" has no entry, or a source comment, script or article names a
  choice ("UIKit choice `name`", "<doc:UIKitChoices>: `name`") that has no entry;
- an entry is listed twice;
- a file still names `UIKitAssumptions`, the enum the article replaced.

    Scripts/check-uikit-choices.py        # prints the counts; exits 1 with a message per problem
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
ARTICLE = ROOT / "Sources/Filmstrip/Filmstrip.docc/UIKitChoices.md"
TEST_FOLDERS = [ROOT / "Tests", *sorted(ROOT.glob("Integrations/*/Tests")), *sorted(ROOT.glob("Examples/*/Tests"))]
NOT_PINNED = "Not yet pinned by a test."


def entries(text):
    """(name, entry text) for each `- term `name`:` entry, its continuation lines joined."""
    found = []
    for block in re.split(r"\n(?=- term |#)", text):
        match = re.match(r"- term `(\w+)`: (.*)", block, re.S)
        if match:
            found.append((match.group(1), " ".join(match.group(2).split())))
    return found


def test_methods():
    """Every `Class/method` a test file declares (XCTest methods and Swift Testing functions)."""
    methods = set()
    for folder in TEST_FOLDERS:
        for path in folder.rglob("*.swift"):
            owner = None
            for line in path.read_text(errors="replace").splitlines():
                declared = re.match(r"(?:@\w+\s+)*(?:final\s+)?(?:class|struct)\s+(\w+)", line)
                if declared:
                    owner = declared.group(1)
                method = re.match(r"\s+(?:@Test(?:\([^)]*\))?\s+)?func\s+(\w+)\s*\(\)", line)
                if method and owner:
                    methods.add(f"{owner}/{method.group(1)}")
    return methods


def source_files(*suffixes):
    for folder in ["Sources", "Tests", "Scripts", "Integrations", "Examples", "docs"]:
        for path in (ROOT / folder).rglob("*"):
            if path.suffix in suffixes and ".build" not in path.parts and path.is_file() and path != pathlib.Path(__file__).resolve():
                yield path


def main():
    problems = []
    text = ARTICLE.read_text()
    listed = entries(text)
    names = [name for name, _ in listed]
    for name in sorted({n for n in names if names.count(n) > 1}):
        problems.append(f"{ARTICLE.name}: `{name}` is listed more than once")

    methods = test_methods()
    swift_sources = {path: path.read_text(errors="replace") for path in (ROOT / "Sources").rglob("*.swift")}
    pinned = 0
    for name, body in listed:
        tests = re.search(r"Tests?: (.*?)\.(?: |$)", body)
        if tests:
            pinned += 1
            for test in re.findall(r"`([\w/]+)`", tests.group(1)):
                if test not in methods:
                    problems.append(f"{ARTICLE.name}: `{name}` names the test `{test}`, which no test file declares")
        elif NOT_PINNED not in body:
            problems.append(f"{ARTICLE.name}: `{name}` names no test (\"Test: `Class/testMethod`\") nor says \"{NOT_PINNED}\"")
        constants = re.search(r"Constant: (.*?)\.(?: |$)", body)
        for constant in re.findall(r"`(\w+)\.(\w+)`", constants.group(1)) if constants else []:
            owner, member = constant
            if member != name:
                problems.append(f"{ARTICLE.name}: `{name}` names the constant `{owner}.{member}`: it should share the entry's name")
            homes = [
                path for path, source in swift_sources.items()
                if re.search(rf"\b(?:struct|class|enum|protocol|extension)\s+{owner}\b", source)
                and re.search(rf"static let {member}\b", source)
            ]
            if not homes:
                problems.append(f"{ARTICLE.name}: `{name}` names `{owner}.{member}`, which no source file declares")

    known = set(names)
    references = [
        (r"UIKit choice\s+`(\w+)`", (".swift", ".py", ".sh")),
        (r"<doc:UIKitChoices>:?\s+\(?`(\w+)`", (".md",)),
    ]
    for pattern, suffixes in references:
        for path in source_files(*suffixes):
            for match in re.finditer(pattern, path.read_text(errors="replace")):
                if match.group(1) not in known:
                    problems.append(f"{path.relative_to(ROOT)}: names the UIKit choice `{match.group(1)}`, which "
                                    f"{ARTICLE.name} does not list")

    # The enum the article replaced: a branch written before it may still name it.
    for path in source_files(".swift", ".md", ".py", ".sh"):
        for number, line in enumerate(path.read_text(errors="replace").splitlines(), 1):
            if "UIKitAssumptions" in line:
                problems.append(f"{path.relative_to(ROOT)}:{number}: names UIKitAssumptions, which is gone: write the "
                                f"choice as an entry of {ARTICLE.name} and refer to it as \"UIKit choice `name`\"")

    for problem in problems:
        print(f"check-uikit-choices: {problem}", file=sys.stderr)
    print(f"UIKit choices: {len(listed)} listed, {pinned} pinned by a named test, {len(listed) - pinned} not yet")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
