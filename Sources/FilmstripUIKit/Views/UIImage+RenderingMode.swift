extension UIImage {
    /// Whether an image is drawn in its colours or as a template in the tint, UIKit's values. Kept: images are drawn
    /// in their colours (UIKit choice `systemImagesAreBlank`).
    public enum RenderingMode: Int, Sendable {
        /// The context decides.
        case automatic = 0
        /// In its own colours.
        case alwaysOriginal
        /// As a template, in the tint.
        case alwaysTemplate
    }
}
