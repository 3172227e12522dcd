#!/usr/bin/env python3
"""Every ```swift block of the user docs compiles against this checkout.

The docs are the tracked Markdown files (README.md, the DocC articles, SECURITY.md, ...). Each block is one of:

- a Package.swift manifest or a part of one (`dependencies: [...]`, `.testTarget(...)`): type-checked against
  the toolchain's PackageDescription, all of them in one compiler run;
- Swift code (library use, styles, test cases, a `main.swift`): compiled in one scratch package with one target
  per document, one file per block; declarations stay at file scope and statements go in a function of their own,
  as they would sit in a `main.swift`. A block without imports takes those of the block before it.

An invisible HTML comment on the line(s) just before a block says when a block is not complete on its own:

    <!-- snippet: file PATH -->        the block is the file PATH of this repository, word for word (another CI
                                       step builds that file)
    <!-- snippet: excerpt PATH -->     the block is an excerpt of PATH (every line of it, in order, except `//`
                                       comments that stand for elided code); PATH is compiled in its place, so the
                                       blocks after it compile against the whole type
    <!-- snippet: continues -->        statements that continue the block before (its variables are in scope)
    <!-- snippet: given CODE -->       declarations the block takes from the reader's own code (a type, an image),
                                       compiled before it
    <!-- snippet: module NAME -->      (anywhere in a document) the name of the module its code forms, so that a
                                       block's `import NAME` is the document's own code; add `swift 5` for
                                       the Swift 5 language mode

A block that fails is reported as `FILE:LINE: error: ...` at the Markdown line.

Then the shell block of the README's quick start runs in an empty folder, as a user outside the clone runs it (see
`run_quick_start`). Exit 1 when a block fails, 2 on a usage error.

    Scripts/check-doc-snippets.py [--scratch-path .build] [--no-quick-start] [--keep]
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

# The modules a block may import, and the package product each is.
PRODUCTS = {
    "Filmstrip": ("Filmstrip", "Filmstrip"),
    "FilmstripTesting": ("FilmstripTesting", "Filmstrip"),
    "FilmstripUIKit": ("FilmstripUIKit", "Filmstrip"),
    "FilmstripCommandLine": ("FilmstripCommandLine", "Filmstrip"),
    "FilmstripSnapshotTesting": ("FilmstripSnapshotTesting", "FilmstripSnapshotTesting"),
    "SnapshotTesting": ("SnapshotTesting", "swift-snapshot-testing"),
}
TOOLCHAIN_MODULES = {"Foundation", "XCTest", "Testing", "Dispatch"}
# Where the docs say Filmstrip is published: every `.package(url:)` of Filmstrip in a doc must be this one, so a move
# or a fork changes it here and the check names each doc to update.
FILMSTRIP_URL = "https://github.com/filmstrip/filmstrip"

MANIFEST_FRAGMENT = re.compile(r"^(dependencies|products|targets|platforms)\s*:|^\.(target|testTarget|executableTarget)\(")
DECLARATION = re.compile(
    r"^(@\w+(\([^)]*\))?\s+)*((public|private|fileprivate|internal|package|open|final|indirect|nonisolated)\s+)*"
    r"(struct|class|enum|protocol|extension|func|actor|typealias)\b")
MARKER = re.compile(r"<!--\s*snippet:\s*(.*?)\s*-->", re.S)


@dataclass
class Block:
    doc: str  # path relative to the repository
    line: int  # the Markdown line of the block's first line of code
    code: list[str]
    markers: list[tuple[str, str]]  # (kind, argument)

    def where(self) -> str:
        return f"{self.doc}:{self.line}"

    def marker(self, kind: str) -> str | None:
        return next((argument for name, argument in self.markers if name == kind), None)


@dataclass
class Generated:
    """A generated Swift file and where each of its lines came from."""
    lines: list[str] = field(default_factory=list)
    origins: list[tuple[str, int] | None] = field(default_factory=list)

    def add(self, text: str, origin: tuple[str, int] | None = None) -> None:
        self.lines.append(text)
        self.origins.append(origin)

    def add_code(self, code: list[str], doc: str, first_line: int, indent: str = "") -> None:
        for offset, text in enumerate(code):
            self.add(indent + text if text else "", (doc, first_line + offset))


def documents() -> list[str]:
    listed = subprocess.run(["git", "ls-files", "*.md"], cwd=ROOT, capture_output=True, text=True, check=True)
    return sorted(path for path in listed.stdout.split() if not path.startswith(("Tests/", "fixtures/", "Fuzz/")))


def parse_marker(text: str) -> tuple[str, str]:
    found = re.match(r"(\S+)\s*(.*)", text, re.S)
    return (found.group(1), found.group(2).strip()) if found else ("", "")


def blocks_of(doc: str) -> tuple[list[Block], str | None]:
    """The document's Swift blocks and its module marker."""
    with open(os.path.join(ROOT, doc), encoding="utf-8") as handle:
        text = handle.read()
    lines = text.split("\n")
    module = None
    for found in MARKER.finditer(text):
        kind, argument = parse_marker(found.group(1))
        if kind == "module":
            module = argument
    blocks: list[Block] = []
    index = 0
    while index < len(lines):
        fence = re.match(r"^(\s*)```+\s*swift\s*$", lines[index])
        if not fence:
            if re.match(r"^\s*```", lines[index]):  # another language's block: skip to its end
                index += 1
                while index < len(lines) and not re.match(r"^\s*```", lines[index]):
                    index += 1
            index += 1
            continue
        indent = len(fence.group(1))
        # The markers: HTML comments on the lines just before the fence (blank lines between are allowed).
        before = index - 1
        while before >= 0 and not lines[before].strip():
            before -= 1
        comment_end = before
        markers: list[tuple[str, str]] = []
        if before >= 0 and lines[before].rstrip().endswith("-->"):
            start = before
            while start >= 0 and "<!--" not in lines[start]:
                start -= 1
            while True:
                chunk = "\n".join(lines[start:comment_end + 1])
                markers = [parse_marker(m.group(1)) for m in MARKER.finditer(chunk)] + markers
                # Another comment directly above this one belongs to the block too.
                above = start - 1
                if above >= 0 and lines[above].rstrip().endswith("-->"):
                    comment_end = above
                    start = above
                    while start >= 0 and "<!--" not in lines[start]:
                        start -= 1
                    continue
                break
        code: list[str] = []
        index += 1
        first = index + 1
        while index < len(lines) and not re.match(r"^\s*```", lines[index]):
            code.append(lines[index][indent:] if lines[index][:indent].strip() == "" else lines[index])
            index += 1
        index += 1
        blocks.append(Block(doc, first, code, [m for m in markers if m[0] != "module"]))
    return blocks, module


