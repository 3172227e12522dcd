import XCTest

@testable import FilmstripPhysics

final class RubberBandTests: XCTestCase {
    // d = 390, c = 0.55: b = (1 - 1 / (x * 0.55 / 390 + 1)) * 390.
    private let band = RubberBand(offsetRange: 0...1000, dimension: 390)

    func testFormulaAtSomeOvershoots() {
        // x = 0 -> 0.
        // x = 100: 100 * 0.55 / 390 = 0.1410256; 1 / 1.1410256 = 0.8764045; b = 0.1235955 * 390 = 48.2022472.
        // x = 390: 1 / 1.55 = 0.6451613; b = 0.3548387 * 390 = 138.3870968.
        // x = 1000: 1000 * 0.55 / 390 = 1.4102564; b = (1 - 1 / 2.4102564) * 390 = 228.1914894.
        XCTAssertEqual(band.displacement(forOvershoot: 0), 0)
        XCTAssertEqual(band.displacement(forOvershoot: 100), 48.2022472, accuracy: 1e-7)
        XCTAssertEqual(band.displacement(forOvershoot: 390), 138.3870968, accuracy: 1e-7)
        XCTAssertEqual(band.displacement(forOvershoot: 1000), 228.1914894, accuracy: 1e-7)
        XCTAssertLessThan(band.displacement(forOvershoot: 1e9), 390)
    }

    func testSlope() {
        // db/dx = 0.55 / (x * 0.55 / d + 1)^2: 0.55 at the edge, 0.55 / 1.1410256^2 = 0.4224467 at x = 100.
        XCTAssertEqual(band.slope(forOvershoot: 0), 0.55)
        XCTAssertEqual(band.slope(forOvershoot: 100), 0.4224467, accuracy: 1e-7)
    }

    func testBothEnds() {
        XCTAssertEqual(band.bandedOffset(500), 500)
        XCTAssertEqual(band.bandedOffset(1100), 1048.2022472, accuracy: 1e-7)
        XCTAssertEqual(band.bandedOffset(-100), -48.2022472, accuracy: 1e-7)
        XCTAssertEqual(band.bandedSlope(500), 1)
        XCTAssertEqual(band.bandedSlope(-100), 0.4224467, accuracy: 1e-7)
    }

    func testInverse() {
        for unconstrained in [-5000.0, -390, -100, 0, 250, 1000, 1001, 1100, 4000] {
            XCTAssertEqual(band.unconstrainedOffset(band.bandedOffset(unconstrained)), unconstrained, accuracy: 1e-6)
        }
    }
}
