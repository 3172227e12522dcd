import Filmstrip
import FilmstripTesting

/// What a strategy hands swift-snapshot-testing when there is no real image to hand it: its snapshot, `toData` and
/// `fromData` closures cannot throw, so the error is reported as a test failure here, and a 1x1 transparent image
/// stands in (it never matches a real reference, so the comparison fails too instead of passing silently).
enum PlaceholderImage {
    static let image = RGBAImage(width: 1, height: 1)

    /// Reports `message` as a failure of the running test and returns the placeholder.
    static func reporting(_ message: String) -> RGBAImage {
        SnapshotFailureReporter.report(message, filePath: #filePath, line: #line, column: #column)
        return image
    }

    /// `body`'s image, or the placeholder after reporting what `body` threw.
    static func unlessThrowing(_ what: String, _ body: () throws -> RGBAImage) -> RGBAImage {
        do {
            return try body()
        } catch {
            return reporting("Filmstrip could not \(what): \(error)")
        }
    }
}
