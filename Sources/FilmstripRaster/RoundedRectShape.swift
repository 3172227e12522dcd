import FilmstripImage

/// A rounded rectangle (a circle when square with radius half its side) and its anti-aliased pixel coverage.
///
/// Coverage is exact 0 or 1 for pixels the edge cannot touch (decided from the exact signed distance at the pixel
/// centre), and a fixed 16 x 16 grid of samples for the pixels it crosses: deterministic, 257 levels, and mirror-
/// symmetric because the sample offsets are symmetric about the pixel centre and exactly representable.
struct RoundedRectShape {
    let centreX: Double
    let centreY: Double
    let halfWidth: Double
    let halfHeight: Double
    let cornerRadius: Double

    static let samplesPerAxis = 16
    /// Half the pixel diagonal: a pixel whose centre is farther than this from the edge lies wholly on one side.
    private static let halfDiagonal = 0.5.squareRoot() + 1e-9

    init(rect: PixelRect, cornerRadius: Double) {
        centreX = rect.x + rect.width / 2
        centreY = rect.y + rect.height / 2
        halfWidth = rect.width / 2
        halfHeight = rect.height / 2
        self.cornerRadius = min(max(cornerRadius, 0), halfWidth, halfHeight)
    }

    /// Exact Euclidean distance from (x, y) to the outline: negative inside.
    func signedDistance(x: Double, y: Double) -> Double {
        let qx = abs(x - centreX) - (halfWidth - cornerRadius)
        let qy = abs(y - centreY) - (halfHeight - cornerRadius)
        let outsideX = max(qx, 0)
        let outsideY = max(qy, 0)
        return (outsideX * outsideX + outsideY * outsideY).squareRoot() + min(max(qx, qy), 0) - cornerRadius
    }

    /// Fraction of pixel (`column`, `row`) inside the shape and inside `clip` (when given).
    func coverage(column: Int, row: Int, clip: PixelRect?) -> Double {
        let distance = signedDistance(x: Double(column) + 0.5, y: Double(row) + 0.5)
        if distance >= Self.halfDiagonal { return 0 }
        let pixel = PixelRect(x: Double(column), y: Double(row), width: 1, height: 1)
        if distance <= -Self.halfDiagonal {
            guard let clip else { return 1 }
            guard let visible = pixel.intersection(clip) else { return 0 }
            return visible.width * visible.height
        }
        let n = Self.samplesPerAxis
        var inside = 0
        for sy in 0..<n {
            let y = Double(row) + (Double(sy) + 0.5) / Double(n)
            if let clip, !(y >= clip.minY && y < clip.maxY) { continue }
            for sx in 0..<n {
                let x = Double(column) + (Double(sx) + 0.5) / Double(n)
                if let clip, !(x >= clip.minX && x < clip.maxX) { continue }
                if signedDistance(x: x, y: y) < 0 { inside += 1 }
            }
        }
        return Double(inside) / Double(n * n)
    }
}
