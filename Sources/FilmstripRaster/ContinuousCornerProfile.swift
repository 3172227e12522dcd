/// iOS's continuous ("squircle") corner as `UIBezierPath(roundedRect:cornerRadius:)` and `CALayer.cornerCurve =
/// .continuous` shape it: the published reverse-engineered measure of UIKit's path, in corner radii from the corner
/// (`a` along one side, `b` along the other). The curve leaves each side `extent` radii from the corner, bends through
/// a cubic Bézier to a short straight piece, crosses the diagonal on a middle cubic and comes back the same way,
/// symmetric about the diagonal. `RoundedShape` draws it through `profile`; FilmstripUIKit builds paths from
/// `segments`.
package enum ContinuousCornerProfile {
    /// A point of the corner, in radii from the corner.
    package typealias Point = (a: Double, b: Double)

    /// A piece of the corner's outline.
    package enum Segment: Sendable {
        case line(Point)
        case cubic(Point, Point, Point)
    }

    /// How far from the corner, in radii, the curve leaves each side.
    package static let extent = 1.52866483

    /// Where the curve leaves the first side.
    package static let start: Point = (extent, 0)

    /// The pieces from `start` to (0, `extent`).
    package static let segments: [Segment] = {
        let firstControl1: Point = (1.08849323, 0)
        let firstControl2: Point = (0.86840689, 0)
        let firstEnd: Point = (0.66993427, 0.06549600)
        let middleStart: Point = (0.63149399, 0.07491100)
        let middleControl: Point = (0.37282392, 0.16905899)
        func mirror(_ p: Point) -> Point { (p.b, p.a) }
        return [
            .cubic(firstControl1, firstControl2, firstEnd),
            .line(middleStart),
            .cubic(middleControl, mirror(middleControl), mirror(middleStart)),
            .line(mirror(firstEnd)),
            .cubic(mirror(firstControl2), mirror(firstControl1), mirror(start)),
        ]
    }()

    /// How many intervals `profile` samples.
    static let profileIntervals = 1024

    /// The curve as the point test takes it: entry i is how far (as a fraction of the extent) a point may lie past
    /// the straight part of one side and still be inside, when it lies i / `profileIntervals` of the extent past the
    /// straight part of the other. Sampled from the Béziers densely and interpolated; 1 at 0 and 0 at the end.
    package static let profile: [Double] = {
        // The outline as (u, v): how far past each side's straight part, in extents.
        var outline: [(u: Double, v: Double)] = []
        func add(_ p: Point) { outline.append((1 - p.a / extent, 1 - p.b / extent)) }
        add(start)
        var current = start
        for segment in segments {
            switch segment {
            case .line(let p):
                add(p)
                current = p
            case .cubic(let c1, let c2, let p):
                let steps = 4096
                for i in 1...steps {
                    let t = Double(i) / Double(steps)
                    let s = 1 - t
                    let w0 = s * s * s
                    let w1 = 3 * s * s * t
                    let w2 = 3 * s * t * t
                    let w3 = t * t * t
                    add(
                        (
                            w0 * current.a + w1 * c1.a + w2 * c2.a + w3 * p.a,
                            w0 * current.b + w1 * c1.b + w2 * c2.b + w3 * p.b
                        ))
                }
                current = p
            }
        }
        // The outline runs from (0, 1) to (1, 0) with u rising: read v off it at each grid u.
        var values: [Double] = []
        var index = 0
        for i in 0...profileIntervals {
            let u = Double(i) / Double(profileIntervals)
            while index + 1 < outline.count - 1 && outline[index + 1].u < u { index += 1 }
            let p = outline[index]
            let q = outline[min(index + 1, outline.count - 1)]
            let t = q.u > p.u ? min(max((u - p.u) / (q.u - p.u), 0), 1) : 0
            values.append(min(max(p.v + (q.v - p.v) * t, 0), 1))
        }
        values[0] = 1
        values[profileIntervals] = 0
        return values
    }()
}
