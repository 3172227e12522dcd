extension UIView {
    /// How a view lays its content (an image view's image) out in its bounds when their sizes differ; where it lands
    /// is `ContentModeGeometry.rect(ofContentSized:in:mode:)`.
    public enum ContentMode: Int, Sendable {
        /// Stretched to the bounds, aspect ignored: the default.
        case scaleToFill
        /// Scaled to fit inside the bounds keeping its aspect, centred (letterboxed).
        case scaleAspectFit
        /// Scaled to cover the bounds keeping its aspect, centred; the overflow shows unless the view clips.
        case scaleAspectFill
        /// Redrawn when the bounds change; an image view stretches its image as `scaleToFill`.
        case redraw
        /// Unscaled, centred.
        case center
        /// Unscaled, centred horizontally at the top.
        case top
        /// Unscaled, centred horizontally at the bottom.
        case bottom
        /// Unscaled, centred vertically at the left.
        case left
        /// Unscaled, centred vertically at the right.
        case right
        /// Unscaled, at the top-left corner.
        case topLeft
        /// Unscaled, at the top-right corner.
        case topRight
        /// Unscaled, at the bottom-left corner.
        case bottomLeft
        /// Unscaled, at the bottom-right corner.
        case bottomRight
    }
}
