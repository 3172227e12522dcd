/// Core Graphics' path, as far as a layer's `shadowPath` needs one: a rectangle, a rounded rectangle or an ellipse
/// (what `UIBezierPath(rect:)`, `(roundedRect:cornerRadius:)` and `(ovalIn:)` make). Immutable.
public final class CGPath: Hashable, Sendable {
    /// The outline a path here can have.
    enum Outline: Hashable, Sendable {
        /// A rectangle with corners of `radius` drawn as `continuous` or circular arcs (radius 0: square).
        case roundedRect(CGRect, radius: CGFloat, continuous: Bool)
        /// The ellipse inscribed in the rectangle.
        case ellipse(CGRect)
    }

    /// The outline.
    let outline: Outline

    init(outline: Outline) { self.outline = outline }

    /// The rectangle `rect` (an affine `transform` is applied to its box).
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(outline: .roundedRect(CGPath.box(rect, transform), radius: 0, continuous: false))
    }

    /// The rectangle `rect` with circular corners of the smaller of `cornerWidth` and `cornerHeight` (Filmstrip
    /// rounds corners equally along both sides).
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        self.init(
            outline: .roundedRect(
                CGPath.box(rect, transform), radius: min(cornerWidth, cornerHeight), continuous: false))
    }

    /// The ellipse inscribed in `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(outline: .ellipse(CGPath.box(rect, transform)))
    }

    /// The smallest rectangle holding the path.
    public var boundingBox: CGRect {
        switch outline {
        case .roundedRect(let rect, _, _), .ellipse(let rect): rect.standardized
        }
    }

    /// Equal outlines.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.outline == rhs.outline }

    /// Hashes the outline.
    public func hash(into hasher: inout Hasher) { hasher.combine(outline) }

    private static func box(_ rect: CGRect, _ transform: UnsafePointer<CGAffineTransform>?) -> CGRect {
        guard let transform else { return rect }
        return rect.applying(transform.pointee)
    }
}
