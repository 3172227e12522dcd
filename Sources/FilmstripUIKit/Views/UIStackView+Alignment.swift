extension UIStackView {
    /// Where the arranged views sit across the stack's axis, with UIKit's raw values.
    public enum Alignment: Int, Sendable {
        /// The views fill the stack's width (height for a horizontal stack).
        case fill = 0
        /// The views sit at the leading edge (the top, in a horizontal stack).
        case leading
        /// The views' first baselines align (placed as `top` here: UIKit choice `stackBaselinesAlignAsEdges`).
        case firstBaseline
        /// The views are centred.
        case center
        /// The views sit at the trailing edge (the bottom, in a horizontal stack).
        case trailing
        /// The views' last baselines align (placed as `bottom` here).
        case lastBaseline

        /// The top edge, in a horizontal stack: `leading`.
        public static let top = Alignment.leading
        /// The bottom edge, in a horizontal stack: `trailing`.
        public static let bottom = Alignment.trailing
    }
}
