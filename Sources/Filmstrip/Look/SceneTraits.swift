/// What a scene tells the views it draws about their environment, as UIKit's trait collection does: light or dark
/// mode, the Dynamic Type size and the layout direction. A style that runs a team's UIKit code hands them on as
/// `UITraitCollection`'s traits; one value, so that a further trait is one more field rather than one more
/// parameter of every `makeLayout`.
public struct SceneTraits: Sendable, Hashable {
    /// Light or dark mode: UIKit's `userInterfaceStyle`.
    public var appearance: Appearance
    /// The Dynamic Type size: UIKit's `preferredContentSizeCategory`.
    public var contentSize: ContentSizeCategory
    /// Left to right or right to left: UIKit's `layoutDirection`.
    public var layoutDirection: LayoutDirection

    /// The traits given, each defaulting to iOS's: light, Large, left to right.
    public init(
        appearance: Appearance = .light, contentSize: ContentSizeCategory = .large,
        layoutDirection: LayoutDirection = .leftToRight
    ) {
        self.appearance = appearance
        self.contentSize = contentSize
        self.layoutDirection = layoutDirection
    }
}
