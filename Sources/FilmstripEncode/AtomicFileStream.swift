#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file written piece by piece that appears at its path only when complete, for outputs too long to hold in
/// memory (an animated PNG of thousands of frames): the pieces go to a hidden temporary file beside the target,
/// which `commit` renames over it (or hard-links, failing if the target appeared, when overwriting is not allowed).
/// A stream dropped without `commit` leaves nothing behind.
package final class AtomicFileStream {
    package let path: String
    private let overwrite: Bool
    private let temporary: String
    private var descriptor: Int32

    package init(path: String, overwrite: Bool) throws {
        if !overwrite && access(path, F_OK) == 0 { throw EncodeError.outputExists(path: path) }
        self.path = path
        self.overwrite = overwrite
        temporary = AtomicFileWriter.temporaryPath(for: path)
        descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        if descriptor < 0 { throw EncodeError.cannotWrite(path: path, reason: String(cString: strerror(errno))) }
    }

    deinit {
        if descriptor >= 0 {
            close(descriptor)
            unlink(temporary)
        }
    }

    package func append(_ bytes: [UInt8]) throws {
        try bytes.withUnsafeBytes { try append($0) }
    }

    /// Appends bytes held elsewhere (a C library's output) without copying them into an array first.
    package func append(_ bytes: UnsafeRawBufferPointer) throws {
        guard let base = bytes.baseAddress else { return }
        var written = 0
        while written < bytes.count {
            let n = write(descriptor, base + written, bytes.count - written)
            if n < 0 {
                if errno == EINTR { continue }
                throw EncodeError.cannotWrite(path: path, reason: String(cString: strerror(errno)))
            }
            written += n
        }
    }

    /// Puts the complete file in place.
    package func commit() throws {
        let closed = close(descriptor)
        descriptor = -1
        defer { unlink(temporary) }
        if closed != 0 { throw EncodeError.cannotWrite(path: path, reason: String(cString: strerror(errno))) }
        if overwrite {
            if rename(temporary, path) != 0 {
                throw EncodeError.cannotWrite(path: path, reason: String(cString: strerror(errno)))
            }
        } else if link(temporary, path) != 0 {
            if errno == EEXIST { throw EncodeError.outputExists(path: path) }
            throw EncodeError.cannotWrite(path: path, reason: String(cString: strerror(errno)))
        }
    }
}
