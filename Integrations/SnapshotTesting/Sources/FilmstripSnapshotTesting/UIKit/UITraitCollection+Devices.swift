// swift-format-ignore-file: AlwaysUseLowerCamelCase
// The device names are swift-snapshot-testing's (iPadPro12_9, iPadMini_Compact_SplitView), so a team's tests compile.
import FilmstripUIKit

/// The traits of swift-snapshot-testing's devices, under the same names: a phone's are left to right at the medium
/// content size with its size classes for the orientation; an iPad's are regular both ways, or compact wide in a
/// narrow split view.
extension UITraitCollection {
    /// A phone's traits: compact width and regular height in portrait; in landscape compact height, and a regular
    /// width on the large phones.
    private static func phone(
        _ orientation: ViewImageConfig.Orientation, regularLandscapeWidth: Bool, forceTouch: Bool = true
    ) -> UITraitCollection {
        let base: [UITraitCollection] = [
            .init(forceTouchCapability: forceTouch ? .available : .unavailable), .init(layoutDirection: .leftToRight),
            .init(preferredContentSizeCategory: .medium), .init(userInterfaceIdiom: .phone),
        ]
        switch orientation {
        case .portrait:
            return UITraitCollection(
                traitsFrom: base + [.init(horizontalSizeClass: .compact), .init(verticalSizeClass: .regular)])
        case .landscape:
            return UITraitCollection(
                traitsFrom: base + [
                    .init(horizontalSizeClass: regularLandscapeWidth ? .regular : .compact),
                    .init(verticalSizeClass: .compact),
                ])
        }
    }

    public static func iPhoneSe(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, regularLandscapeWidth: false)
    }
    public static func iPhone8(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, regularLandscapeWidth: false)
    }
    public static func iPhone8Plus(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, regularLandscapeWidth: true)
    }
    public static func iPhoneX(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, regularLandscapeWidth: false)
    }
    public static func iPhoneXr(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, regularLandscapeWidth: true, forceTouch: false)
    }
    public static func iPhoneXsMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, regularLandscapeWidth: true)
    }
    public static func iPhone12(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, regularLandscapeWidth: false)
    }
    public static func iPhone12ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, regularLandscapeWidth: true)
    }
    public static func iPhone13(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, regularLandscapeWidth: false)
    }
    public static func iPhone13ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, regularLandscapeWidth: true)
    }

    private static let iPad = UITraitCollection(traitsFrom: [
        .init(horizontalSizeClass: .regular), .init(verticalSizeClass: .regular), .init(userInterfaceIdiom: .pad),
    ])
    private static let iPadCompactSplitView = UITraitCollection(traitsFrom: [
        .init(horizontalSizeClass: .compact), .init(verticalSizeClass: .regular), .init(userInterfaceIdiom: .pad),
    ])

    public static let iPadMini = iPad
    public static let iPadMini_Compact_SplitView = iPadCompactSplitView
    public static let iPad9_7 = iPad
    public static let iPad9_7_Compact_SplitView = iPadCompactSplitView
    public static let iPad10_2 = iPad
    public static let iPad10_2_Compact_SplitView = iPadCompactSplitView
    public static let iPadPro10_5 = iPad
    public static let iPadPro10_5_Compact_SplitView = iPadCompactSplitView
    public static let iPadPro11 = iPad
    public static let iPadPro11_Compact_SplitView = iPadCompactSplitView
    public static let iPadPro12_9 = iPad
    public static let iPadPro12_9_Compact_SplitView = iPadCompactSplitView
}
