import FilmstripIO
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes files so that a reader never sees a half-written one: the bytes go to a temporary file in the same
/// directory, which is then renamed over the target (or, when overwriting is not allowed, hard-linked to it,
/// which fails atomically if the target appeared meanwhile).
public struct AtomicFileWriter: Sendable {
    /// Whether an existing file at the target may be replaced.
    public var overwrite: Bool

    /// A writer that replaces existing files only when `overwrite` is true.
    public init(overwrite: Bool) {
        self.overwrite = overwrite
    }

    /// Writes `bytes` to `path` through a temporary file renamed into place, so a reader never sees half a file.
    public func write(_ bytes: [UInt8], to path: String) throws {
        if !overwrite && access(path, F_OK) == 0 { throw EncodeError.outputExists(path: path) }
        let temporary = AtomicFileWriter.temporaryPath(for: path)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        if fd < 0 { throw EncodeError.cannotWrite(path: path, reason: AtomicFileWriter.lastError()) }
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + written, bytes.count - written) }
            if n < 0 {
                if errno == EINTR { continue }
                let reason = AtomicFileWriter.lastError()
                close(fd)
                unlink(temporary)
                throw EncodeError.cannotWrite(path: path, reason: reason)
            }
            written += n
        }
        if close(fd) != 0 {
            let reason = AtomicFileWriter.lastError()
            unlink(temporary)
            throw EncodeError.cannotWrite(path: path, reason: reason)
        }
        if overwrite {
            if rename(temporary, path) != 0 {
                let reason = AtomicFileWriter.lastError()
                unlink(temporary)
                throw EncodeError.cannotWrite(path: path, reason: reason)
            }
        } else {
            let linked = link(temporary, path)
            let linkErrno = errno
            unlink(temporary)
            if linked != 0 {
                if linkErrno == EEXIST { throw EncodeError.outputExists(path: path) }
                throw EncodeError.cannotWrite(path: path, reason: String(cString: strerror(linkErrno)))
            }
        }
    }

    /// A hidden sibling of `path` that no other writer uses. Its folder is made if missing (every output creates
    /// its parent folders), and what killed processes left there is swept away first.
    static func temporaryPath(for path: String) -> String {
        let output = LocalPath(path)
        if !output.parent.isEmpty {
            try? FileManager.default.createDirectory(atPath: output.parent, withIntermediateDirectories: true)
        }
        StaleTemporaries.sweepOnce(output.folder)
        return output.sibling(".\(output.name).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp").string
    }

    private static func lastError() -> String { String(cString: strerror(errno)) }
}
