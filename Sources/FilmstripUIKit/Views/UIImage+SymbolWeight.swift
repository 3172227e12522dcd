extension UIImage {
    /// A symbol's weight, UIKit's values.
    public enum SymbolWeight: Int, Sendable {
        /// The font's weight.
        case unspecified = 0
        /// Ultralight.
        case ultraLight
        /// Thin.
        case thin
        /// Light.
        case light
        /// Regular.
        case regular
        /// Medium.
        case medium
        /// Semibold.
        case semibold
        /// Bold.
        case bold
        /// Heavy.
        case heavy
        /// Black.
        case black
    }
}
