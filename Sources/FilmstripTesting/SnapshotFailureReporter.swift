import Testing
import XCTest

/// Reports a failure to whichever framework runs the test: Swift Testing when a `@Test` is current, else XCTest.
/// Public for integrations whose failures arise outside an assertion (FilmstripSnapshotTesting's strategies).
public enum SnapshotFailureReporter {
    /// Records `message` as a failure at `filePath`:`line`:`column`: a Swift Testing issue when a `@Test` is running,
    /// an `XCTFail` otherwise (XCTest has no column, so it is dropped there).
    public static func report(_ message: String, filePath: StaticString, line: UInt, column: UInt) {
        if Test.current != nil {
            let location = SourceLocation(
                fileID: "\(filePath)", filePath: "\(filePath)", line: Int(line), column: Int(column))
            Issue.record(Comment(rawValue: message), sourceLocation: location)
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }
}
