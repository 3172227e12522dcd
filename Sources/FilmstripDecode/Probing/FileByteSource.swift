#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file opened for positioned reads (`pread`), so probing touches only the header's bytes.
final class FileByteSource: ByteSource {
    let path: String
    let count: Int
    private let descriptor: Int32

    /// Opens `path`, failing with `DecodeError.unreadable` for a missing file, a directory or no permission.
    init(path: String) throws {
        self.path = path
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 { throw DecodeError.unreadable(path: path, reason: String(cString: strerror(errno))) }
        var status = stat()
        if fstat(fd, &status) != 0 {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw DecodeError.unreadable(path: path, reason: reason)
        }
        if (status.st_mode & S_IFMT) == S_IFDIR {
            close(fd)
            throw DecodeError.unreadable(path: path, reason: "is a directory")
        }
        descriptor = fd
        count = Int(status.st_size)
    }

    deinit { close(descriptor) }

    func bytes(at offset: Int, length: Int) throws -> [UInt8] {
        let start = min(max(offset, 0), count)
        let wanted = min(max(length, 0), count - start)
        var buffer = [UInt8](repeating: 0, count: wanted)
        var done = 0
        while done < wanted {
            let n = buffer.withUnsafeMutableBytes { raw in
                pread(descriptor, raw.baseAddress! + done, wanted - done, off_t(start + done))
            }
            if n < 0 {
                if errno == EINTR { continue }
                throw DecodeError.unreadable(path: path, reason: String(cString: strerror(errno)))
            }
            if n == 0 { break }
            done += n
        }
        if done < wanted { buffer.removeLast(wanted - done) }
        return buffer
    }

    /// The whole file.
    func readAll() throws -> [UInt8] { try bytes(at: 0, length: count) }
}
