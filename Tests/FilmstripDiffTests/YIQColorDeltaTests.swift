import XCTest

@testable import FilmstripDiff

/// The integer shortcut for near-equal opaque pixels must never accept a pair the exact metric would reject.
final class YIQColorDeltaTests: XCTestCase {
    func testEigenvalueBoundHoldsForTheMetricsQuadraticForm() {
        // Power iteration on the symmetric matrix of distance(dR, dG, dB) finds its largest eigenvalue.
        func form(_ v: [Double]) -> [Double] {
            let y = v[0] * 0.29889531 + v[1] * 0.58662247 + v[2] * 0.11448223
            let i = v[0] * 0.59597799 - v[1] * 0.27417610 - v[2] * 0.32180189
            let q = v[0] * 0.21147017 - v[1] * 0.52261711 + v[2] * 0.31114694
            return [
                0.5053 * y * 0.29889531 + 0.299 * i * 0.59597799 + 0.1957 * q * 0.21147017,
                0.5053 * y * 0.58662247 - 0.299 * i * 0.27417610 - 0.1957 * q * 0.52261711,
                0.5053 * y * 0.11448223 - 0.299 * i * 0.32180189 + 0.1957 * q * 0.31114694,
            ]
        }
        var v = [1.0, 1.0, 1.0]
        for _ in 0..<200 {
            let w = form(v)
            let norm = (w[0] * w[0] + w[1] * w[1] + w[2] * w[2]).squareRoot()
            v = w.map { $0 / norm }
        }
        let w = form(v)
        let eigenvalue = v[0] * w[0] + v[1] * w[1] + v[2] * w[2]
        XCTAssertEqual(eigenvalue, 0.25608, accuracy: 1e-5)
        XCTAssertLessThan(eigenvalue, YIQColorDelta.eigenvalueBound)
    }

    func testQuickAcceptNeverAcceptsAnExactDifference() {
        var state: UInt64 = 42
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33)
        }
        for threshold in [0.0, 0.005, 0.01, 0.05, 0.1, 0.2, 0.5, 1] {
            let maxDelta = DiffOptions(perceptualThreshold: threshold).maxColorDelta
            let limit = YIQColorDelta.quickAcceptLimit(maxDelta: maxDelta)
            var accepted = 0
            for _ in 0..<25_000 {
                let p: [UInt8] = [UInt8(next() % 256), UInt8(next() % 256), UInt8(next() % 256), 255]
                // Mostly small steps around p, where the limit bites.
                let spread = 1 + next() % 64
                let q: [UInt8] =
                    (0..<3).map { UInt8(clamping: Int(p[$0]) + next() % (2 * spread + 1) - spread) } + [255]
                let squares = (0..<3).reduce(0) { $0 + (Int(p[$1]) - Int(q[$1])) * (Int(p[$1]) - Int(q[$1])) }
                guard squares <= limit else { continue }
                accepted += 1
                let distance = p.withUnsafeBufferPointer { pp in
                    q.withUnsafeBufferPointer { qq in YIQColorDelta.distance(pp.baseAddress!, qq.baseAddress!) }
                }
                if distance > maxDelta {
                    XCTFail("threshold \(threshold): \(p) vs \(q) accepted at distance \(distance)")
                }
            }
            if threshold >= 0.05 { XCTAssertGreaterThan(accepted, 500, "threshold \(threshold)") }
        }
    }
}
