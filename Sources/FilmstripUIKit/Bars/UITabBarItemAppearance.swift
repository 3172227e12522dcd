/// How a tab bar's items look in each state, as UIKit's.
open class UITabBarItemAppearance: NSObject {
    /// An item that is not selected.
    public let normal = UITabBarItemStateAppearance()
    /// The selected item.
    public let selected = UITabBarItemStateAppearance()
    /// A disabled item.
    public let disabled = UITabBarItemStateAppearance()
    /// A focused item; kept.
    public let focused = UITabBarItemStateAppearance()
}
