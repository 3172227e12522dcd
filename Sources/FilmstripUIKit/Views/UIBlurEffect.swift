/// A blur of what lies behind a visual effect view, in one of UIKit's styles. Filmstrip draws it as the style's
/// flat, translucent tint over what is behind, without the blur (UIKit choice `blurIsDrawnAsAFlatTint`).
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    /// The style.
    public let style: Style

    /// A blur in `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// The tint the blur is drawn as in `appearance` (the style's own for a style that names one).
    func tint(in appearance: UIUserInterfaceStyle) -> UIColor {
        let (white, alpha) = style.flatTint(dark: appearance == .dark)
        return UIColor(white: white, alpha: alpha)
    }
}
