extension UIControl {
    /// Where a control places its content down its bounds.
    public enum ContentVerticalAlignment: Int, Sendable {
        case center = 0
        case top, bottom, fill
    }
}
