extension UIButton.Configuration {
    /// How round a configured button's background is: 4 pt small, 8 pt medium (and dynamic), 12 pt large, half
    /// the height for a capsule, the background's own radius when fixed.
    public enum CornerStyle: Int, Hashable, Sendable {
        case dynamic = 0
        case fixed, small, medium, large, capsule
    }
}
