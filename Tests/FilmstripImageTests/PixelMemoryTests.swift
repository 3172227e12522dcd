import Foundation
import XCTest

@testable import FilmstripImage

#if canImport(Glibc)
    import Glibc
#endif

/// The check before a large pixel buffer is allocated: a size that cannot be had is an error, never a crash.
final class PixelMemoryTests: XCTestCase {
    /// The check maps the buffer, so a size the address space cannot hold is an error even in an optimised build
    /// (where a `malloc` that is only freed may be removed, check and all).
    func testPixelMemoryRefusesWhatTheAddressSpaceCannotHold() throws {
        let refused = try Self.withAddressSpace(extra: 64 << 20) {
            Result { try PixelMemory.reserveRGBA(width: 8000, height: 8000) }
        }
        XCTAssertThrowsError(try refused.get()) { error in
            XCTAssertEqual(error as? PixelMemoryError, PixelMemoryError(width: 8000, height: 8000))
        }
        XCTAssertEqual(try PixelMemory.reserveRGBA(width: 100, height: 100), 40_000)
        XCTAssertThrowsError(try PixelMemory.reserveRGBA(width: Int.max / 2, height: 3))
    }

    /// `body` run under a `ulimit -v` of what the process uses now plus `extra` bytes, the old limit restored after.
    static func withAddressSpace<T>(extra: Int, _ body: () -> T) throws -> T {
        var previous = rlimit()
        XCTAssertEqual(getrlimit(Int32(RLIMIT_AS.rawValue), &previous), 0)
        let pagesInUse = try XCTUnwrap(
            Int(try String(contentsOfFile: "/proc/self/statm", encoding: .utf8).split(separator: " ")[0]))
        var lowered = previous
        lowered.rlim_cur = rlim_t(pagesInUse * Int(sysconf(Int32(_SC_PAGESIZE))) + extra)
        XCTAssertEqual(setrlimit(Int32(RLIMIT_AS.rawValue), &lowered), 0)
        defer { XCTAssertEqual(setrlimit(Int32(RLIMIT_AS.rawValue), &previous), 0) }
        return body()
    }
}
