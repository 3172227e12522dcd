import Filmstrip
import Foundation
import Synchronization
import Testing
import XCTest

/// Where the diff images of failed comparisons go: swift-snapshot-testing writes the failed snapshot itself and on
/// Linux attaches nothing, so the diff image is a file and the failure message gives its path. It goes where
/// FilmstripTesting puts its own: `FILMSTRIP_ARTIFACTS`, else `SNAPSHOT_ARTIFACTS`, else the package's
/// `.build/filmstrip-artifacts` (the package holding the running test, or the current folder's), never a folder
/// that every project on the machine shares. The file is named after the running test (`testCentred.diff.png`, then
/// `testCentred.2.diff.png` for its second failure), so a failure is found by its test and two never overwrite each
/// other; only when no test framework names the test is it named after a hash of the image.
enum DiffImageArtifacts {
    /// How many diff images each test has written in this process.
    private static let writtenPerTest = Mutex<[String: Int]>([:])

    static func folder(environment: [String: String], testFile: String? = CurrentTest.filePath) -> String {
        if let root = [environment["FILMSTRIP_ARTIFACTS"], environment["SNAPSHOT_ARTIFACTS"]]
            .compactMap({ $0 }).first(where: { !$0.isEmpty })
        {
            return URL(fileURLWithPath: root).appendingPathComponent("filmstrip-diffs").path
        }
        let start =
            testFile.map { ($0 as NSString).deletingLastPathComponent }
            ?? FileManager.default
            .currentDirectoryPath
        var url = URL(fileURLWithPath: start, isDirectory: true)
        while url.path != "/" {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
                return url.appendingPathComponent(".build/filmstrip-artifacts").path
            }
            url.deleteLastPathComponent()
        }
        return FileManager.default.currentDirectoryPath + "/.build/filmstrip-artifacts"
    }

    /// Writes a diff image's PNG bytes and returns the path: `<folder>/<test>.diff.png` (`<test>.<n>.diff.png` for
    /// the test's n-th), or `<folder>/<hash>.diff.png` when the test is not known.
    static func write(_ png: [UInt8], environment: [String: String]) throws -> String {
        let folder = folder(environment: environment)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let stem: String
        if let test = CurrentTest.name.map(fileName) {
            let count = writtenPerTest.withLock { written in
                written[test, default: 0] += 1
                return written[test, default: 0]
            }
            stem = count == 1 ? test : "\(test).\(count)"
        } else {
            stem = fnv1a(png)
        }
        let path = "\(folder)/\(stem).diff.png"
        try AtomicFileWriter(overwrite: true).write(png, to: path)
        return path
    }

    /// `testCentred()` → `testCentred`; anything but letters, digits, `-` and `_` becomes `_`.
    static func fileName(_ name: String) -> String {
        var trimmed = Substring(name)
        if let paren = trimmed.firstIndex(of: "(") { trimmed = trimmed[..<paren] }
        return String(trimmed.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
    }

    /// The 64-bit FNV-1a hash of `bytes` as 16 hexadecimal digits.
    static func fnv1a(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

/// The test that is running, as far as the test frameworks tell: Swift Testing's `Test.current`, or for XCTest the
/// case an observer saw start (registered when this module's first strategy is made, so from the second test of a
/// process on).
enum CurrentTest {
    static var name: String? {
        if let test = Test.current { return "\(test.displayName ?? test.name)" }
        return XCTestCaseTracker.shared.current
    }

    static var filePath: String? { Test.current.map { $0.sourceLocation.filePath } }
}

/// Remembers the XCTest case that started last.
final class XCTestCaseTracker: NSObject, XCTestObservation, @unchecked Sendable {
    static let shared: XCTestCaseTracker = {
        let tracker = XCTestCaseTracker()
        XCTestObservationCenter.shared.addTestObserver(tracker)
        return tracker
    }()

    private let lock = NSLock()
    private var name: String?

    var current: String? { lock.withLock { name } }

    func testCaseWillStart(_ testCase: XCTestCase) {
        lock.withLock { name = testCase.name.replacingOccurrences(of: ".", with: "_") }
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        lock.withLock { name = nil }
    }
}
