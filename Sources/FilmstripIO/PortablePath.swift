import Foundation

/// A path turned into a relative one that stays below whatever folder it is joined to: what results files and
/// artifacts folders use to name a file by where it came from without ever pointing out of their own folder.
package enum PortablePath {
    /// `path` as a relative path with no `.`, `..` or empty components: an absolute path inside `base` (the current
    /// folder by default) becomes relative to it, any other absolute path loses its leading `/`, and `..` becomes
    /// `_`. The result is never empty (`_`). Linear in the length of `path`.
    package static func relative(_ path: String, base: String = FileManager.default.currentDirectoryPath) -> String {
        var trimmed = Substring(path)
        if path.hasPrefix("/") {
            let folder = base.hasSuffix("/") ? base : base + "/"
            trimmed = path.hasPrefix(folder) ? path.dropFirst(folder.count) : path.dropFirst()
        }
        let components = trimmed.split(separator: "/", omittingEmptySubsequences: true)
            .filter { $0 != "." }
            .map { $0 == ".." ? "_" : String($0) }
        return components.isEmpty ? "_" : components.joined(separator: "/")
    }
}
