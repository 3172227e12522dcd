/// A navigation bar's look, as UIKit's (iOS 13): the bar's background and shadow, and its titles' attributes
/// (`.font`, `.foregroundColor`).
open class UINavigationBarAppearance: UIBarAppearance {
    /// The title's attributes over the default (17-point semibold, the label colour).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's attributes over the default (34-point bold, the label colour).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

    /// The default look.
    public override init() { super.init() }

    /// A copy of `barAppearance`, with its titles' attributes when it is a navigation bar's.
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let navigation = barAppearance as? UINavigationBarAppearance else { return }
        titleTextAttributes = navigation.titleTextAttributes
        largeTitleTextAttributes = navigation.largeTitleTextAttributes
    }
}
