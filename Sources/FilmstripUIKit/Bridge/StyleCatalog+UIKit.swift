import Filmstrip

/// Registering UIKit layout styles, each under its own `styleName`.
extension StyleCatalog {
    /// Adds (or replaces) a UIKit layout style under its `styleName`, so scene files and `--style` can name it.
    public mutating func register(_ style: UIKitLayoutStyle) {
        register(style, named: style.styleName)
    }
}
