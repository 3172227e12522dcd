import Filmstrip

/// Registering UIKit styles, each under its own `styleName`.
extension StyleCatalog {
    /// Adds (or replaces) a UIKit layout style under its `styleName`, so scene files and `--style` can name it.
    public mutating func register(_ style: UIKitLayoutStyle) {
        register(style, named: style.styleName)
    }

    /// Adds (or replaces) a UIKit view style under its `styleName`.
    public mutating func register(_ style: UIKitViewStyle) {
        register(style, named: style.styleName)
    }

    /// Adds (or replaces) a UIKit view controller style under its `styleName`.
    public mutating func register(_ style: UIKitViewControllerStyle) {
        register(style, named: style.styleName)
    }
}
