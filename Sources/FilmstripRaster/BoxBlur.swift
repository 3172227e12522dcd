/// Three passes of a box filter along each axis: close to a Gaussian blur (the central limit), at a cost per pixel
/// that does not depend on the width. Values past the edges count as 0.
struct BoxBlur {
    /// The box's half width: each box spans `2 * radius + 1` cells.
    let radius: Int

    /// The blur whose three passes have about `standardDeviation` cells of standard deviation: a box of width w
    /// has variance (w^2 - 1) / 12, three of them three times that.
    init(standardDeviation: Double) {
        let width = (4 * standardDeviation * standardDeviation + 1).squareRoot()
        radius = max(0, Int(((width - 1) / 2).rounded()))
    }

    /// How far the blur spreads a value: three boxes' reach.
    var reach: Int { 3 * radius }

    func apply(to values: inout [Float], width: Int, height: Int) {
        guard radius > 0, width > 0, height > 0 else { return }
        var line = [Float](repeating: 0, count: max(width, height))
        var sums = [Float](repeating: 0, count: max(width, height) + 1)
        for _ in 0..<3 {
            for row in 0..<height {
                blur(&values, start: row * width, stride: 1, count: width, line: &line, sums: &sums)
            }
            for column in 0..<width {
                blur(&values, start: column, stride: width, count: height, line: &line, sums: &sums)
            }
        }
    }

    /// One box pass over `count` values `stride` apart, through prefix sums (summed in order: deterministic).
    private func blur(
        _ values: inout [Float], start: Int, stride: Int, count: Int, line: inout [Float], sums: inout [Float]
    ) {
        sums[0] = 0
        for i in 0..<count { sums[i + 1] = sums[i] + values[start + i * stride] }
        let scale = 1 / Float(2 * radius + 1)
        for i in 0..<count {
            line[i] = (sums[min(count, i + radius + 1)] - sums[max(0, i - radius)]) * scale
        }
        for i in 0..<count { values[start + i * stride] = line[i] }
    }
}
