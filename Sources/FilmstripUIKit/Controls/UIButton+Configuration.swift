extension UIButton {
    /// What a button shows, iOS 15's way: a title, an image, colours and a background from one of the styles.
    /// Drawn as a rounded rectangle of the background colour (`cornerStyle`) under the image and title, laid out
    /// in `contentInsets` with `imagePadding` between them; the title is in the 17 pt system font (15 pt for
    /// `.small`, 12 pt for `.mini`). The styles' colours: plain, the tint on nothing; gray, the tint on
    /// `secondarySystemFill`; tinted, the tint on the tint at 15 %; filled, white on the tint. A disabled button's
    /// title is `tertiaryLabel` and a filled one's background `tertiarySystemFill`. Highlighting changes nothing
    /// (UIKit choice `buttonGeometry`).
    public struct Configuration: Hashable {
        /// The styles a configuration starts from.
        enum Style: Hashable { case plain, gray, tinted, filled }

        let style: Style
        /// The title.
        public var title: String?
        /// The title with attributes, which wins over `title`.
        public var attributedTitle: NSAttributedString?
        /// A second line; kept, not drawn.
        public var subtitle: String?
        /// The image, drawn before the title.
        public var image: UIImage?
        /// Space between the image and the title.
        public var imagePadding: CGFloat = 0
        /// Space between the title and the subtitle; kept.
        public var titlePadding: CGFloat = 0
        /// Space between the background's edges and the content: 7 pt above and below, 12 pt each side for a
        /// medium button.
        public var contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        /// The title's and image's colour; nil is the style's.
        public var baseForegroundColor: UIColor?
        /// The background's colour; nil is the style's.
        public var baseBackgroundColor: UIColor?
        /// How round the background's corners are.
        public var cornerStyle: CornerStyle = .dynamic
        /// The button's size, which sets the title's font.
        public var buttonSize: Size = .medium {
            didSet { contentInsets = Self.insets(for: buttonSize) }
        }
        /// The background's colour, corner radius and stroke, when set directly.
        public var background = UIBackgroundConfiguration.clear()
        /// Whether a spinner replaces the image; kept, not drawn.
        public var showsActivityIndicator = false

        init(style: Style) { self.style = style }

        /// No background; the title in the tint.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A grey background; the title in the tint.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A background of the tint at 15 %; the title in the tint.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A background of the tint; the title in white.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// As `plain()`.
        public static func borderless() -> Configuration { plain() }
        /// As `gray()`.
        public static func bordered() -> Configuration { gray() }
        /// As `tinted()`.
        public static func borderedTinted() -> Configuration { tinted() }
        /// As `filled()`.
        public static func borderedProminent() -> Configuration { filled() }

        /// The content insets of each size.
        static func insets(for size: Size) -> NSDirectionalEdgeInsets {
            switch size {
            case .mini: NSDirectionalEdgeInsets(top: 3, leading: 6, bottom: 3, trailing: 6)
            case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }

        /// The font, colours and corner radius for `button`'s state and tint.
        func resolved(for button: UIButton) -> (
            font: UIFont, foreground: UIColor, background: UIColor?, cornerRadius: CGFloat
        ) {
            let tint: UIColor = button.tintColor
            let disabled = !button.isEnabled
            var foreground = baseForegroundColor ?? (style == .filled ? .white : tint)
            var fill: UIColor? =
                baseBackgroundColor
                ?? background.backgroundColor
                ?? {
                    switch style {
                    case .plain: return nil
                    case .gray: return .secondarySystemFill
                    case .tinted: return tint.withAlphaComponent(0.15)
                    case .filled: return tint
                    }
                }()
            if disabled {
                foreground = .tertiaryLabel
                if style == .filled { fill = .tertiarySystemFill }
            }
            let fontSize: CGFloat =
                switch buttonSize {
                case .mini: 12
                case .small: 15
                case .medium, .large: 17
                }
            let height = button.bounds.height
            let radius: CGFloat =
                switch cornerStyle {
                case .fixed: background.cornerRadius
                case .small: 4
                case .medium, .dynamic: 8
                case .large: 12
                case .capsule: height / 2
                }
            return (.systemFont(ofSize: fontSize), foreground, fill, radius)
        }

        /// Whether two configurations draw the same: style, title, subtitle, image (the same object), paddings,
        /// insets, corners, size and colours.
        public static func == (lhs: Configuration, rhs: Configuration) -> Bool {
            lhs.style == rhs.style && lhs.title == rhs.title && lhs.subtitle == rhs.subtitle
                && lhs.image === rhs.image && lhs.imagePadding == rhs.imagePadding
                && lhs.contentInsets == rhs.contentInsets && lhs.cornerStyle == rhs.cornerStyle
                && lhs.buttonSize == rhs.buttonSize && lhs.baseForegroundColor == rhs.baseForegroundColor
                && lhs.baseBackgroundColor == rhs.baseBackgroundColor
        }

        /// Hashes the style and title, which equal configurations share.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(style)
            hasher.combine(title)
        }
    }
}
