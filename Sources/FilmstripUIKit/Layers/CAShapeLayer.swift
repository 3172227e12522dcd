/// A layer that draws a path: filled (by `fillRule`) in `fillColor`, then stroked along its centre in
/// `strokeColor` with the line attributes below, between `strokeStart` and `strokeEnd`, over its background and
/// under its sublayers. Drawn as Core Animation draws it, anti-aliased, by the polygon fill of Filmstrip's raster
/// module.
open class CAShapeLayer: CALayer {
    /// The path, in the layer's coordinates; nil draws nothing.
    open var path: CGPath?
    /// The fill: opaque black by default; nil fills nothing.
    open var fillColor: CGColor? = CGColor.black
    /// Which points the fill covers.
    open var fillRule = CAShapeLayerFillRule.nonZero
    /// The stroke's colour: nil (the default) strokes nothing.
    open var strokeColor: CGColor?
    /// The stroke's width in points, centred on the path: 1 by default.
    open var lineWidth: CGFloat = 1
    /// The longest miter join, in line widths, before it is bevelled: 10 by default.
    open var miterLimit: CGFloat = 10
    /// The shape at open ends.
    open var lineCap = CAShapeLayerLineCap.butt
    /// The shape where segments meet.
    open var lineJoin = CAShapeLayerLineJoin.miter
    /// Lengths in points of dash and gap, alternating; nil or empty strokes solid.
    open var lineDashPattern: [NSNumber]?
    /// How far into the dash pattern, in points, the stroke starts.
    open var lineDashPhase: CGFloat = 0
    /// Where, as a fraction of the path's length, the stroke starts: 0 by default.
    open var strokeStart: CGFloat = 0
    /// Where, as a fraction of the path's length, the stroke ends: 1 by default.
    open var strokeEnd: CGFloat = 1
}
