/// UIKit's continuous ("squircle") corner, as `UIBezierPath(roundedRect:cornerRadius:)` draws it since iOS 7: the
/// curve leaves each side `extent` radii from the corner and reaches the diagonal through two cubic Béziers with a
/// short line between them, symmetric about the diagonal. The figures are the published reverse-engineered measure
/// of UIKit's path (in radii); the radius is limited so that the curve fits half the shorter side.
enum ContinuousCorner {
    /// How far from the corner, in radii, the curve leaves each side.
    static let extent = 1.52866483

    /// The corner, arriving along one side and leaving along the other.
    static let outline: CornerOutline = {
        // The half from the arriving side to the diagonal, as (along the arriving side, into the corner's other side).
        let entry = (a: extent, b: 0.0)
        let firstControl1 = (a: 1.08849323, b: 0.0)
        let firstControl2 = (a: 0.86840689, b: 0.0)
        let firstEnd = (a: 0.66993427, b: 0.06549600)
        let middleStart = (a: 0.63149399, b: 0.07491100)
        let middleControl = (a: 0.37282392, b: 0.16905899)
        // The other half is the mirror image across the diagonal.
        func mirror(_ p: (a: Double, b: Double)) -> (a: Double, b: Double) { (p.b, p.a) }
        return CornerOutline(
            start: entry,
            segments: [
                .cubic(firstControl1, firstControl2, firstEnd),
                .line(middleStart),
                .cubic(middleControl, mirror(middleControl), mirror(middleStart)),
                .line(mirror(firstEnd)),
                .cubic(mirror(firstControl2), mirror(firstControl1), mirror(entry)),
            ])
    }()
}