def imports_of(code: list[str]) -> list[str]:
    return [m.group(1) for line in code if (m := re.match(r"^\s*(?:@\w+\s+)*import\s+(?:\w+\s+)?(\w+)", line))]


def is_manifest(block: Block) -> bool:
    first = next((line.strip() for line in block.code if line.strip() and not line.strip().startswith("//")), "")
    return "PackageDescription" in imports_of(block.code) or bool(MANIFEST_FRAGMENT.match(first))


def split_items(code: list[str], first_line: int) -> list[tuple[str, list[str], int]]:
    """The top-level items of `code`: ("import" | "declaration" | "statement", lines, first line)."""
    items: list[tuple[str, list[str], int]] = []
    pending: list[str] = []  # comments and blank lines, which belong to the next item
    pending_start = first_line
    for offset, text in enumerate(code):
        stripped = text.strip()
        starts = (
            text[:1] not in ("", " ", "\t") and not stripped.startswith(("}", "]", ")", ".", "//", "/*", "*"))
        )
        if not stripped or stripped.startswith(("//", "/*", "*")) and text[:1] not in (" ", "\t"):
            if not pending:
                pending_start = first_line + offset
            pending.append(text)
            continue
        if starts or not items:
            kind = "import" if re.match(r"^(@\w+\s+)*import\s", stripped) else (
                "declaration" if DECLARATION.match(stripped) else "statement")
            start = pending_start if pending else first_line + offset
            items.append((kind, pending + [text], start))
        else:
            items[-1][1].extend(pending + [text])
        pending = []
    if pending and items:
        items[-1][1].extend(pending)
    return items


