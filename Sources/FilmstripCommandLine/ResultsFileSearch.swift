import Foundation

/// The results files `merge-reports` is given: files as named, and folders searched for `results.json` files. A
/// download step lays shard artifacts out in more than one way (actions/download-artifact puts each matched artifact
/// in a folder named after it, but a single match straight into the path), so `shards/` works for both.
enum ResultsFileSearch {
    /// How deep a folder is searched: artifacts are a folder or two deep; a deeper tree is not a download.
    static let maximumDepth = 8

    /// `arguments` with each folder replaced by the `results.json` files under it, in byte order of their paths. A
    /// folder is searched without following links, skipping hidden folders (uploads leave them out); one that holds
    /// no results file is an error, as a misspelt path would be.
    static func files(_ arguments: [String]) throws -> [String] {
        try arguments.flatMap { argument -> [String] in
            guard isFolder(argument, followingLinks: true) else { return [argument] }
            var found: [String] = []
            search(argument, depth: 0, into: &found)
            guard !found.isEmpty else {
                throw CommandFailure.usage(
                    "\(Terminal.escaped(argument)): a folder with no results.json in it (give the results files, "
                        + "or the folder the shards' artifacts were downloaded into)")
            }
            return found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        }
    }

    private static func search(_ folder: String, depth: Int, into found: inout [String]) {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        for name in names where !name.hasPrefix(".") {
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            if name == "results.json" && isRegularFile(path) {
                found.append(path)
            } else if depth < maximumDepth && isFolder(path, followingLinks: false) {
                search(path, depth: depth + 1, into: &found)
            }
        }
    }

    private static func isFolder(_ path: String, followingLinks: Bool) -> Bool {
        var status = stat()
        let result = followingLinks ? stat(path, &status) : lstat(path, &status)
        return result == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    private static func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }
}
