/// UIKit's path object: a `CGPath` built with UIKit's calls, for a layer's `shadowPath` or a shape layer's `path`.
/// Arcs follow UIKit's `clockwise` (clockwise on screen). Its line attributes (`lineWidth`, `lineCapStyle`) are kept
/// for source compatibility; Filmstrip strokes paths through `CAShapeLayer`, not `stroke()`.
open class UIBezierPath: NSObject {
    /// The path being built.
    private var built: CGMutablePath

    /// An empty path.
    public override init() {
        built = CGMutablePath()
        super.init()
    }

    /// The rectangle `rect`.
    public init(rect: CGRect) {
        built = CGMutablePath()
        built.addRect(rect)
        super.init()
    }

    /// `rect` with corners of `cornerRadius`, drawn as continuous curves as UIKit draws them since iOS 7.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        built = CGPath(outline: .roundedRect(rect, radius: cornerRadius, continuous: true)).mutableCopy()!
        super.init()
    }

    /// `rect` with the corners in `corners` rounded to the smaller of `cornerRadii`' width and height (UIKit rounds
    /// them as quarter circles, each at most half the shorter side).
    public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        let flags = [
            corners.contains(.topLeft), corners.contains(.topRight), corners.contains(.bottomRight),
            corners.contains(.bottomLeft),
        ]
        let radius = min(cornerRadii.width, cornerRadii.height)
        let elements = PathGeometry.roundedRect(rect, radius: radius, continuous: false, corners: flags)
        built = CGMutablePath(
            elements: elements,
            outline: flags.allSatisfy { $0 } ? .roundedRect(rect, radius: radius, continuous: false) : nil)
        super.init()
    }

    /// The oval inscribed in `rect`.
    public init(ovalIn rect: CGRect) {
        built = CGMutablePath()
        built.addEllipse(in: rect)
        super.init()
    }

    /// An arc about `center`, clockwise on screen from `startAngle` to `endAngle` when `clockwise`.
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// The path of `cgPath`.
    public init(cgPath: CGPath) {
        built = cgPath.mutableCopy()!
        super.init()
    }

    /// The path as Core Graphics'; setting it replaces the path.
    open var cgPath: CGPath {
        get { built.copy()! }
        set { built = newValue.mutableCopy()! }
    }

    /// Whether `point` is inside the area the path fills, by its fill rule (`usesEvenOddFillRule`).
    open func contains(_ point: CGPoint) -> Bool {
        built.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// The width a stroke would have; kept, not drawn.
    open var lineWidth: CGFloat = 1
    /// True fills by the even-odd rule; kept for a shape layer that copies it into `fillRule`.
    open var usesEvenOddFillRule = false

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) { built.move(to: point) }
    /// A line to `point`.
    open func addLine(to point: CGPoint) { built.addLine(to: point) }
    /// A cubic Bézier to `endPoint`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        built.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    /// A quadratic Bézier to `endPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        built.addQuadCurve(to: endPoint, control: controlPoint)
    }
    /// An arc about `center`, clockwise on screen when `clockwise`, joined to the current point by a line.
    open func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        built.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }
    /// Closes the current subpath.
    open func close() { built.closeSubpath() }
    /// Adds `bezierPath`'s subpaths.
    open func append(_ bezierPath: UIBezierPath) { built.addPath(bezierPath.built) }
    /// Removes every element.
    open func removeAllPoints() { built = CGMutablePath() }
    /// Maps every point by `transform`.
    open func apply(_ transform: CGAffineTransform) {
        built = CGMutablePath(elements: built.elements.map { $0.applying(transform) })
    }

    /// The smallest rectangle holding the path.
    open var bounds: CGRect { built.boundingBox }
    /// The end of the last element.
    open var currentPoint: CGPoint { built.currentPoint }
    /// True when the path has no elements.
    open var isEmpty: Bool { built.isEmpty }
}
