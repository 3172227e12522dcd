extension UISwitch {
    /// How a switch looks; iOS draws every one `.sliding`.
    public enum Style: Int, Sendable {
        case automatic = 0
        case checkbox, sliding
    }
}
