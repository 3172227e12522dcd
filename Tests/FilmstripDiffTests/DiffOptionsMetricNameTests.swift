import FilmstripDiff
import XCTest

/// A failure's message names the comparison that failed it: since 0.3.0 that is exact unless a tolerance says
/// otherwise, and a message still saying "pixelmatch" sent readers after a threshold nobody set.
final class DiffOptionsMetricNameTests: XCTestCase {
    func testTheDefaultComparisonIsNamedExact() {
        XCTAssertEqual(DiffOptions().metricName, "exact comparison")
        XCTAssertEqual(
            DiffOptions(detectsAntiAliasing: true).metricName, "exact comparison, anti-aliased pixels excused")
    }

    func testAPerceptualThresholdIsNamedWithItsValue() {
        XCTAssertEqual(
            DiffOptions.pixelmatch.metricName,
            "pixelmatch's perceptual threshold 0.1, anti-aliased pixels excused")
        XCTAssertEqual(
            DiffOptions(perceptualThreshold: 0.05).metricName, "pixelmatch's perceptual threshold 0.05")
    }
}
