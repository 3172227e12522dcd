extension UIControl {
    /// Where a control places its content across its bounds.
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center = 0
        case left, right, fill, leading, trailing
    }
}
