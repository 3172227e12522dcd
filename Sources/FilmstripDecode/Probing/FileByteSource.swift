import FilmstripIO

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file opened for positioned reads (`pread`), so probing touches only the header's bytes; a pipe (a process
/// substitution, a FIFO) has no size to read at, so it is read whole first, up to `maximumStreamBytes`.
final class FileByteSource: ByteSource {
    let path: String
    let count: Int
    private let descriptor: Int32?
    private let streamed: MemoryByteSource?

    /// The most a piped photo may give: a 100-megapixel PNG stored with no compression is 400 MB, a photo a tenth.
    static let maximumStreamBytes = 512 << 20

    /// Opens `path`, failing with `DecodeError.unreadable` for a missing file, a directory, a device, a FIFO that
    /// nobody writes, or no permission.
    init(path: String) throws {
        self.path = path
        do {
            switch try InputFile.open(path, maximumStreamBytes: FileByteSource.maximumStreamBytes) {
            case .regular(let fd, let size):
                (descriptor, streamed, count) = (fd, nil, size)
            case .stream(let bytes):
                (descriptor, streamed, count) = (nil, MemoryByteSource(data: bytes), bytes.count)
            }
        } catch {
            throw DecodeError.unreadable(path: path, reason: error.reason)
        }
    }

    deinit { if let descriptor { close(descriptor) } }

    func bytes(at offset: Int, length: Int) throws -> [UInt8] {
        guard let descriptor else { return streamed!.bytes(at: offset, length: length) }
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
