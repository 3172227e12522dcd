import Foundation

/// Path arithmetic on `/`-separated relative paths, without touching the file system (no symlinks resolved), so
/// that results read from one folder can be shown from another.
enum RelativePath {
    /// `path` (relative to `base`) made relative to `target`. Both folders are made absolute against the current
    /// folder first.
    static func rebase(_ path: String, from base: URL, to target: URL) -> String {
        if path.hasPrefix("/") { return path }
        let absolute = base.appendingPathComponent(path).standardizedFileURL.pathComponents
        let folder = target.standardizedFileURL.pathComponents
        var common = 0
        while common < absolute.count - 1, common < folder.count, absolute[common] == folder[common] { common += 1 }
        let ups = Array(repeating: "..", count: folder.count - common)
        return (ups + absolute[common...]).joined(separator: "/")
    }
}
