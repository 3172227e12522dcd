/// The geometry views and layout attributes share: the box a transform about the centre gives a rectangle.
enum UIKitGeometry {
    /// The box of `rect` transformed about its own centre by `transform` (translation included), as UIKit's
    /// `frame` under a transform.
    static func box(of rect: CGRect, transformedBy transform: CGAffineTransform) -> CGRect {
        guard !transform.isIdentity else { return rect }
        let centre = CGPoint(x: rect.midX, y: rect.midY)
        let linear = CGAffineTransform(a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: 0, ty: 0)
        let moved = CGRect(x: -rect.width / 2, y: -rect.height / 2, width: rect.width, height: rect.height)
            .applying(linear)
        return moved.offsetBy(dx: centre.x + transform.tx, dy: centre.y + transform.ty)
    }

    /// Whether `rect` meets `other` with a positive area, as `CGRect.intersects`; a rectangle that is not finite
    /// meets everything, so that whoever checks the layout's answers gets to see it (and name it) instead of the
    /// geometry trapping on it.
    static func meets(_ rect: CGRect, _ other: CGRect) -> Bool {
        let values = [rect.minX, rect.minY, rect.width, rect.height, other.minX, other.minY, other.width, other.height]
        guard values.allSatisfy(\.isFinite) else { return true }
        return rect.intersects(other)
    }

    /// The four corners of `rect`.
    static func corners(of rect: CGRect) -> [CGPoint] {
        [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ]
    }

    /// The smallest rectangle holding `points`.
    static func box(of points: [CGPoint]) -> CGRect {
        let xs = points.map(\.x)
        let ys = points.map(\.y)
        let minX = xs.min() ?? 0
        let minY = ys.min() ?? 0
        return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }
}
