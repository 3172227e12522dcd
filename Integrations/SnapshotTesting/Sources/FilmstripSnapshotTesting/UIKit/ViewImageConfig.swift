// swift-format-ignore-file: AlwaysUseLowerCamelCase
// The device names are swift-snapshot-testing's (iPadPro12_9, iPadMini_Compact_SplitView), so a team's tests compile.
import FilmstripUIKit

/// A device to snapshot a view or view controller on, as swift-snapshot-testing's `ViewImageConfig`: the window's
/// size, the safe area its bars and notch leave, and the device's traits. The presets have the same names, sizes,
/// safe areas and traits as swift-snapshot-testing's, so that `.image(on: .iPhoneSe)` in a team's test draws at the
/// size its iOS reference was recorded at.
public struct ViewImageConfig: Sendable {
    /// A phone's orientation.
    public enum Orientation: Sendable {
        case landscape
        case portrait
    }

    /// A tablet's orientation and the share of the screen a split view gives the app.
    public enum TabletOrientation: Sendable {
        /// The splits of a portrait screen.
        public enum PortraitSplits: Sendable {
            case oneThird
            case twoThirds
            case full
        }
        /// The splits of a landscape screen.
        public enum LandscapeSplits: Sendable {
            case oneThird
            case oneHalf
            case twoThirds
            case full
        }
        case landscape(splitView: LandscapeSplits)
        case portrait(splitView: PortraitSplits)
    }

    /// The edges the device's bars, notch and home indicator cover.
    public var safeArea: UIEdgeInsets
    /// The window's size in points; nil keeps the view's own size.
    public var size: CGSize?
    /// The device's traits, under the ones a test adds.
    public var traits: UITraitCollection

    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }
}

// MARK: Phones

extension ViewImageConfig {
    /// A phone of `portrait` size in points whose portrait safe area is `portraitSafeArea` and landscape one
    /// `landscapeSafeArea`.
    private static func phone(
        _ orientation: Orientation, portrait: CGSize, portraitSafeArea: UIEdgeInsets, landscapeSafeArea: UIEdgeInsets,
        traits: UITraitCollection
    ) -> ViewImageConfig {
        switch orientation {
        case .portrait: ViewImageConfig(safeArea: portraitSafeArea, size: portrait, traits: traits)
        case .landscape:
            ViewImageConfig(
                safeArea: landscapeSafeArea, size: CGSize(width: portrait.height, height: portrait.width),
                traits: traits)
        }
    }

    /// A status bar of 20 points in portrait and none in landscape: the phones with a home button.
    private static let statusBar = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    private static func notch(top: CGFloat) -> UIEdgeInsets { UIEdgeInsets(top: top, left: 0, bottom: 34, right: 0) }
    private static func sideNotch(_ side: CGFloat, bottom: CGFloat) -> UIEdgeInsets {
        UIEdgeInsets(top: 0, left: side, bottom: bottom, right: side)
    }

    public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            orientation, portrait: CGSize(width: 320, height: 568), portraitSafeArea: statusBar,
            landscapeSafeArea: .zero, traits: .iPhoneSe(orientation))
    }

    public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            orientation, portrait: CGSize(width: 375, height: 667), portraitSafeArea: statusBar,
            landscapeSafeArea: .zero, traits: .iPhone8(orientation))
    }

    public static let iPhone8Plus = ViewImageConfig.iPhone8Plus(.portrait)
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            orientation, portrait: CGSize(width: 414, height: 736), portraitSafeArea: statusBar,
            landscapeSafeArea: .zero, traits: .iPhone8Plus(orientation))
    }

    public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            orientation, portrait: CGSize(width: 375, height: 812), portraitSafeArea: notch(top: 44),
            landscapeSafeArea: sideNotch(44, bottom: 24), traits: .iPhoneX(orientation))
    }

    public static let iPhoneXsMax = ViewImageConfig.iPhoneXsMax(.portrait)
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            orientation, portrait: CGSize(width: 414, height: 896), portraitSafeArea: notch(top: 44),
            landscapeSafeArea: sideNotch(44, bottom: 24), traits: .iPhoneXsMax(orientation))
    }

    public static let iPhoneXr = ViewImageConfig.iPhoneXr(.portrait)
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            orientation, portrait: CGSize(width: 414, height: 896), portraitSafeArea: notch(top: 44),
            landscapeSafeArea: sideNotch(44, bottom: 24), traits: .iPhoneXr(orientation))
    }

    public static let iPhone12 = ViewImageConfig.iPhone12(.portrait)
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            orientation, portrait: CGSize(width: 390, height: 844), portraitSafeArea: notch(top: 47),
            landscapeSafeArea: sideNotch(47, bottom: 21), traits: .iPhone12(orientation))
    }

    public static let iPhone12Pro = ViewImageConfig.iPhone12Pro(.portrait)
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig { iPhone12(orientation) }

    public static let iPhone12ProMax = ViewImageConfig.iPhone12ProMax(.portrait)
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            orientation, portrait: CGSize(width: 428, height: 926), portraitSafeArea: notch(top: 47),
            landscapeSafeArea: sideNotch(47, bottom: 21), traits: .iPhone12ProMax(orientation))
    }

    public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            orientation, portrait: CGSize(width: 390, height: 844), portraitSafeArea: notch(top: 47),
            landscapeSafeArea: sideNotch(47, bottom: 21), traits: .iPhone13(orientation))
    }

    public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            orientation, portrait: CGSize(width: 375, height: 812), portraitSafeArea: notch(top: 50),
            landscapeSafeArea: sideNotch(50, bottom: 21), traits: .iPhone13(orientation))
    }

    public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig { iPhone13(orientation) }

    public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            orientation, portrait: CGSize(width: 428, height: 926), portraitSafeArea: notch(top: 47),
            landscapeSafeArea: sideNotch(47, bottom: 21), traits: .iPhone13ProMax(orientation))
    }
}

