extension UIActivityIndicatorView {
    /// A spinner's size and colour, UIKit's values.
    public enum Style: Int, Sendable {
        case whiteLarge = 0
        case white, gray
        case medium = 100
        case large = 101
    }
}
