extension UIWindow {
    /// A window's level, UIKit's values.
    public struct Level: RawRepresentable, Hashable, Sendable {
        /// The level: windows of higher levels are above.
        public let rawValue: CGFloat
        /// The level `rawValue`.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The level `rawValue`.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        /// The level of app windows.
        public static let normal = Level(rawValue: 0)
        /// The status bar's level.
        public static let statusBar = Level(rawValue: 1000)
        /// An alert's level.
        public static let alert = Level(rawValue: 2000)
    }
}
