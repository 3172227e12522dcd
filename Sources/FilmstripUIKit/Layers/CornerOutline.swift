/// One rounded corner of a rectangle's outline, in radii from the corner: `a` back along the side the outline
/// arrives on, `b` along the side it leaves on. Mirrored into each corner by `PathGeometry.roundedRect`.
struct CornerOutline: Sendable {
    /// A segment of the corner.
    enum Segment: Sendable {
        case line((a: Double, b: Double))
        case cubic((a: Double, b: Double), (a: Double, b: Double), (a: Double, b: Double))
    }

    /// Where the corner leaves the arriving side.
    let start: (a: Double, b: Double)
    /// The segments to where it joins the leaving side.
    let segments: [Segment]
}
