/// A tab bar's look, as UIKit's (iOS 13): the bar's background and shadow, and its items' colours and title
/// attributes in the stacked layout an iPhone in portrait uses.
open class UITabBarAppearance: UIBarAppearance {
    /// The items' look in the stacked layout (image above title), the one drawn.
    open var stackedLayoutAppearance = UITabBarItemAppearance()
    /// The items' look in the inline layout; kept.
    open var inlineLayoutAppearance = UITabBarItemAppearance()
    /// The items' look in the compact inline layout; kept.
    open var compactInlineLayoutAppearance = UITabBarItemAppearance()

    /// The default look.
    public override init() { super.init() }

    /// A copy of `barAppearance`, with its items' looks when it is a tab bar's.
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let tabs = barAppearance as? UITabBarAppearance else { return }
        stackedLayoutAppearance = tabs.stackedLayoutAppearance
        inlineLayoutAppearance = tabs.inlineLayoutAppearance
        compactInlineLayoutAppearance = tabs.compactInlineLayoutAppearance
    }
}
