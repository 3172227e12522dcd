/// Core Graphics' path: subpaths of lines and curves, in the coordinates of whatever draws it (a layer's
/// `shadowPath`, a shape layer's `path`). Immutable; `CGMutablePath` builds one. A path made as one rectangle,
/// rounded rectangle or ellipse also remembers that outline, which a shadow is cast from exactly.
public class CGPath: Hashable, @unchecked Sendable {
    /// The outline a simple path has.
    enum Outline: Hashable, Sendable {
        /// A rectangle with corners of `radius` drawn as `continuous` or circular arcs (radius 0: square).
        case roundedRect(CGRect, radius: CGFloat, continuous: Bool)
        /// The ellipse inscribed in the rectangle.
        case ellipse(CGRect)
    }

    /// The outline, when the path is a single rectangle, rounded rectangle or ellipse; nil for any other path.
    var outline: Outline? { storedOutline }
    /// The path's elements in order.
    var elements: [PathElement] { storedElements }

    /// Set only while a `CGMutablePath` is built.
    var storedOutline: Outline?
    var storedElements: [PathElement]

    init(outline: Outline) {
        storedOutline = outline
        switch outline {
        case .roundedRect(let rect, let radius, let continuous):
            storedElements = PathGeometry.roundedRect(rect, radius: radius, continuous: continuous)
        case .ellipse(let rect):
            storedElements = PathGeometry.ellipse(rect)
        }
    }

    init(elements: [PathElement], outline: Outline? = nil) {
        storedElements = elements
        storedOutline = outline
    }

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

    /// The smallest rectangle holding the path's points, control points included (as Core Graphics' own).
    public var boundingBox: CGRect {
        if let outline {
            switch outline {
            case .roundedRect(let rect, _, _), .ellipse(let rect): return rect.standardized
            }
        }
        let points = elements.flatMap(\.points)
        guard !points.isEmpty else { return .null }
        return UIKitGeometry.box(of: points)
    }

    /// The box of the path itself; the control-point box here (UIKit choice `pathBoxesIncludeControlPoints`).
    public var boundingBoxOfPath: CGRect { boundingBox }

    /// True when the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The end point of the last element (the subpath's start after a close); zero for an empty path.
    public var currentPoint: CGPoint {
        var start = CGPoint.zero
        var current = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p):
                start = p
                current = p
            case .close: current = start
            default: current = element.points.last ?? current
            }
        }
        return current
    }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(elements: elements, outline: outline) }

    /// A copy with every point mapped by `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let transform else { return copy() }
        return CGPath(elements: elements.map { $0.applying(transform.pointee) })
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements, outline: outline) }

    /// Equal elements.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }

    /// Hashes the elements.
    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }

    private static func box(_ rect: CGRect, _ transform: UnsafePointer<CGAffineTransform>?) -> CGRect {
        guard let transform else { return rect }
        return rect.applying(transform.pointee)
    }
}
