/// The traits a layout reads from its collection view; Filmstrip's display scale is the scene's,
/// `UIScreen.main.scale`. Only the display scale is here: the one trait layouts round to pixels with.
open class UITraitCollection: NSObject {
    /// Pixels per point of the display the view is on.
    open var displayScale: CGFloat

    /// Traits of a display with `displayScale` pixels per point.
    public init(displayScale: CGFloat) {
        self.displayScale = displayScale
    }
}
