extension UIActivityIndicatorView {
    /// A spinner's size and colour, UIKit's values.
    public enum Style: Int, Sendable {
        /// The old large white spinner: 37 points.
        case whiteLarge = 0
        /// The old white spinner: 20 points.
        case white
        /// The old grey spinner: 20 points.
        case gray
        /// The 20-point spinner.
        case medium = 100
        /// The 37-point spinner.
        case large = 101
    }
}
