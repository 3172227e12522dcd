/// CIE xy chromaticities of a white point and three primaries, as PNG cHRM and HEIF nclx give them.
struct Chromaticities: Equatable, Hashable, Sendable {
    /// White x, y, then red, green and blue x, y: the order of PNG's cHRM chunk.
    var xy: [Double]

    init(white: (Double, Double), red: (Double, Double), green: (Double, Double), blue: (Double, Double)) {
        xy = [white.0, white.1, red.0, red.1, green.0, green.1, blue.0, blue.1]
    }

    var white: (x: Double, y: Double) { (xy[0], xy[1]) }
    var red: (x: Double, y: Double) { (xy[2], xy[3]) }
    var green: (x: Double, y: Double) { (xy[4], xy[5]) }
    var blue: (x: Double, y: Double) { (xy[6], xy[7]) }

    /// ITU-R BT.709 / sRGB primaries with D65 white.
    static let sRGB = Chromaticities(
        white: (0.3127, 0.3290), red: (0.64, 0.33), green: (0.30, 0.60), blue: (0.15, 0.06))

    /// True when every coordinate is within `tolerance` of `other`'s (PNG stores them to 1/100000).
    func isClose(to other: Chromaticities, tolerance: Double = 0.0015) -> Bool {
        zip(xy, other.xy).allSatisfy { abs($0 - $1) <= tolerance }
    }

    /// True when the values describe a usable triangle (every coordinate strictly inside the unit square).
    var isPlausible: Bool { xy.allSatisfy { $0 > 0 && $0 < 1 } }
}
