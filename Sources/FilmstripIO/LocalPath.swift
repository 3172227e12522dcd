/// A path on this machine's file system, split into folder, name and extension by plain byte operations on its
/// UTF-8, so that every path a command writes to (and every folder it derives one from) is taken apart the same way.
///
/// Foundation's `NSString.deletingLastPathComponent` traps (SIGILL) on a one-character relative path such as `f`
/// with this toolchain, which made `frames -o f` or `test --report r` crash; nothing here calls Foundation. Splitting
/// on the byte `/` (never on `Character`s) also keeps a `/` followed by a combining mark a separator.
package struct LocalPath: Sendable, Hashable, CustomStringConvertible {
    /// The path as given.
    package let string: String

    /// `string` as given: nothing is resolved, standardised or checked.
    package init(_ string: String) {
        self.string = string
    }

    package var description: String { string }

    private static let slash = UInt8(ascii: "/")
    private static let dot = UInt8(ascii: ".")

    /// The path without the slashes that end it, unless it is only slashes (then `/`), or empty.
    private var trimmed: Substring {
        let bytes = string.utf8
        guard let last = bytes.lastIndex(where: { $0 != LocalPath.slash }) else {
            return string.isEmpty ? "" : "/"
        }
        return string[...last]
    }

    /// The folder that holds it as `NSString.deletingLastPathComponent` spells it: `a/b` → `a`, `/a` → `/`,
    /// `a/b/` → `a`, `/` → `/`, and a bare name (`f`) → the empty string.
    package var parent: String {
        let path = trimmed
        guard path != "/" else { return "/" }
        guard let slash = path.utf8.lastIndex(of: LocalPath.slash) else { return "" }
        let head = path[..<slash]
        guard let end = head.utf8.lastIndex(where: { $0 != LocalPath.slash }) else { return "/" }
        return String(head[...end])
    }

    /// The folder that holds it, `.` for a bare name: what can be opened or made.
    package var folder: String {
        let parent = parent
        return parent.isEmpty ? "." : parent
    }

    /// The last component without the slashes that end the path: `a/b.png` → `b.png`, `a/b/` → `b`, `/` → `/`.
    package var name: String {
        let path = trimmed
        guard path != "/", let slash = path.utf8.lastIndex(of: LocalPath.slash) else { return String(path) }
        return String(path[path.utf8.index(after: slash)...])
    }

    /// `name` without its extension: `b.png` → `b`, `b.tar.gz` → `b.tar`; a name starting with its only dot
    /// (`.hidden`) or ending in one (`b.`) has none.
    package var stem: String {
        let name = name
        guard let dot = name.utf8.lastIndex(of: LocalPath.dot), dot != name.utf8.startIndex,
            name.utf8.index(after: dot) != name.utf8.endIndex
        else { return name }
        return String(name[..<dot])
    }

    /// The extension of `name` without its dot (`b.PNG` → `PNG`), or the empty string when `stem` is all of it.
    package var pathExtension: String {
        let name = name
        let stem = stem
        return stem.utf8.count == name.utf8.count ? "" : String(name.utf8.dropFirst(stem.utf8.count + 1))!
    }

    /// The path of `component` inside this one, with one slash between them (none added after a bare `/` or an
    /// empty path).
    package func appending(_ component: String) -> LocalPath {
        if string.isEmpty { return LocalPath(component) }
        return LocalPath(string.utf8.last == LocalPath.slash ? string + component : string + "/" + component)
    }

    /// `name` beside this path: the same folder (`parent`), or no folder for a bare name.
    package func sibling(_ name: String) -> LocalPath {
        let parent = parent
        return parent.isEmpty ? LocalPath(name) : LocalPath(parent).appending(name)
    }
}
