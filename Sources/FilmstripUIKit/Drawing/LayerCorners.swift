/// How a layer rounds its bounds, as it stands when snapshot: what a view's outline and a blur's tint are cut to.
struct LayerCorners: Sendable {
    /// The layer's `cornerRadius`, in points; 0 leaves every corner square.
    var radius: CGFloat
    /// The layer's `maskedCorners`: the corners the radius applies to.
    var masked: CACornerMask
    /// The layer's `cornerCurve`.
    var curve: CALayerCornerCurve

    /// The corners `layer` has now.
    init(of layer: CALayer) {
        radius = layer.cornerRadius
        masked = layer.maskedCorners
        curve = layer.cornerCurve
    }
}
