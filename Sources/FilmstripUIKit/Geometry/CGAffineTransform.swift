/// Core Graphics' 2-D affine transform: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`. Views and layout attributes
/// apply it about their centre.
public struct CGAffineTransform: Hashable, Sendable {
    /// The x scale (and, with `b` and `c`, rotation) part: `x' = a·x + c·y + tx`.
    public var a: CGFloat
    /// How x moves y: `y' = b·x + d·y + ty`.
    public var b: CGFloat
    /// How y moves x: `x' = a·x + c·y + tx`.
    public var c: CGFloat
    /// The y scale (and, with `b` and `c`, rotation) part: `y' = b·x + d·y + ty`.
    public var d: CGFloat
    /// The x translation in points.
    public var tx: CGFloat
    /// The y translation in points.
    public var ty: CGFloat

    /// The identity.
    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    /// A transform with every coefficient given.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The transform that leaves everything in place.
    public static let identity = CGAffineTransform()

    /// A scale by `sx` and `sy` (negative values mirror).
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

    /// A translation by `tx` and `ty` points.
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }

    /// A rotation by `angle` radians; positive turns clockwise on screen, where y grows downwards.
    public init(rotationAngle angle: CGFloat) {
        let cosine = cos(angle)
        let sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this is exactly the identity.
    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `other`.
    public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d,
            c: c * other.a + d * other.c, d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// This transform preceded by a scale by `sx` and `sy`, as Core Graphics composes it.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// This transform preceded by a translation by `tx` and `ty` points, as Core Graphics composes it.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// This transform preceded by a rotation by `angle` radians (clockwise on screen), as Core Graphics composes it.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse, or the transform itself when it cannot be inverted (as Core Graphics does).
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        return CGAffineTransform(
            a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
            tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }
}

/// Core Graphics' `applying(_:)` for points, which Foundation on Linux lacks.
extension CGPoint {
    /// The point moved by `t`: `(a·x + c·y + tx, b·x + d·y + ty)`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

/// Core Graphics' `applying(_:)` for sizes, which Foundation on Linux lacks.
extension CGSize {
    /// The transform's linear part applied to the size as a vector, as Core Graphics does (the result may be
    /// negative).
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

/// Core Graphics' `applying(_:)` and UIKit's `inset(by:)` for rectangles, which Foundation on Linux lacks.
extension CGRect {
    /// The smallest rectangle holding the four transformed corners.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        UIKitGeometry.box(of: UIKitGeometry.corners(of: standardized).map { $0.applying(t) })
    }

    /// The rectangle with `insets` taken off its edges.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.left, y: minY + insets.top, width: width - insets.left - insets.right,
            height: height - insets.top - insets.bottom)
    }
}
