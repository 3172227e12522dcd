extension UIWindow {
    /// Where a window stands among windows, as UIKit's levels: kept for app code that sets one, since Filmstrip draws
    /// one window.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        /// The level's position; higher stands above.
        public var rawValue: CGFloat
        /// The level at `rawValue`.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// An app's windows: 0.
        public static let normal = Level(rawValue: 0)
        /// Above the status bar: 1000.
        public static let statusBar = Level(rawValue: 1000)
        /// Alerts: 2000.
        public static let alert = Level(rawValue: 2000)

        /// Whether `lhs` stands below `rhs`.
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    }
}
