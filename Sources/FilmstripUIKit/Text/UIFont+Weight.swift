extension UIFont {
    /// A font's weight, with Apple's raw values (-1 thinnest ... 1 heaviest; regular is 0).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// The weight as a number.
        public var rawValue: CGFloat
        /// The weight `rawValue`.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The weight `rawValue`, as Swift code on iOS writes it.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// -0.8.
        public static let ultraLight = Weight(-0.8)
        /// -0.6.
        public static let thin = Weight(-0.6)
        /// -0.4.
        public static let light = Weight(-0.4)
        /// 0.
        public static let regular = Weight(0)
        /// 0.23.
        public static let medium = Weight(0.23)
        /// 0.3.
        public static let semibold = Weight(0.3)
        /// 0.4.
        public static let bold = Weight(0.4)
        /// 0.56.
        public static let heavy = Weight(0.56)
        /// 0.62.
        public static let black = Weight(0.62)
    }
}
