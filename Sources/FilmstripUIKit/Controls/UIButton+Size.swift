extension UIButton.Configuration {
    /// A configured button's size, which sets its font and insets.
    public enum Size: Int, Hashable, Sendable {
        case mini = 0
        case small, medium, large
    }
}
