#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Reads a file named by an untrusted relative path (a shard's results file) inside a trusted folder, without a
/// window between checking and reading: every component is opened with `openat` and `O_NOFOLLOW` from the
/// descriptor of the one before, so a link anywhere on the way, or a folder swapped for a link while it runs, makes
/// the open fail instead of leading elsewhere; what is read is checked by `fstat` on the descriptor that reads it.
/// A regular file with more than one hard link is refused too, since a hard link inside the folder can name a file
/// outside it. Linear in the length of the path.
package enum ConfinedFile {
    /// The bytes of `relativePath` (`/`-separated, no `..`) inside `folder`, at most `maximumBytes`.
    package static func read(_ relativePath: String, inside folder: String, maximumBytes: Int) throws(InputFileError)
        -> [UInt8]
    {
        let components = relativePath.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        guard !relativePath.hasPrefix("/"), let last = components.last else {
            throw InputFileError(path: relativePath, reason: "is not a relative path to a file")
        }
        if components.contains("..") {
            throw InputFileError(path: relativePath, reason: "goes up with \"..\"; only paths inside are used")
        }
        var directory = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directory < 0 { throw InputFileError(path: folder, reason: InputFile.lastError()) }
        defer { close(directory) }
        for component in components.dropLast() {
            let next = openat(directory, String(component), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if next < 0 { throw InputFileError(path: relativePath, reason: reason(errno, at: String(component))) }
            close(directory)
            directory = next
        }
        // O_NONBLOCK: a FIFO opens without waiting and is then refused by its kind.
        let fd = openat(directory, String(last), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        if fd < 0 { throw InputFileError(path: relativePath, reason: reason(errno, at: String(last))) }
        defer { close(fd) }
        var status = stat()
        if fstat(fd, &status) != 0 { throw InputFileError(path: relativePath, reason: InputFile.lastError()) }
        guard (status.st_mode & S_IFMT) == S_IFREG else {
            throw InputFileError(path: relativePath, reason: "is not a regular file")
        }
        guard status.st_nlink == 1 else {
            throw InputFileError(
                path: relativePath, reason: "has \(status.st_nlink) hard links; only a file with one is read")
        }
        let size = Int(status.st_size)
        guard size <= maximumBytes else {
            throw InputFileError(path: relativePath, reason: "\(size) bytes is more than the \(maximumBytes) allowed")
        }
        return try InputFile.readRegular(fd, size: size, path: relativePath)
    }

    private static func reason(_ code: Int32, at component: String) -> String {
        switch code {
        case ELOOP: "\"\(component)\" is a symbolic link; links are not followed here"
        case ENOTDIR: "\"\(component)\" is not a folder (or is a symbolic link; links are not followed here)"
        case ENOENT: "no such file"
        default: String(cString: strerror(code))
        }
    }
}
