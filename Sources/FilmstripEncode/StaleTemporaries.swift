import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Removes what a killed Filmstrip process left in a folder it was writing to: hidden temporary files
/// (`.<name>.<pid>.<random>.tmp`) and staging folders (`.filmstrip-staging-<pid>`, `.<name>.filmstrip-staging-<pid>`)
/// whose process is gone. Each folder is swept once per process, the first time something is written there, so a
/// folder of thousands of frames is listed once, not once per frame.
package enum StaleTemporaries {
    private static let swept = SweptFolders()

    /// Sweeps `folder` unless this process has already done so.
    package static func sweepOnce(_ folder: String) {
        let key = folder.isEmpty ? "." : folder
        guard swept.insert(key) else { return }
        // A `-old` folder is a previous output moved aside by a commit that was killed: `StagedFolder` puts it back,
        // so it is never swept here.
        for name in (try? FileManager.default.contentsOfDirectory(atPath: key)) ?? []
        where name.hasPrefix(".") && !name.hasSuffix("-old") {
            guard let pid = owner(of: name), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(atPath: "\(key)/\(name)")
        }
    }

    /// The process id in a temporary's or staging folder's name, or nil when the name is neither.
    static func owner(of name: String) -> Int32? {
        if name.hasSuffix(".tmp") {
            // .<name>.<pid>.<random>.tmp
            let parts = name.dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count >= 4, UInt32(parts[parts.count - 1]) != nil else { return nil }
            return Int32(parts[parts.count - 2])
        }
        guard let range = name.range(of: "filmstrip-staging-") else { return nil }
        return Int32(name[range.upperBound...].prefix { $0.isNumber })
    }
}

/// The folders this process has swept, behind a lock.
private final class SweptFolders: @unchecked Sendable {
    private let lock = NSLock()
    private var folders = Set<String>()

    /// True the first time `folder` is given.
    func insert(_ folder: String) -> Bool { lock.withLock { folders.insert(folder).inserted } }
}
