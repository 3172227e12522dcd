/// A path being built, element by element, with Core Graphics' calls. Each call takes an optional affine
/// `transform` applied to the points it adds. Arcs follow Core Graphics' `clockwise` in UIKit's flipped
/// coordinates: `clockwise: true` turns counter-clockwise on screen (it is clockwise with y up), as on iOS.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public init() { super.init(elements: []) }

    override init(elements: [PathElement], outline: Outline? = nil) { super.init(elements: elements, outline: outline) }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        add([.move(point.applying(transform))])
    }

    /// A line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        add([.line(point.applying(transform))])
    }

    /// Lines through `points`, starting a subpath at the first.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        add([.move(first.applying(transform))] + points.dropFirst().map { .line($0.applying(transform)) })
    }

    /// A quadratic Bézier to `end` through `control`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        add([.quad(control: control.applying(transform), to: end.applying(transform))])
    }

    /// A cubic Bézier to `end` through `control1` and `control2`.
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        add([.cubic(control1.applying(transform), control2.applying(transform), to: end.applying(transform))])
    }

    /// `rect` as a closed subpath.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        addShape(.roundedRect(rect, radius: 0, continuous: false), transform: transform)
    }

    /// Each of `rects` as a closed subpath.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// `rect` with circular corners of the smaller of `cornerWidth` and `cornerHeight`.
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
    ) {
        addShape(.roundedRect(rect, radius: min(cornerWidth, cornerHeight), continuous: false), transform: transform)
    }

    /// The ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        addShape(.ellipse(rect), transform: transform)
    }

    /// An arc of the circle about `center` from `startAngle` to `endAngle` (radians), joined to the current point
    /// by a line when there is one.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        let arc = PathGeometry.arc(
            centre: center, radius: radius, start: startAngle, end: endAngle, clockwise: !clockwise,
            connect: hasCurrentPoint)
        add(arc.map { $0.applying(transform) })
    }

    /// An arc of `delta` radians (positive: counter-clockwise with y up, clockwise on screen) from `startAngle`.
    public func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, transform: CGAffineTransform = .identity
    ) {
        let arc = PathGeometry.arc(
            centre: center, radius: radius, start: startAngle, end: startAngle + delta, clockwise: delta >= 0,
            connect: hasCurrentPoint)
        add(arc.map { $0.applying(transform) })
    }

    /// `path`'s elements after this path's.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        add(path.elements.map { $0.applying(transform) })
    }

    /// Closes the current subpath.
    public func closeSubpath() { add([.close]) }

    /// Whether a subpath is open for a line or curve to continue.
    private var hasCurrentPoint: Bool { !storedElements.isEmpty }

    private func add(_ added: [PathElement]) {
        storedElements += added
        storedOutline = nil
    }

    /// Adds a simple shape; a path that is only that shape keeps its outline, so a shadow is cast from it exactly.
    private func addShape(_ shape: Outline, transform: CGAffineTransform) {
        let wasEmpty = storedElements.isEmpty
        let made = CGPath(outline: shape)
        add(made.elements.map { $0.applying(transform) })
        if wasEmpty, transform.isIdentity { storedOutline = shape }
    }
}
