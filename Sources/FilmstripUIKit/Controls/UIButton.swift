/// A button as iOS 17 lays out and draws one: its title in `titleLabel` and its image in `imageView`, subviews
/// placed side by side (image first) in the bounds less `contentEdgeInsets`, each moved by its own edge insets,
/// showing the title, colour and image of the current state (falling back to `.normal`'s). A system button's title
/// is the tint (at 20 % while highlighted, `tertiaryLabel` when disabled), a custom one's white; titles are in the
/// 15 pt system font. A button given a `configuration` draws that instead: see `UIButton.Configuration`. Images are
/// drawn as they are, not tinted as template images (UIKit choice `buttonGeometry`).
open class UIButton: UIControl {
    /// The button's type, set when it is made.
    open private(set) var buttonType: ButtonType = .custom
    private var titles: [UInt: String] = [:]
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]
    private let ownTitleLabel = UILabel()
    private let ownImageView = UIImageView()
    /// The background a configuration draws (and a background image), under the content.
    private let backgroundView = UIImageView()
    private var needsConfigurationUpdate = true
    /// True while `updateConfiguration()` runs, so that the configuration it sets does not ask for another update.
    private var isUpdatingConfiguration = false

    /// The label that draws the title.
    open var titleLabel: UILabel? { ownTitleLabel }
    /// The image view that draws the image.
    open var imageView: UIImageView? { ownImageView }
    /// Space around the title and image together.
    open var contentEdgeInsets: UIEdgeInsets = .zero {
        didSet { relayout() }
    }
    /// Moves the title: by half the difference of opposite insets, as UIKit centres it in its inset rectangle.
    open var titleEdgeInsets: UIEdgeInsets = .zero {
        didSet { relayout() }
    }
    /// Moves the image, as `titleEdgeInsets` moves the title.
    open var imageEdgeInsets: UIEdgeInsets = .zero {
        didSet { relayout() }
    }
    /// Whether the image darkens while highlighted; kept.
    open var adjustsImageWhenHighlighted = true
    /// Whether the image dims when disabled; kept.
    open var adjustsImageWhenDisabled = true
    /// Whether a tap toggles `isSelected`.
    open var changesSelectionAsPrimaryAction = false
    /// What the button shows, iOS 15's way; nil for the title-and-image API.
    open var configuration: Configuration? {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// Called to update `configuration` for a new state.
    open var configurationUpdateHandler: ((UIButton) -> Void)?
    /// Whether the configuration follows the state; kept.
    open var automaticallyUpdatesConfiguration = true

    /// A custom button.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addContentViews()
    }

    /// A custom button; there is no archive to read on Linux.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addContentViews()
    }

    /// A button of `buttonType` with a zero frame.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        relayout()
    }

    /// A button of `buttonType` titled by `primaryAction`, which runs on `.primaryActionTriggered`.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            setImage(primaryAction.image, for: .normal)
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// A system button drawn from `configuration`.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system, primaryAction: primaryAction)
        self.configuration = configuration
    }

    private func addContentViews() {
        backgroundView.isUserInteractionEnabled = false
        addSubview(backgroundView)
        addSubview(ownImageView)
        ownTitleLabel.font = .systemFont(ofSize: 15)
        addSubview(ownTitleLabel)
    }

    // MARK: Content per state

    /// Sets the title shown in `state`.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        relayout()
    }

    /// The title set for `state`, else `.normal`'s.
    open func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[0] }

    /// Sets the attributed title shown in `state`, which wins over the plain one.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        attributedTitles[state.rawValue] = title
        relayout()
    }

    /// The attributed title set for `state`, else `.normal`'s.
    open func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
        attributedTitles[state.rawValue] ?? attributedTitles[0]
    }

    /// Sets the title's colour in `state`.
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
        relayout()
    }

    /// The title colour set for `state`, else `.normal`'s, else the type's default.
    open func titleColor(for state: UIControl.State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[0] ?? defaultTitleColor(for: state)
    }

    /// Sets the image shown in `state`.
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
        relayout()
    }

    /// The image set for `state`, else `.normal`'s.
    open func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] ?? images[0] }

    /// Sets the background image, stretched over the bounds, shown in `state`.
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages[state.rawValue] = image
        relayout()
    }

    /// The background image set for `state`, else `.normal`'s.
    open func backgroundImage(for state: UIControl.State) -> UIImage? {
        backgroundImages[state.rawValue] ?? backgroundImages[0]
    }

    /// The title shown now.
    open var currentTitle: String? { title(for: state) }
    /// The attributed title shown now.
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
    /// The title colour shown now.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
    /// The image shown now.
    open var currentImage: UIImage? { image(for: state) }
    /// The background image shown now.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// A system button's tint (20 % of it highlighted, `tertiaryLabel` disabled); a custom button's white.
    private func defaultTitleColor(for state: UIControl.State) -> UIColor {
        guard buttonType != .custom else { return .white }
        if state.contains(.disabled) { return .tertiaryLabel }
        if state.contains(.highlighted) { return tintColor.withAlphaComponent(0.2) }
        return tintColor
    }

    // MARK: Configuration

    /// Asks for `updateConfiguration()` before the next layout.
    open func setNeedsUpdateConfiguration() {
        if !isUpdatingConfiguration { needsConfigurationUpdate = true }
        relayout()
    }

    /// Runs `configurationUpdateHandler`; override to change `configuration` for the state, as on iOS.
    open func updateConfiguration() { configurationUpdateHandler?(self) }

    override func controlStateDidChange() {
        super.controlStateDidChange()
        setNeedsUpdateConfiguration()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        relayout()
    }

    private func relayout() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    // MARK: Layout

    /// The title and image of the current state in the label and image view, and their sizes.
    private func prepareContent() -> (title: CGSize, image: CGSize, insets: UIEdgeInsets) {
        if needsConfigurationUpdate {
            needsConfigurationUpdate = false
            isUpdatingConfiguration = true
            updateConfiguration()
            isUpdatingConfiguration = false
        }
        if let configuration {
            if configuration.subtitle != nil || configuration.showsActivityIndicator {
                UIKitNotRunLog.once(
                    "UIButton.Configuration subtitle and activity indicator",
                    "they are not drawn: the button shows its title and image")
            }
            let look = configuration.resolved(for: self)
            ownTitleLabel.font = look.font
            ownTitleLabel.textColor = look.foreground
            ownTitleLabel.text = configuration.title
            if let attributed = configuration.attributedTitle { ownTitleLabel.attributedText = attributed }
            ownImageView.image = configuration.image
            backgroundView.image = nil
            backgroundView.backgroundColor = look.background
            backgroundView.layer.cornerRadius = look.cornerRadius
            backgroundView.layer.borderWidth = configuration.background.strokeWidth
            backgroundView.layer.borderColor = configuration.background.strokeColor?.cgColor
            let insets = configuration.contentInsets
            let spacing = configuration.image != nil && hasTitle ? configuration.imagePadding : 0
            let image = configuration.image?.size ?? .zero
            return (
                titleSize, CGSize(width: image.width + spacing, height: image.height),
                UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
            )
        }
        ownTitleLabel.font = ownTitleLabel.font ?? .systemFont(ofSize: 15)
        if let attributed = currentAttributedTitle {
            ownTitleLabel.attributedText = attributed
        } else {
            ownTitleLabel.text = currentTitle
            ownTitleLabel.textColor = currentTitleColor
        }
        ownImageView.image = currentImage
        backgroundView.image = currentBackgroundImage
        backgroundView.backgroundColor = nil
        var insets = contentEdgeInsets
        if insets == .zero, hasTitle {
            insets.top = Self.titlePadding
            insets.bottom = Self.titlePadding
        }
        return (titleSize, ownImageView.image?.size ?? .zero, insets)
    }

    /// Space above and below a title when `contentEdgeInsets` is zero: a 15 pt title makes a 30 pt button, as on
    /// iOS.
    static let titlePadding: CGFloat = 6

    private var hasTitle: Bool { !(ownTitleLabel.text ?? "").isEmpty }

    private var titleSize: CGSize { hasTitle ? ownTitleLabel.intrinsicContentSize : .zero }

    open override var intrinsicContentSize: CGSize {
        let content = prepareContent()
        if content.title == .zero, content.image == .zero, configuration == nil { return CGSize(width: 30, height: 34) }
        return CGSize(
            width: content.image.width + content.title.width + content.insets.left + content.insets.right,
            height: max(content.image.height, content.title.height) + content.insets.top + content.insets.bottom)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let content = prepareContent()
        backgroundView.frame = bounds
        let area = bounds.inset(by: content.insets)
        let imageSize = ownImageView.image?.size ?? .zero
        let titleWidth = min(content.title.width, max(area.width - content.image.width, 0))
        let total = content.image.width + titleWidth
        let startX: CGFloat
        switch contentHorizontalAlignment {
        case .left, .leading: startX = area.minX
        case .right, .trailing: startX = area.maxX - total
        case .center, .fill: startX = area.midX - total / 2
        }
        func y(_ height: CGFloat) -> CGFloat {
            switch contentVerticalAlignment {
            case .top: area.minY
            case .bottom: area.maxY - height
            case .center, .fill: area.midY - height / 2
            }
        }
        ownImageView.isHidden = ownImageView.image == nil
        ownTitleLabel.isHidden = !hasTitle
        ownImageView.frame = CGRect(
            x: startX, y: y(imageSize.height), width: imageSize.width, height: imageSize.height
        ).offsetBy(dx: Self.shift(imageEdgeInsets).x, dy: Self.shift(imageEdgeInsets).y)
        ownTitleLabel.frame = CGRect(
            x: startX + content.image.width, y: y(content.title.height), width: titleWidth,
            height: content.title.height
        ).offsetBy(dx: Self.shift(titleEdgeInsets).x, dy: Self.shift(titleEdgeInsets).y)
    }

    /// How far edge insets move a centred element: half the difference of opposite insets.
    private static func shift(_ insets: UIEdgeInsets) -> CGPoint {
        CGPoint(x: (insets.left - insets.right) / 2, y: (insets.top - insets.bottom) / 2)
    }
}
