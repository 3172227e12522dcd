/// The Dynamic Type size a scene is drawn at, by UIKit's names (`UIContentSizeCategory`): a style that runs a team's
/// views gives it to them as `preferredContentSizeCategory`, so `UIFont.preferredFont(forTextStyle:)` and labels
/// that adjust their font size by it. The built-in styles draw no Dynamic Type text and ignore it.
public enum ContentSizeCategory: String, Sendable, CaseIterable, Codable {
    /// Extra small, the smallest.
    case extraSmall
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large, iOS's default.
    case large
    /// Extra large.
    case extraLarge
    /// Extra extra large.
    case extraExtraLarge
    /// Extra extra extra large, the largest before the accessibility sizes.
    case extraExtraExtraLarge
    /// The first accessibility size.
    case accessibilityMedium
    /// The second accessibility size.
    case accessibilityLarge
    /// The third accessibility size.
    case accessibilityExtraLarge
    /// The fourth accessibility size.
    case accessibilityExtraExtraLarge
    /// The largest accessibility size.
    case accessibilityExtraExtraExtraLarge
}
