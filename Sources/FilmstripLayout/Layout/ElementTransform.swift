/// How an element is drawn when a layout turns or shears it, which a frame alone cannot say: its untransformed
/// size, where its centre lands, and the linear part of the transform about that centre (UIKit's
/// `CGAffineTransform` convention: a point `(x, y)` from the centre goes to `(a·x + c·y, b·x + d·y)`).
/// Scales and shifts need none of this: the frame says them, and `LayoutAttributes.transform` stays nil.
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
    /// Where the bounds' centre is drawn, in content coordinates (the layout's translation included).
    public var center: Point

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

    /// How much larger than its bounds the element is drawn along each of its own axes.
    public var scales: (x: Double, y: Double) { ((a * a + b * b).squareRoot(), (c * c + d * d).squareRoot()) }
}
