extension UISwitch {
    /// How a switch looks; iOS draws every one `.sliding`.
    public enum Style: Int, Sendable {
        /// The platform's style: sliding on iOS.
        case automatic = 0
        /// A checkbox (the Mac only).
        case checkbox
        /// The sliding switch.
        case sliding
    }
}