// MARK: Tablets

extension ViewImageConfig {
    /// A tablet's widths in points for each split (landscape: a third, a half, two thirds, full; portrait: a third,
    /// two thirds, full), its screen's short and long sides, which splits are compact, and its safe area.
    private struct Tablet {
        var landscapeWidths: [CGFloat]
        var portraitWidths: [CGFloat]
        var shortSide: CGFloat
        var longSide: CGFloat
        /// Whether the landscape half split is compact (it is on all but the 12.9" iPad Pro).
        var compactLandscapeHalf = true
        var safeArea = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        var traits: UITraitCollection
        var compactTraits: UITraitCollection

        func config(_ orientation: TabletOrientation) -> ViewImageConfig {
            let width: CGFloat
            let height: CGFloat
            let compact: Bool
            switch orientation {
            case .landscape(let split):
                height = shortSide
                switch split {
                case .oneThird: (width, compact) = (landscapeWidths[0], true)
                case .oneHalf: (width, compact) = (landscapeWidths[1], compactLandscapeHalf)
                case .twoThirds: (width, compact) = (landscapeWidths[2], false)
                case .full: (width, compact) = (longSide, false)
                }
            case .portrait(let split):
                height = longSide
                switch split {
                case .oneThird: (width, compact) = (portraitWidths[0], true)
                case .twoThirds: (width, compact) = (portraitWidths[1], true)
                case .full: (width, compact) = (shortSide, false)
                }
            }
            return ViewImageConfig(
                safeArea: safeArea, size: CGSize(width: width, height: height),
                traits: compact ? compactTraits : traits)
        }

        static func full(_ orientation: Orientation) -> TabletOrientation {
            orientation == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full)
        }
    }

    private static let mini = Tablet(
        landscapeWidths: [320, 507, 694], portraitWidths: [320, 438], shortSide: 768, longSide: 1024,
        traits: .iPadMini, compactTraits: .iPadMini_Compact_SplitView)
    private static let tenTwo = Tablet(
        landscapeWidths: [320, 535, 750], portraitWidths: [320, 480], shortSide: 810, longSide: 1080,
        traits: .iPad10_2, compactTraits: .iPad10_2_Compact_SplitView)
    private static let tenFive = Tablet(
        landscapeWidths: [320, 551, 782], portraitWidths: [320, 504], shortSide: 834, longSide: 1112,
        traits: .iPadPro10_5, compactTraits: .iPadPro10_5_Compact_SplitView)
    private static let eleven = Tablet(
        landscapeWidths: [375, 592, 809], portraitWidths: [320, 504], shortSide: 834, longSide: 1194,
        safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), traits: .iPadPro11,
        compactTraits: .iPadPro11_Compact_SplitView)
    private static let twelveNine = Tablet(
        landscapeWidths: [375, 678, 981], portraitWidths: [375, 639], shortSide: 1024, longSide: 1366,
        compactLandscapeHalf: false, traits: .iPadPro12_9, compactTraits: .iPadPro12_9_Compact_SplitView)

    public static let iPadMini = ViewImageConfig.iPadMini(.landscape)
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig { iPadMini(Tablet.full(orientation)) }
    public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig { mini.config(orientation) }

    public static let iPad9_7 = iPadMini
    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig { iPadMini(orientation) }
    public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig { iPadMini(orientation) }

    public static let iPad10_2 = ViewImageConfig.iPad10_2(.landscape)
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig { iPad10_2(Tablet.full(orientation)) }
    public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig { tenTwo.config(orientation) }

    public static let iPadPro10_5 = ViewImageConfig.iPadPro10_5(.landscape)
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig {
        iPadPro10_5(Tablet.full(orientation))
    }
    public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig {
        tenFive.config(orientation)
    }

    public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig { iPadPro11(Tablet.full(orientation)) }
    public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig { eleven.config(orientation) }

    public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.landscape)
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig {
        iPadPro12_9(Tablet.full(orientation))
    }
    public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig {
        twelveNine.config(orientation)
    }
}
