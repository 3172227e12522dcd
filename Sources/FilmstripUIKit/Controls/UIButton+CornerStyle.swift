extension UIButton.Configuration {
    /// How round a configured button's background is.
    public enum CornerStyle: Int, Hashable, Sendable {
        /// The size's radius: 8 points here, as `medium`.
        case dynamic = 0
        /// The background configuration's own `cornerRadius`.
        case fixed
        /// 4 points.
        case small
        /// 8 points.
        case medium
        /// 12 points.
        case large
        /// Half the button's height.
        case capsule
    }
}
