#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a path really leads, symlinks resolved, and whether that stays inside a folder: how Filmstrip keeps what a
/// pull request controls (shard results, links in a suite) from reading or writing outside the folders it belongs to.
package enum ConfinedPath {
    /// `path` made absolute with every symlink of its existing part resolved; the components that do not exist yet
    /// are appended as they are, `.` and `..` among them applied to the text (there is no link left to follow).
    package static func resolved(_ path: String) -> String {
        var components: [String] = []
        var existing = path.isEmpty ? "." : path
        // Walk up to the deepest part that exists, keeping the rest to append.
        while true {
            if let real = realpath(existing) { return join(real, components.reversed()) }
            let slash = existing.lastIndex(of: "/")
            let name = slash.map { String(existing[existing.index(after: $0)...]) } ?? existing
            components.append(name)
            guard let slash else {
                existing = "."
                continue
            }
            existing = slash == existing.startIndex ? "/" : String(existing[..<slash])
        }
    }

    /// Whether `path` (after `resolved`) is `folder` or inside it (`folder` resolved too).
    /// Compared byte by byte: `String`'s `==` and `hasPrefix` compare canonically, which would put `cafe\u{301}/x`
    /// (another folder on Linux) inside `café`.
    package static func isInside(_ path: String, folder: String) -> Bool {
        let target = resolved(path)
        let root = resolved(folder)
        return target.utf8.elementsEqual(root.utf8) || target.utf8.starts(with: (root == "/" ? "/" : root + "/").utf8)
    }

    private static func realpath(_ path: String) -> String? {
        guard let pointer = Glibc.realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    private static func join(_ base: String, _ rest: [String]) -> String {
        var parts = base.split(separator: "/").map(String.init)
        for part in rest where !part.isEmpty && part != "." {
            if part == ".." { _ = parts.popLast() } else { parts.append(part) }
        }
        return "/" + parts.joined(separator: "/")
    }
}
