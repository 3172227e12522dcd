/// How an element is drawn when a layout turns or shears it, which a frame alone cannot say: its untransformed
/// size, where its centre lands, and the linear part of the transform about that centre (UIKit's
/// `CGAffineTransform` convention: a point `(x, y)` from the centre goes to `(a·x + c·y, b·x + d·y)`).
/// Scales and shifts need none of this: the frame says them, and `LayoutAttributes.transform` stays nil.
///
/// A perspective (Core Animation's `m34` in a cover flow) makes it projective: the point goes to
/// `((a·x + c·y + tx) / q, (b·x + d·y + ty) / q)` from `center`, with `q = px·x + py·y + w`.
public struct ElementTransform: Hashable, Sendable {
    /// How much a unit step along the element's x axis moves a point along x (UIKit's `CGAffineTransform.a`).
    public var a: Double
    /// How much a unit step along the element's x axis moves a point along y (`b`).
    public var b: Double
    /// How much a unit step along the element's y axis moves a point along x (`c`).
    public var c: Double
    /// How much a unit step along the element's y axis moves a point along y (`d`).
    public var d: Double
    /// The element's bounds size, before the transform.
    public var size: Size
    /// Where the bounds' centre is drawn, in content coordinates (the layout's translation included, unless the
    /// transform is projective: then it is the anchor, and `tx`, `ty` move the element within the division).
    public var center: Point
    /// The translation made before the perspective division (Core Animation's `m41`, `m42`), in points; 0 for an
    /// affine transform, whose translation `center` holds.
    public var tx = 0.0
    /// See `tx`.
    public var ty = 0.0
    /// The perspective row (Core Animation's `m14`, `m24`, `m44`): a point `(x, y)` from the centre is divided by
    /// `px·x + py·y + w`, which is positive over the element. 0, 0 and 1 for an affine transform.
    public var px = 0.0
    /// See `px`.
    public var py = 0.0
    /// See `px`.
    public var w = 1.0

    /// A transform with linear part `a b c d` about `center`, for an element whose untransformed bounds are `size`
    /// (points).
    public init(a: Double, b: Double, c: Double, d: Double, size: Size, center: Point) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.size = size
        self.center = center
    }

    /// Whether the transform has a perspective (or a translation inside its division): frames and `scales` then
    /// describe it only roughly, and it is drawn through its projective map.
    public var isProjective: Bool { px != 0 || py != 0 || w != 1 || tx != 0 || ty != 0 }

    /// Where a point `(x, y)` from the bounds' centre is drawn, in content coordinates.
    public func map(x: Double, y: Double) -> Point {
        let q = px * x + py * y + w
        return Point(x: center.x + (a * x + c * y + tx) / q, y: center.y + (b * x + d * y + ty) / q)
    }

    /// How much larger than its bounds the element is drawn along each of its own axes.
    public var scales: (x: Double, y: Double) { ((a * a + b * b).squareRoot(), (c * c + d * d).squareRoot()) }
}
