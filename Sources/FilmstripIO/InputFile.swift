#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Opens the files a user names without ever blocking on them: a regular file is read in place, a pipe (a process
/// substitution such as `<(cat photo.jpg)`, a FIFO) is read as a stream up to a byte limit, and anything else (a
/// device, a socket) is refused before it is opened. Inputs come from pull requests in CI, so a FIFO that nobody
/// writes, or a device named like a photo, must be an error naming it, never a hang.
package enum InputFile {
    /// An opened input: a descriptor for positioned reads, or a stream's bytes, already read.
    package enum Contents: Sendable {
        /// A regular file, read in place: an open descriptor (the caller closes it) and its size in bytes.
        case regular(descriptor: Int32, size: Int)
        /// A pipe's bytes, read whole when it was opened, at most the caller's byte limit.
        case stream([UInt8])
    }

    /// How long a pipe may stay silent before it is given up on: a writer that holds a FIFO open and never writes.
    package static let pipeSilenceSeconds: Int32 = 30

    /// Opens `path`. A stream is read whole at once, up to `maximumStreamBytes`; the caller owns and closes a
    /// regular file's descriptor.
    package static func open(_ path: String, maximumStreamBytes: Int) throws(InputFileError) -> Contents {
        var status = stat()
        if stat(path, &status) != 0 { throw InputFileError(path: path, reason: lastError()) }
        try checkKind(status.st_mode, path: path)
        // O_NONBLOCK: opening a FIFO for reading otherwise waits for a writer, forever if none comes.
        let fd = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        if fd < 0 { throw InputFileError(path: path, reason: lastError()) }
        if fstat(fd, &status) != 0 {
            let reason = lastError()
            close(fd)
            throw InputFileError(path: path, reason: reason)
        }
        do {
            // Swapped between the stat and the open: checked again on what was opened.
            try checkKind(status.st_mode, path: path)
        } catch {
            close(fd)
            throw error
        }
        guard (status.st_mode & S_IFMT) == S_IFIFO else {
            return .regular(descriptor: fd, size: Int(status.st_size))
        }
        defer { close(fd) }
        return .stream(try readStream(fd, path: path, maximumBytes: maximumStreamBytes))
    }

    /// The whole of `path`, refused unread when a regular file is larger than `maximumBytes` (a stream stops there).
    package static func read(_ path: String, maximumBytes: Int) throws(InputFileError) -> [UInt8] {
        switch try open(path, maximumStreamBytes: maximumBytes) {
        case .stream(let bytes): return bytes
        case .regular(let fd, let size):
            defer { close(fd) }
            guard size <= maximumBytes else {
                throw InputFileError(path: path, reason: "\(size) bytes is more than the \(maximumBytes) allowed")
            }
            return try readRegular(fd, size: size, path: path)
        }
    }

    /// Whether `path` is a regular file (after symlinks): what a folder listing may hand on as an input.
    package static func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
    }

    private static func checkKind(_ mode: mode_t, path: String) throws(InputFileError) {
        let kind: String
        switch mode & S_IFMT {
        case S_IFREG, S_IFIFO: return
        case S_IFDIR: throw InputFileError(path: path, reason: "is a directory")
        case S_IFCHR: kind = "a character device"
        case S_IFBLK: kind = "a block device"
        case S_IFSOCK: kind = "a socket"
        default: kind = "not a file"
        }
        throw InputFileError(path: path, reason: "\(kind), not a regular file or a pipe")
    }

    static func readRegular(_ fd: Int32, size: Int, path: String) throws(InputFileError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: size)
        var done = 0
        while done < size {
            let n = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress! + done, size - done, off_t(done)) }
            if n < 0 {
                if errno == EINTR { continue }
                throw InputFileError(path: path, reason: lastError())
            }
            if n == 0 { break }
            done += n
        }
        if done < size { bytes.removeLast(size - done) }
        return bytes
    }

    /// Reads a pipe to its end without blocking: waits at most `pipeSilenceSeconds` for each chunk.
    private static func readStream(_ fd: Int32, path: String, maximumBytes: Int) throws(InputFileError) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress!, $0.count) }
            if n > 0 {
                guard bytes.count + n <= maximumBytes else {
                    throw InputFileError(
                        path: path, reason: "a pipe giving more than the \(maximumBytes) bytes allowed")
                }
                bytes += chunk[0..<n]
                continue
            }
            if n == 0 {
                // The end of the stream; with no byte at all, a FIFO nobody has written to (or a writer gone).
                if bytes.isEmpty {
                    throw InputFileError(path: path, reason: "a pipe or FIFO with no data written to it")
                }
                return bytes
            }
            switch errno {
            case EINTR: continue
            case EAGAIN:
                var request = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                let ready = poll(&request, 1, pipeSilenceSeconds * 1000)
                if ready == 0 {
                    throw InputFileError(
                        path: path, reason: "a pipe that gave no data for \(pipeSilenceSeconds) s, given up on")
                }
            default: throw InputFileError(path: path, reason: lastError())
            }
        }
    }

    static func lastError() -> String { String(cString: strerror(errno)) }
}
