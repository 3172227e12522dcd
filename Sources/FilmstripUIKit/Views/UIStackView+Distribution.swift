extension UIStackView {
    /// How the arranged views share the stack's length along its axis, with UIKit's raw values.
    public enum Distribution: Int, Sendable {
        /// The views fill the length; their hugging and compression resistance decide which grows or shrinks.
        case fill = 0
        /// The views fill the length with equal sizes.
        case fillEqually
        /// The views fill the length in proportion to their intrinsic sizes.
        case fillProportionally
        /// The views keep their sizes; the gaps between them are equal (at least `spacing`).
        case equalSpacing
        /// The views keep their sizes; their centres are equally far apart (gaps at least `spacing`).
        case equalCentering
    }
}
