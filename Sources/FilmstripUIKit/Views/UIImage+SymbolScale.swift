extension UIImage {
    /// A symbol's scale relative to its point size, UIKit's values.
    public enum SymbolScale: Int, Sendable {
        /// The default (medium).
        case `default` = -1
        /// Not specified.
        case unspecified = 0
        /// Small.
        case small
        /// Medium.
        case medium
        /// Large.
        case large
    }
}
