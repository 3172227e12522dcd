#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Pixel buffers whose size an input file decided. Swift traps when an array cannot be allocated, so the size
/// is checked for overflow and against the machine's physical memory (with overcommit, `malloc` may promise
/// terabytes that the zero-fill then cannot have), then asked of `malloc`, which answers nil instead of
/// trapping: a file too large for the memory at hand (or for a `ulimit -v`) is a `DecodeError`, never a crash.
enum PixelAllocation {
    /// A zeroed `width` x `height` RGBA buffer for the image at `path`.
    static func rgba(width: Int, height: Int, path: String) throws -> [UInt8] {
        let bytes = try reserve(width: width, height: height, path: path)
        return [UInt8](repeating: 0, count: bytes)
    }

    /// Checks that a `width` x `height` RGBA buffer can be allocated now, and returns its size in bytes.
    @discardableResult
    static func reserve(width: Int, height: Int, path: String) throws -> Int {
        let (pixels, pixelOverflow) = width.multipliedReportingOverflow(by: height)
        let (bytes, byteOverflow) = pixels.multipliedReportingOverflow(by: 4)
        guard width >= 0, height >= 0, !pixelOverflow, !byteOverflow, bytes <= physicalMemory,
            let probe = malloc(Swift.max(bytes, 1))
        else {
            throw outOfMemory(width: width, height: height, path: path)
        }
        free(probe)
        return bytes
    }

    /// The machine's RAM in bytes (Int.max when unknown).
    static let physicalMemory: Int = {
        let pages = sysconf(Int32(_SC_PHYS_PAGES))
        let pageSize = sysconf(Int32(_SC_PAGESIZE))
        guard pages > 0, pageSize > 0 else { return Int.max }
        let (bytes, overflow) = pages.multipliedReportingOverflow(by: pageSize)
        return overflow ? Int.max : bytes
    }()

    static func outOfMemory(width: Int, height: Int, path: String) -> DecodeError {
        let megabytes = Double(width) * Double(height) * 4 / 1_048_576
        let size = megabytes < 1e15 ? "\(Int(megabytes.rounded(.up))) MB" : "too many bytes"
        return .unsupported(path: path, reason: "not enough memory for \(width)x\(height) pixels (\(size))")
    }
}
