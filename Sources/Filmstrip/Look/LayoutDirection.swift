/// Which way a scene's language reads: a style that runs a team's views gives it to them as their traits'
/// `layoutDirection`, so right to left mirrors leading and trailing and flow layouts run from the right. The
/// built-in styles lay out left to right whatever it is.
public enum LayoutDirection: String, Sendable, CaseIterable, Codable {
    /// Left to right, as English: iOS's default.
    case leftToRight
    /// Right to left, as Arabic and Hebrew.
    case rightToLeft
}
