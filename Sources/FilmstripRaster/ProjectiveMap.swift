/// A plane-to-plane projective map (a homography): `(x, y)` goes to `(X / W, Y / W)` where `(X, Y, W)` is the 3 x 3
/// matrix times `(x, y, 1)`. Core Animation draws a layer with perspective so; an affine map is one whose bottom
/// row is `0 0 1`.
package struct ProjectiveMap: Hashable, Sendable {
    /// The matrix, row by row: `m[0] = (m00, m01, m02)` gives X, `m[1]` gives Y, `m[2]` gives W.
    package var m: [[Double]]

    /// The map of the matrix with rows `row0`, `row1`, `row2`.
    package init(_ row0: [Double], _ row1: [Double], _ row2: [Double]) {
        m = [row0, row1, row2]
    }

    /// Moves every point by `(dx, dy)`.
    package static func translation(_ dx: Double, _ dy: Double) -> ProjectiveMap {
        ProjectiveMap([1, 0, dx], [0, 1, dy], [0, 0, 1])
    }

    /// Scales about the origin.
    package static func scale(_ sx: Double, _ sy: Double) -> ProjectiveMap {
        ProjectiveMap([sx, 0, 0], [0, sy, 0], [0, 0, 1])
    }

    /// `self` after `other`: a point goes through `other` first.
    package func after(_ other: ProjectiveMap) -> ProjectiveMap {
        var rows = [[Double]](repeating: [0, 0, 0], count: 3)
        for row in 0..<3 {
            for column in 0..<3 {
                rows[row][column] = (0..<3).reduce(0) { $0 + m[row][$1] * other.m[$1][column] }
            }
        }
        return ProjectiveMap(rows[0], rows[1], rows[2])
    }

    /// The `W` a point gets: positive in front of the eye.
    package func w(x: Double, y: Double) -> Double { m[2][0] * x + m[2][1] * y + m[2][2] }

    /// Where `(x, y)` goes, or nil when its `W` is not positive (behind the eye, or at infinity).
    package func apply(x: Double, y: Double) -> (x: Double, y: Double)? {
        let w = w(x: x, y: y)
        guard w > 0 else { return nil }
        return ((m[0][0] * x + m[0][1] * y + m[0][2]) / w, (m[1][0] * x + m[1][1] * y + m[1][2]) / w)
    }

    /// The inverse map (the adjugate over the determinant), or nil when the matrix is singular.
    package var inverse: ProjectiveMap? {
        let a = m
        let c00 = a[1][1] * a[2][2] - a[1][2] * a[2][1]
        let c01 = a[1][2] * a[2][0] - a[1][0] * a[2][2]
        let c02 = a[1][0] * a[2][1] - a[1][1] * a[2][0]
        let determinant = a[0][0] * c00 + a[0][1] * c01 + a[0][2] * c02
        guard determinant != 0, determinant.isFinite else { return nil }
        let r = 1 / determinant
        return ProjectiveMap(
            [c00 * r, (a[0][2] * a[2][1] - a[0][1] * a[2][2]) * r, (a[0][1] * a[1][2] - a[0][2] * a[1][1]) * r],
            [c01 * r, (a[0][0] * a[2][2] - a[0][2] * a[2][0]) * r, (a[0][2] * a[1][0] - a[0][0] * a[1][2]) * r],
            [c02 * r, (a[0][1] * a[2][0] - a[0][0] * a[2][1]) * r, (a[0][0] * a[1][1] - a[0][1] * a[1][0]) * r])
    }
}
