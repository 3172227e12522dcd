/// How a path is stroked, in canvas pixels: `CAShapeLayer`'s line width, caps, joins, miter limit and dashes.
package struct StrokeStyle: Sendable, Equatable {
    /// The shape at an open end.
    package enum Cap: Sendable, Equatable {
        /// Square at the end point.
        case butt
        /// A half circle of half the width beyond the end.
        case round
        /// Half the width beyond the end, square.
        case square
    }

    /// The shape where two segments meet.
    package enum Join: Sendable, Equatable {
        /// The outer edges extended to their meeting point, unless that lies more than `miterLimit` half widths
        /// away, where it is bevelled.
        case miter
        /// A circle of half the width.
        case round
        /// The outer corners joined by a straight edge.
        case bevel
    }

    /// The width, centred on the path.
    package var width: Double
    package var cap: Cap
    package var join: Join
    /// The longest miter, as a multiple of the width, drawn before a miter join is bevelled.
    package var miterLimit: Double
    /// Lengths of dash and gap, alternating (empty: solid), and how far into that pattern the path starts.
    package var dashes: [Double]
    package var dashPhase: Double

    package init(
        width: Double, cap: Cap = .butt, join: Join = .miter, miterLimit: Double = 10, dashes: [Double] = [],
        dashPhase: Double = 0
    ) {
        self.width = width
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.dashes = dashes
        self.dashPhase = dashPhase
    }
}
