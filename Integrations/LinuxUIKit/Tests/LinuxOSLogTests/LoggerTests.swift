import XCTest

@testable import LinuxOSLog

/// `Logger` as app code calls it: which levels are written, the line each gives, and the interpolation options
/// (privacy, formats, alignment) compiled and applied.
final class LoggerTests: XCTestCase {
    /// A logger extension as libraries declare theirs: one static logger per category.
    private static let layout = Logger(subsystem: "com.example.app", category: "CarouselLayout")

    func testOnlyErrorsAndFaultsAreWritten() {
        XCTAssertEqual(
            [OSLogType.debug, .info, .default, .error, .fault].map { OSLog.default.isEnabled(type: $0) },
            [false, false, false, true, true])
        XCTAssertFalse(OSLog.disabled.isEnabled(type: .fault))
    }

    func testTheLineNamesTheSubsystemCategoryAndLevel() {
        XCTAssertEqual(
            Self.layout.line(level: .fault, "'scrollDirection' must be set to 'horizontal'"),
            "[com.example.app/CarouselLayout] fault: 'scrollDirection' must be set to 'horizontal'")
        XCTAssertEqual(Logger().line(level: .error, "no name"), "error: no name")
    }

    func testInterpolatedValuesAreFormattedAndWrittenWhateverTheirPrivacy() {
        let count = 42
        let name = "cell"
        let width = 1.5
        let message: OSLogMessage =
            "\(count, privacy: .public) \(count, format: .hex(includePrefix: true)) \(count, format: .octal) \(name, privacy: .private(mask: .hash)) [\(name, align: .left(columns: 6))] [\(name, align: .right(columns: 6))] \(width, format: .fixed(precision: 2)) \(Float(2), format: .exponential(precision: 1)) \(true) \(false, format: .answer) \(-7, format: .decimal(explicitPositiveSign: true, minDigits: 3)) \(Int.self)"
        XCTAssertEqual(
            Self.layout.line(level: .error, message),
            "[com.example.app/CarouselLayout] error: 42 0x2a 52 cell [cell  ] [  cell] 1.50 2.0e+00 true NO -007 Int")
    }
}