def excerpt_problem(block: Block, path: str) -> str | None:
    """Why the block is not an excerpt of `path` (every non-blank line in order; unmatched `//` lines elide)."""
    try:
        with open(os.path.join(ROOT, path), encoding="utf-8") as handle:
            source = [line.strip() for line in handle.read().split("\n")]
    except OSError as error:
        return f"cannot read {path}: {error.strerror}"
    position = 0
    for offset, text in enumerate(block.code):
        stripped = text.strip()
        if not stripped:
            continue
        try:
            position = source.index(stripped, position) + 1
        except ValueError:
            if stripped.startswith("//"):
                continue
            return f"line {block.line + offset} is not in {path} (in this order): {stripped}"
    return None


class Checker:
    def __init__(self, scratch_path: str) -> None:
        self.scratch_path = scratch_path
        self.failures: list[str] = []
        self.counts: dict[str, int] = {}

    def count(self, kind: str) -> None:
        self.counts[kind] = self.counts.get(kind, 0) + 1

    def fail(self, message: str) -> None:
        self.failures.append(message)
        print(message, file=sys.stderr)

    # Manifests -------------------------------------------------------------------------------------------------

    def check_manifests(self, blocks: list[Block], work: str) -> None:
        """Each manifest against the PackageDescription of its own `swift-tools-version` (a part of one against
        this package's), one compiler run per version."""
        by_version: dict[str, list[Block]] = {}
        for block in blocks:
            declared = next((m.group(1) for line in block.code
                             if (m := re.match(r"^//\s*swift-tools-version:\s*([\d.]+)", line))), None)
            by_version.setdefault(declared or self.tools_version(), []).append(block)
        for version, group in sorted(by_version.items()):
            self.check_manifest_group(group, version, work)

    def check_manifest_group(self, blocks: list[Block], version: str, work: str) -> None:
        generated = Generated()
        generated.add("import PackageDescription")
        for number, block in enumerate(blocks):
            code = [line for line in block.code]
            first = next(line.strip() for line in code if line.strip() and not line.strip().startswith("//"))
            body = [("" if re.match(r"^\s*(//\s*swift-tools-version|import\s+PackageDescription)", line) else line)
                    for line in code]
            generated.add(f"func manifest{number}() {{")
            if MANIFEST_FRAGMENT.match(first) and not first.startswith("."):
                generated.add('    _ = Package(name: "Snippet",')
                generated.add_code(body, block.doc, block.line, "        ")
                generated.add("    )")
            elif first.startswith("."):
                generated.add('    _ = Package(name: "Snippet", targets: [')
                generated.add_code(body, block.doc, block.line, "        ")
                generated.add("    ])")
            else:
                generated.add_code(body, block.doc, block.line, "    ")
            generated.add("}")
            self.count("manifest")
        path = os.path.join(work, f"Manifests-{version}.swift")
        self.write(generated, path)
        swift = os.path.realpath(shutil.which("swift") or "swift")
        api = os.path.join(os.path.dirname(swift), "..", "lib", "swift", "pm", "ManifestAPI")
        result = subprocess.run(
            ["swiftc", "-typecheck", "-I", api, "-package-description-version", version, path],
            capture_output=True, text=True)
        self.report(result, {path: generated}, f"the Package.swift blocks of tools version {version}")

    @staticmethod
    def tools_version() -> str:
        with open(os.path.join(ROOT, "Package.swift"), encoding="utf-8") as handle:
            found = re.search(r"swift-tools-version:\s*([\d.]+)", handle.readline())
        return found.group(1) if found else "6.0"

    # Swift code ------------------------------------------------------------------------------------------------

    def check_code(self, by_doc: dict[str, tuple[list[Block], str | None]], work: str) -> None:
        package = os.path.join(work, "DocSnippets")
        files: dict[str, Generated] = {}
        targets: list[tuple[str, set[str], bool]] = []
        for doc, (blocks, module_marker) in by_doc.items():
            if not blocks:
                continue
            module = module_marker.split(",")[0].strip() if module_marker else (
                "Snippets" + re.sub(r"\W", "", os.path.splitext(os.path.basename(doc))[0]))
            swift5 = bool(module_marker and re.search(r"swift\s*5", module_marker))
            folder = os.path.join(package, "Sources", module)
            os.makedirs(folder, exist_ok=True)
            imported: set[str] = set()
            last_imports = ["Filmstrip"]
            groups: list[list[Block]] = []
            for block in blocks:
                if block.marker("continues") is not None and groups:
                    groups[-1].append(block)
                else:
                    groups.append([block])
            for group in groups:
                head = group[0]
                generated = Generated()
                own = [name for block in group for name in imports_of(block.code)]
                excerpt = head.marker("excerpt")
                if excerpt:
                    own = imports_of(open(os.path.join(ROOT, excerpt), encoding="utf-8").read().split("\n"))
                names = own or last_imports
                if own:
                    last_imports = own
                for name in dict.fromkeys(names):
                    if name == module:
                        continue
                    if name not in PRODUCTS and name not in TOOLCHAIN_MODULES:
                        self.fail(f"{head.where()}: error: the block imports {name}, which is neither Filmstrip's nor "
                                  "the toolchain's: add `<!-- snippet: module " + name + " -->` if it is the "
                                  "document's own code")
                        continue
                    imported.add(name)
                    generated.add(f"import {name}")
                if excerpt:
                    with open(os.path.join(ROOT, excerpt), encoding="utf-8") as handle:
                        source = handle.read().rstrip("\n").split("\n")
                    generated.add(f"// {excerpt}, of which {head.where()} is an excerpt")
                    for number, text in enumerate(source):
                        if not re.match(r"^\s*(@\w+\s+)*import\s", text):
                            generated.add(text, (excerpt, number + 1))
                    files[os.path.join(folder, f"L{head.line}.swift")] = generated
                    self.count("excerpt")
                    continue
                statements: list[tuple[list[str], int, str]] = []
                for block in group:
                    given = block.marker("given")
                    pieces = []
                    if given:
                        pieces.append((given.split("\n"), block.line - 1, block.doc))
                    pieces.append((block.code, block.line, block.doc))
                    for code, first_line, doc in pieces:
                        for kind, lines, start in split_items(code, first_line):
                            if kind == "declaration":
                                generated.add_code(lines, doc, start)
                            elif kind == "statement":
                                statements.append((lines, start, doc))
                    self.count("code")
                if statements:
                    # Top-level code of a main.swift runs on the main actor, and may await and throw.
                    generated.add(f"@MainActor func snippet{head.line}() async throws {{")
                    for lines, start, doc in statements:
                        generated.add_code(lines, doc, start, "    ")
                    generated.add("}")
                files[os.path.join(folder, f"L{head.line}.swift")] = generated
            targets.append((module, imported, swift5))
        if not targets:
            return
        needs_snapshot_testing = any(
            {"SnapshotTesting", "FilmstripSnapshotTesting"} & imported for _, imported, _ in targets)
        manifest = ["// swift-tools-version:6.0", "import PackageDescription", "", "let package = Package(",
                    '    name: "DocSnippets",', "    dependencies: [",
                    f'        .package(name: "Filmstrip", path: {ROOT!r}),'.replace("'", '"')]
        if needs_snapshot_testing:
            manifest += [
                '        .package(name: "FilmstripSnapshotTesting", path: "'
                + os.path.join(ROOT, "Integrations/SnapshotTesting") + '"),',
                '        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),']
        manifest += ["    ],", "    targets: ["]
        for module, imported, swift5 in targets:
            products = ", ".join(
                f'.product(name: "{PRODUCTS[name][0]}", package: "{PRODUCTS[name][1]}")'
                for name in sorted(imported) if name in PRODUCTS)
            settings = ", swiftSettings: [.swiftLanguageMode(.v5)]" if swift5 else ""
            manifest.append(f'        .target(name: "{module}", dependencies: [{products}]{settings}),')
        manifest += ["    ]", ")", ""]
        with open(os.path.join(package, "Package.swift"), "w", encoding="utf-8") as handle:
            handle.write("\n".join(manifest))
        if needs_snapshot_testing:  # the versions the integration is tested with
            shutil.copy(os.path.join(ROOT, "Integrations/SnapshotTesting/Package.resolved"), package)
        for path, generated in files.items():
            self.write(generated, path)
        # Every target: the package has no products, so a plain build is exactly the snippets' modules.
        command = ["swift", "build", "--package-path", package, "--scratch-path", self.scratch_path]
        result = subprocess.run(command, capture_output=True, text=True)
        self.report(result, files, "the Swift blocks")

    # Output ----------------------------------------------------------------------------------------------------

    @staticmethod
    def write(generated: Generated, path: str) -> None:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write("\n".join(generated.lines) + "\n")

    def report(self, result: subprocess.CompletedProcess, files: dict[str, Generated], what: str) -> None:
        """Compiler diagnostics at the Markdown lines they come from."""
        output = result.stdout + result.stderr
        located = re.compile(r"^(/[^:\s]+\.swift):(\d+):(\d+): (error|warning): (.*)$")
        errors = 0
        seen: set[tuple[str, str]] = set()  # swift build repeats a file's errors
        resolved = {os.path.realpath(path): generated for path, generated in files.items()}
        for line in output.split("\n"):
            found = located.match(line)
            if not found or found.group(4) != "error":
                continue
            generated = resolved.get(os.path.realpath(found.group(1)))
            origin = None
            if generated is not None:
                number = int(found.group(2)) - 1
                origin = generated.origins[number] if 0 <= number < len(generated.origins) else None
            where = f"{origin[0]}:{origin[1]}:{found.group(3)}" if origin else f"{found.group(1)}:{found.group(2)}"
            if (where, found.group(5)) in seen:
                continue
            seen.add((where, found.group(5)))
            self.fail(f"{where}: error: {found.group(5)}")
            errors += 1
        if result.returncode != 0 and errors == 0:
            self.fail(f"{what} did not build:\n" + "\n".join(output.strip().split("\n")[-30:]))


