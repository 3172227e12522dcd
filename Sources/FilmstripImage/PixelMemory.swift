#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one place that asks whether a large pixel buffer can be had before Swift allocates it.
///
/// Swift aborts the process when an array cannot be allocated, and with overcommit `malloc` may promise terabytes
/// that the first write cannot have. So a size an input decided is checked for overflow and against the machine's
/// physical memory, then mapped (which fails, also under a `ulimit -v`) and given back at once: an image too large for
/// the memory at hand becomes a `PixelMemoryError`, never a crash. The check and the caller's
/// allocation that follows are not one atomic step, so a concurrent allocation can still win the race; the check
/// removes the cases an input controls (a claimed size), not every shortage.
package enum PixelMemory {
    /// The bytes of a `width` x `height` RGBA buffer, when it can be allocated now; else the error to report.
    @discardableResult
    package static func reserveRGBA(width: Int, height: Int) throws(PixelMemoryError) -> Int {
        let (pixels, pixelOverflow) = width.multipliedReportingOverflow(by: height)
        let (bytes, byteOverflow) = pixels.multipliedReportingOverflow(by: 4)
        guard width >= 0, height >= 0, !pixelOverflow, !byteOverflow, canAllocate(bytes: bytes) else {
            throw PixelMemoryError(width: width, height: height)
        }
        return bytes
    }

    /// True when `bytes` fit in physical memory and the system can map them now (mapped, then unmapped at once).
    ///
    /// `mmap`, not `malloc`: an optimising compiler may remove a `malloc` whose block is only freed, and with it
    /// the check, where a system call stays. The kernel refuses a mapping past `ulimit -v`, and past what its
    /// overcommit policy allows, just as it would refuse the allocation that follows.
    package static func canAllocate(bytes: Int) -> Bool {
        guard bytes >= 0, bytes <= physicalMemory else { return false }
        let length = Swift.max(bytes, 1)
        guard let mapping = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
            mapping != MAP_FAILED
        else { return false }
        munmap(mapping, length)
        return true
    }

    /// The machine's RAM in bytes (Int.max when unknown).
    package static let physicalMemory: Int = {
        let pages = sysconf(Int32(_SC_PHYS_PAGES))
        let pageSize = sysconf(Int32(_SC_PAGESIZE))
        guard pages > 0, pageSize > 0 else { return Int.max }
        let (bytes, overflow) = pages.multipliedReportingOverflow(by: pageSize)
        return overflow ? Int.max : bytes
    }()
}
