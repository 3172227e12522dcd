extension UIButton.Configuration {
    /// A configured button's size, which sets its font and insets.
    public enum Size: Int, Hashable, Sendable {
        /// A 12-point title, 3 points above and below and 6 each side.
        case mini = 0
        /// A 15-point title, 5 points above and below and 10 each side.
        case small
        /// A 17-point title, 7 points above and below and 12 each side.
        case medium
        /// A 17-point title, 14 points above and below and 20 each side.
        case large
    }
}