def run_quick_start(checker: Checker, scratch_path: str) -> None:
    """The README's quick start, from an empty folder as a user elsewhere would run it: `swift run` with the
    `--package-path` the README gives for that case, apt-get simulated (the packages must exist; CI installed them),
    `swift test` left to CI's own step, which runs it as written."""
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    start = next((n for n, line in enumerate(lines) if line.startswith("## Quick start")), None)
    if start is None:
        checker.fail("README.md: error: no '## Quick start' section")
        return
    end = next((n for n in range(start + 1, len(lines)) if lines[n].startswith("## ")), len(lines))
    commands: list[tuple[int, str]] = []
    inside = False
    for number in range(start, end):
        line = lines[number]
        if re.match(r"^```\s*(sh|bash|shell|console)\s*$", line):
            inside = True
        elif line.startswith("```"):
            inside = False
        elif inside and line.strip():
            commands.append((number + 1, line))
    if not commands:
        checker.fail("README.md: error: the quick start has no shell block")
    folder = tempfile.mkdtemp(prefix="quick-start-")
    try:
        for number, command in commands:
            checker.count("quick-start command")
            if re.match(r"^\s*swift test\b", command):
                continue
            run = command.replace("swift run ", f"swift run --package-path {ROOT} --scratch-path {scratch_path} ")
            # apt-get update && apt-get install -y PACKAGES: every package must be one apt knows.
            run = re.sub(r"apt-get update\s*&&\s*", "", run)
            run = re.sub(r"apt-get install\s+(-y\s+)?", "apt-get install --simulate ", run)
            result = subprocess.run(["bash", "-euo", "pipefail", "-c", run], cwd=folder, capture_output=True,
                                    text=True)
            if result.returncode != 0:
                checker.fail(f"README.md:{number}: error: the quick start's command failed (exit "
                             f"{result.returncode}): {command.strip()}\n"
                             + "\n".join((result.stdout + result.stderr).strip().split("\n")[-15:]))
        for output in re.findall(r"-o\s+(\S+\.png)", " ".join(command for _, command in commands)):
            written = os.path.join(folder, output)
            if not os.path.exists(written) or os.path.getsize(written) == 0:
                checker.fail(f"README.md: error: the quick start wrote no {output}")
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--scratch-path", default=os.path.join(ROOT, ".build"),
                        help="SwiftPM's build folder for the scratch package (default: this package's .build, so "
                             "Filmstrip's modules are built once)")
    parser.add_argument("--no-quick-start", action="store_true", help="compile the Swift blocks only")
    parser.add_argument("--keep", action="store_true", help="keep the generated package and print its folder")
    arguments = parser.parse_args()

    checker = Checker(os.path.abspath(arguments.scratch_path))
    manifests: list[Block] = []
    code: dict[str, tuple[list[Block], str | None]] = {}
    for doc in documents():
        blocks, module = blocks_of(doc)
        kept = []
        for block in blocks:
            known = {"file", "excerpt", "continues", "given"}
            for kind, _ in block.markers:
                if kind not in known:
                    checker.fail(f"{block.where()}: error: unknown snippet marker '{kind}' (known: "
                                 + ", ".join(sorted(known | {"module"})) + ")")
            path = block.marker("file")
            if path is not None:
                checker.count("file")
                try:
                    with open(os.path.join(ROOT, path), encoding="utf-8") as handle:
                        same = handle.read() == "\n".join(block.code) + "\n"
                except OSError as error:
                    checker.fail(f"{block.where()}: error: cannot read {path}: {error.strerror}")
                    continue
                if not same:
                    checker.fail(f"{block.where()}: error: the block is not {path} word for word: copy one into "
                                 "the other")
                continue
            for offset, text in enumerate(block.code):
                for url in re.findall(r'\.package\(\s*url:\s*"([^"]*)"', text):
                    if "pointfreeco" not in url and url != FILMSTRIP_URL:
                        checker.fail(f"{doc}:{block.line + offset}: error: Filmstrip's URL is {FILMSTRIP_URL} "
                                     f"(FILMSTRIP_URL in this script), not {url}")
            excerpt = block.marker("excerpt")
            if excerpt is not None:
                problem = excerpt_problem(block, excerpt)
                if problem:
                    checker.fail(f"{block.where()}: error: not an excerpt of {excerpt}: {problem}")
            (manifests if is_manifest(block) else kept).append(block)
        code[doc] = (kept, module)
    work = tempfile.mkdtemp(prefix="doc-snippets-")
    try:
        checker.check_manifests(manifests, work)
        checker.check_code(code, work)
        if not arguments.no_quick_start:
            run_quick_start(checker, checker.scratch_path)
    finally:
        if arguments.keep:
            print(f"generated in {work}")
        else:
            shutil.rmtree(work, ignore_errors=True)
    counts = ", ".join(f"{count} {kind}" for kind, count in sorted(checker.counts.items()))
    if checker.failures:
        print(f"check-doc-snippets: {len(checker.failures)} problem(s) in the docs' Swift blocks ({counts})",
              file=sys.stderr)
        return 1
    print(f"check-doc-snippets: every Swift block of the docs compiles ({counts})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
