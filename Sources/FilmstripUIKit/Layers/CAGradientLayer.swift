/// A layer that fills its bounds with a gradient over its background and under its sublayers: `colors` at
/// `locations` (evenly spread when nil), along or around `startPoint` and `endPoint` (unit coordinates of the
/// bounds) by `type`, padded with the end colours. Drawn by pixman's gradients.
open class CAGradientLayer: CALayer {
    /// The colours, as `CGColor`s (a `UIColor` is taken for its `cgColor`); fewer than one draws nothing.
    open var colors: [Any]?
    /// Each colour's place from 0 to 1; nil spreads them evenly.
    open var locations: [NSNumber]?
    /// Where the gradient starts (the centre of a radial or conic one): the top middle, (0.5, 0), by default.
    open var startPoint = CGPoint(x: 0.5, y: 0)
    /// Where the gradient ends: the bottom middle, (0.5, 1), by default.
    open var endPoint = CGPoint(x: 0.5, y: 1)
    /// Axial, radial or conic.
    open var type = CAGradientLayerType.axial
}
