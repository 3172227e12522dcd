#!/usr/bin/env python3
"""Finds `public` and `open` declarations that are not public: members of a `package` or internal type (or of an
extension of one), which Swift quietly caps at the type's own level. Such a member reads as part of the library's
API and is not, so the script fails on any; `--fix` rewrites each to the level it really has (`package`, or no
modifier inside an internal type).

    Scripts/check-access-levels.py            # lists offenders, exits 1 when there are any
    Scripts/check-access-levels.py --fix      # rewrites them in place (run `swift format` after)

Members of protocol extensions are left alone: they can witness a public protocol's requirements for the public
types that conform, whatever the protocol's own level. It reads Swift as text: comments and string literals are blanked out first, then braces are matched, so it needs no
build. Library modules only: Sources/*, not tests, scripts or examples.
"""
import os
import re
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
LEVELS = {"open": 4, "public": 4, "package": 3, "internal": 2, "fileprivate": 1, "private": 0}
TYPE_DECL = re.compile(
    r"((?:@[A-Za-z_][A-Za-z0-9_]*(?:\([^)]*\))?\s+)*)((?:(?:open|public|package|internal|fileprivate|private|final|"
    r"indirect|nonisolated)\s+)*)(struct|class|enum|protocol|actor|extension)\s+([A-Za-z_][A-Za-z0-9_.]*)")
MEMBER_ACCESS = re.compile(r"^(\s*(?:@[A-Za-z_][A-Za-z0-9_]*(?:\([^)]*\))?\s+)*)(public|open)(\s+)")


def blank(text):
    """The text with comments and string literals replaced by spaces (newlines kept), so braces and keywords inside
    them are not read as code."""
    out = []
    i, n = 0, len(text)
    while i < n:
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif text[i] == '"' or (text[i] == "#" and re.match(r'#+"', text[i:])):
            hashes = len(re.match(r"#*", text[i:]).group(0))
            start = i
            i += hashes
            multi = text.startswith('"""', i)
            quote = '"""' if multi else '"'
            i += len(quote)
            end = quote + "#" * hashes
            interpolation_depth = 0
            while i < n:
                if hashes == 0 and text.startswith("\\(", i):
                    # An interpolation: skip to its closing parenthesis (strings inside it are rare enough here).
                    depth, i = 1, i + 2
                    while i < n and depth:
                        depth += {"(": 1, ")": -1}.get(text[i], 0)
                        i += 1
                    continue
                if hashes == 0 and text[i] == "\\":
                    i += 2
                    continue
                if text.startswith(end, i):
                    i += len(end)
                    break
                i += 1
            out.append(re.sub(r"[^\n]", " ", text[start:i]))
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def access_of(modifiers):
    for word in modifiers.split():
        if word in LEVELS:
            return LEVELS[word]
    return None


def library_files():
    for module in sorted(os.listdir(os.path.join(ROOT, "Sources"))):
        folder = os.path.join(ROOT, "Sources", module)
        for dirpath, _, names in os.walk(folder):
            for name in sorted(names):
                if name.endswith(".swift"):
                    yield module, os.path.join(dirpath, name)


def scan(files):
    """Each type declaration's access, by module and name; then each public member whose enclosing type is less."""
    texts = {path: open(path, encoding="utf-8").read() for _, path in files}
    blanked = {path: blank(text) for path, text in texts.items()}
    declared = {}  # (module, qualified name) -> level
    for module, path in files:
        names = []  # (depth at which the context opened, qualified name or None for a non-type block)
        depth, pending = 0, None
        for line in blanked[path].split("\n"):
            match = TYPE_DECL.search(line)
            if match and line[: match.start()].strip() == "":
                kind = match.group(3)
                outer = next((name for _, name in reversed(names) if name), None)
                qualified = match.group(4) if kind == "extension" or not outer else outer + "." + match.group(4)
                if kind != "extension":
                    level = access_of(match.group(2))
                    if kind == "protocol":
                        # A protocol extension's public members can witness a public protocol's requirements for
                        # the public types that conform, whatever the protocol's own level: public in effect.
                        level = 4
                    declared.setdefault((module, qualified), level if level is not None else LEVELS["internal"])
                pending = qualified
            for char in line:
                if char == "{":
                    names.append((depth, pending))
                    pending = None
                    depth += 1
                elif char == "}":
                    depth -= 1
                    if names and names[-1][0] == depth:
                        names.pop()
    offenders = []
    for module, path in files:
        code = blanked[path]
        # A stack of (brace depth at which the context opened, effective level of the context).
        contexts = [(0, 4)]
        depth = 0
        pending = None  # the level of a type or extension whose `{` is next
        line_starts = [0] + [m.end() for m in re.finditer("\n", code)]
        for number, start in enumerate(line_starts):
            end = line_starts[number + 1] if number + 1 < len(line_starts) else len(code)
            line = code[start:end]
            stripped = line.strip()
            match = TYPE_DECL.search(line)
            member = MEMBER_ACCESS.match(line)
            enclosing = contexts[-1][1]
            if member and depth == contexts[-1][0] + 1 and len(contexts) > 1 and enclosing < 4:
                offenders.append((path, number + 1, enclosing, member))
            if match and line[: match.start()].strip() == "":
                kind, name, own = match.group(3), match.group(4), access_of(match.group(2))
                if kind == "extension":
                    # The outermost name says whose type it is: this module's, another stage's, or Foundation's
                    # and the standard library's (public). A nested name is capped by every type it is inside.
                    parts = name.split(".")
                    owner = next((m for m in [module] + [m for (m, _) in declared] if (m, parts[0]) in declared), None)
                    prefixes = [".".join(parts[: k + 1]) for k in range(len(parts))]
                    level = min(declared.get((owner, prefix), 4) for prefix in prefixes) if owner else 4
                    level = min(level, own) if own is not None else level
                else:
                    level = min(own if own is not None else LEVELS["internal"], enclosing)
                pending = level
            for char in line:
                if char == "{":
                    depth += 1
                    if pending is not None:
                        contexts.append((depth - 1, pending))
                        pending = None
                elif char == "}":
                    if len(contexts) > 1 and contexts[-1][0] == depth - 1:
                        contexts.pop()
                    depth -= 1
    return texts, offenders


def main():
    fix = "--fix" in sys.argv[1:]
    files = list(library_files())
    texts, offenders = scan(files)
    if not offenders:
        print("access levels: no public or open member inside a package or internal type")
        return 0
    if not fix:
        for path, line, level, member in offenders:
            what = "package" if level == 3 else "internal"
            print(f"{os.path.relpath(path, ROOT)}:{line}: `{member.group(2)}` inside a {what} type")
        print(f"access levels: {len(offenders)} public or open members inside package or internal types "
              f"(Scripts/check-access-levels.py --fix rewrites them)", file=sys.stderr)
        return 1
    by_file = {}
    for path, line, level, _ in offenders:
        by_file.setdefault(path, []).append((line, level))
    for path, lines in by_file.items():
        rows = texts[path].split("\n")
        for line, level in lines:
            rows[line - 1] = MEMBER_ACCESS.sub(lambda m: m.group(1) + ("package" + m.group(3) if level == 3 else ""),
                                               rows[line - 1], count=1)
        with open(path, "w", encoding="utf-8") as out:
            out.write("\n".join(rows))
    print(f"access levels: rewrote {len(offenders)} members in {len(by_file)} files")
    return 0


if __name__ == "__main__":
    sys.exit(main())
