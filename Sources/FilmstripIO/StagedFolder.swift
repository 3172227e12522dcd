import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A folder written whole, then swapped in for the one it replaces, so that a kill at any moment leaves either the
/// old folder or the new one complete, never a mix: the staging folder sits beside the destination (same file
/// system) and the two are exchanged in one `renameat2(RENAME_EXCHANGE)`. Staging folders of processes that died
/// before committing are removed by the next run.
package struct StagedFolder: Sendable {
    /// The folder being replaced (or made).
    package let destination: String
    /// Where the new contents are written until `commit`.
    package let path: String

    /// Makes a fresh staging folder for `destination`, first removing those dead processes left beside it.
    package init(for destination: String) throws {
        let trimmed = destination.hasSuffix("/") && destination.count > 1 ? String(destination.dropLast()) : destination
        self.destination = trimmed
        let parent = LocalPath(trimmed).parent
        let name = LocalPath(trimmed).name
        path = (parent.isEmpty ? "" : parent + "/") + StagedFolder.prefix(for: name) + "\(getpid())"
        do {
            try FileManager.default.createDirectory(
                atPath: parent.isEmpty ? "." : parent, withIntermediateDirectories: true)
            StagedFolder.removeStale(in: parent.isEmpty ? "." : parent, name: name)
            try? FileManager.default.removeItem(atPath: path)
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        } catch {
            throw InputFileError(path: trimmed, reason: "cannot be written: " + ErrorMessage.reason(error as NSError))
        }
    }

    /// Puts the staged folder at `destination` in one step and removes what was there.
    package func commit() throws {
        var existing = stat()
        if lstat(destination, &existing) != 0 {
            guard rename(path, destination) == 0 else { throw StagedFolder.error(destination) }
            return
        }
        if let exchange = StagedFolder.exchange, exchange(AT_FDCWD, path, AT_FDCWD, destination, 2) == 0 {
            // `path` now holds the old folder.
            try? FileManager.default.removeItem(atPath: path)
            return
        }
        // No RENAME_EXCHANGE (an old kernel or another file system): the old folder moves aside first, so a kill
        // between the two renames leaves it whole under the staging name, where the next run finds it.
        let aside = path + "-old"
        guard rename(destination, aside) == 0 else { throw StagedFolder.error(destination) }
        guard rename(path, destination) == 0 else { throw StagedFolder.error(destination) }
        try? FileManager.default.removeItem(atPath: aside)
    }

    /// Removes the staging folders that dead processes left beside `destination` (and puts back an old folder a
    /// killed commit had moved aside), without staging anything: a run that only reads `destination` still sweeps
    /// what a `kill -9` of an earlier one left there.
    package static func sweep(beside destination: String) {
        let trimmed = destination.hasSuffix("/") && destination.count > 1 ? String(destination.dropLast()) : destination
        let path = LocalPath(trimmed)
        removeStale(in: path.folder, name: path.name)
    }

    /// Removes the staged folder without committing it.
    package func discard() {
        try? FileManager.default.removeItem(atPath: path)
    }

    private static func prefix(for name: String) -> String { ".\(name).filmstrip-staging-" }

    /// Removes staging folders of `name` in `parent` whose process is gone.
    static func removeStale(in parent: String, name: String) {
        let prefix = prefix(for: name)
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? [] where entry.hasPrefix(prefix)
        {
            let digits = entry.dropFirst(prefix.count).prefix { $0.isNumber }
            guard let pid = Int32(digits), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            let stale = "\(parent)/\(entry)"
            var status = stat()
            // An old folder moved aside by a commit that was killed before the new one moved in: put it back.
            if entry.hasSuffix("-old"), lstat("\(parent)/\(name)", &status) != 0,
                rename(stale, "\(parent)/\(name)") == 0
            {
                continue
            }
            try? FileManager.default.removeItem(atPath: stale)
        }
    }

    private typealias Exchange =
        @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32)
        -> Int32

    /// glibc's `renameat2`, looked up at run time: Swift's Glibc module does not declare it.
    private static let exchange: Exchange? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return nil }
        return unsafeBitCast(symbol, to: Exchange.self)
    }()

    private static func error(_ path: String) -> InputFileError {
        InputFileError(path: path, reason: "cannot be replaced: \(String(cString: strerror(errno)))")
    }
}
