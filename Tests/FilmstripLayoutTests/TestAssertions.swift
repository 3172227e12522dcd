import FilmstripLayout
import XCTest

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Asserts `actual` is within `relative` of `expected`, relative to the larger magnitude (absolute near zero).
func XCTAssertClose(
    _ actual: Double, _ expected: Double, relative: Double = 1e-9, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    let tolerance = relative * max(1, abs(actual), abs(expected))
    XCTAssert(
        abs(actual - expected) <= tolerance, "\(actual) is not within \(tolerance) of \(expected). \(message())",
        file: file, line: line)
}

/// The frames of `attributes` as `[x, y, w, h]` arrays, for compact exact comparisons.
func frames(_ attributes: [LayoutAttributes]) -> [[Double]] {
    attributes.map { [$0.frame.minX, $0.frame.minY, $0.frame.width, $0.frame.height] }
}
