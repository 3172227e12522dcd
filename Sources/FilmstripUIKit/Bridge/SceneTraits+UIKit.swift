import Filmstrip

extension UIUserInterfaceStyle {
    /// A scene's appearance as UIKit's style.
    init(_ appearance: Appearance) { self = appearance == .dark ? .dark : .light }
}

extension UIUserInterfaceLayoutDirection {
    /// A scene's layout direction as the application's.
    init(_ direction: LayoutDirection) { self = direction == .rightToLeft ? .rightToLeft : .leftToRight }
}

extension UIContentSizeCategory {
    /// A scene's Dynamic Type size as UIKit's category of the same name.
    init(_ category: ContentSizeCategory) {
        self =
            switch category {
            case .extraSmall: .extraSmall
            case .small: .small
            case .medium: .medium
            case .large: .large
            case .extraLarge: .extraLarge
            case .extraExtraLarge: .extraExtraLarge
            case .extraExtraExtraLarge: .extraExtraExtraLarge
            case .accessibilityMedium: .accessibilityMedium
            case .accessibilityLarge: .accessibilityLarge
            case .accessibilityExtraLarge: .accessibilityExtraLarge
            case .accessibilityExtraExtraLarge: .accessibilityExtraExtraLarge
            case .accessibilityExtraExtraExtraLarge: .accessibilityExtraExtraExtraLarge
            }
    }
}
