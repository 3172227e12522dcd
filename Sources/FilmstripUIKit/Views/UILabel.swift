import Foundation

/// A view that shows one or more lines of read-only text, as UIKit's label: laid out by `TextLayout` (wrapped,
/// truncated with "…" or clipped by `lineBreakMode`), vertically centred in the bounds and drawn by
/// `ViewTreeRenderer` with Inter laid out as SF Pro (UIKit choice `systemFontIsInterScaledToSFPro`).
///
/// The text is shaped once per change of text, attributes or width and the lines kept (`TextContent` measures only
/// what the lines show), so drawing a frame again costs the glyphs drawn, from the font's glyph cache.
open class UILabel: UIView, WidthDependentContentSize {
    /// The text as given: plain (`text`) or attributed (`attributedText`).
    private var storedText: NSAttributedString?
    /// The measured content of the text in the label's attributes; nil until asked for after a change.
    private var contentCache: TextContent?
    /// Layouts made for the current content, by width and height limit.
    private var layoutCache: [LayoutKey: TextLayout] = [:]
    /// The width Auto Layout gave a multi-line label (its `preferredMaxLayoutWidth` when that is 0).
    private var autoLayoutWidth: CGFloat?

    /// The text shown; setting it drops the attributes of an attributed text.
    open var text: String? {
        get { storedText?.string }
        set {
            KeyValueObservers.shared.willChange(self)
            defer { KeyValueObservers.shared.didChange(self) }
            storedText = newValue.map { NSAttributedString(string: $0) }
            textDidChange()
        }
    }

    /// The text with attributes (`.font`, `.foregroundColor`, `.kern`, `.paragraphStyle`); characters without one
    /// take the label's `font`, `textColor`, `textAlignment` and `lineBreakMode`.
    open var attributedText: NSAttributedString? {
        get { storedText }
        set {
            storedText = newValue.map { NSAttributedString(attributedString: $0) }
            textDidChange()
        }
    }

    /// The font of characters without a `.font` attribute: the system font at 17 points unless set.
    open var font: UIFont! {
        get { storedFont }
        set {
            KeyValueObservers.shared.willChange(self)
            defer { KeyValueObservers.shared.didChange(self) }
            storedFont = newValue ?? .systemFont(ofSize: UIFont.labelFontSize)
            textDidChange()
        }
    }
    private var storedFont = UIFont.systemFont(ofSize: UIFont.labelFontSize)

    /// The colour of characters without a `.foregroundColor` attribute: `.label` unless set, resolved for the
    /// view's appearance when drawn.
    open var textColor: UIColor! {
        get { storedTextColor }
        set { storedTextColor = newValue ?? .label }
    }
    private var storedTextColor = UIColor.label

    /// How the lines sit across the bounds (unless a paragraph style says otherwise).
    open var textAlignment = NSTextAlignment.natural {
        didSet { textDidChange() }
    }

    /// The most lines shown: 1 by default, 0 for as many as the text needs.
    open var numberOfLines = 1 {
        didSet { textDidChange() }
    }

    /// How the last line is cut or shortened when the text does not fit (unless a paragraph style says otherwise).
    open var lineBreakMode = NSLineBreakMode.byTruncatingTail {
        didSet { textDidChange() }
    }

    /// The width a multi-line label wraps at for its intrinsic size; 0 (the default) wraps at the width Auto Layout
    /// gives it.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { textDidChange() }
    }

    /// Whether the label's font follows its content size category: a font of a Dynamic Type text style
    /// (`UIFont.preferredFont(forTextStyle:)`) becomes that style's font at the category the label's traits have,
    /// as UIKit's `UIContentSizeCategoryAdjusting` labels do, when the traits change and before the text is
    /// measured. False by default.
    open var adjustsFontForContentSizeCategory = false {
        didSet { contentCache = nil }
    }

    /// Makes a Dynamic Type font again at the new content size category when the label adjusts it.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if adjustedFontIsStale() { textDidChange() }
    }

    /// Whether the label adjusts a Dynamic Type font that was made for another content size category than its
    /// traits': the font is made again then, and the caller forgets what it measured with the old one.
    private func adjustedFontIsStale() -> Bool {
        guard adjustsFontForContentSizeCategory, let made = storedFont.textStyle else { return false }
        let traits = traitCollection
        let specified = traits.preferredContentSizeCategory
        let category = specified == .unspecified ? UIApplication.shared.preferredContentSizeCategory : specified
        guard category != made.category else { return false }
        storedFont = UIFont.preferredFont(forTextStyle: made.style, compatibleWith: traits)
        return true
    }

    /// A label takes no touches, as UIKit makes it.
    override func applyDefaultsOfItsClass() { isUserInteractionEnabled = false }

    // MARK: Sizing

    /// The text's size: the widest line and the lines' height, rounded up to the display's pixels; zero without
    /// text. A multi-line label wraps at `preferredMaxLayoutWidth`, or else at the width Auto Layout gave it.
    open override var intrinsicContentSize: CGSize {
        var width = CGFloat.infinity
        if numberOfLines != 1 {
            if preferredMaxLayoutWidth > 0 {
                width = preferredMaxLayoutWidth
            } else if let autoLayoutWidth {
                width = autoLayoutWidth
            }
        }
        return roundedUp(layout(width: width, maxHeight: .infinity)?.size ?? .zero)
    }

    /// The text's size when it may wrap at `size.width` (a single-line label's whole width, whatever `size` is),
    /// rounded up to the display's pixels.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = numberOfLines == 1 || size.width <= 0 ? CGFloat.infinity : size.width
        return roundedUp(layout(width: width, maxHeight: .infinity)?.size ?? .zero)
    }

    /// Takes the width Auto Layout solved for a multi-line label without a preferred width.
    func adoptLayoutWidth(_ width: CGFloat) -> Bool {
        guard numberOfLines != 1, preferredMaxLayoutWidth <= 0, width.isFinite, width != autoLayoutWidth else {
            return false
        }
        let before = intrinsicContentSize
        autoLayoutWidth = width
        return intrinsicContentSize != before
    }

    // MARK: Layout

    /// The lines drawn in the current bounds: wrapped at the bounds' width, as many as fit its height.
    var boundsLayout: TextLayout? { layout(width: bounds.width, maxHeight: bounds.height) }

    /// The paragraph attributes in force: the first character's paragraph style, else the label's.
    var paragraph: (alignment: NSTextAlignment, lineBreakMode: NSLineBreakMode, lineSpacing: CGFloat) {
        if let text = storedText, text.length > 0,
            let style = text.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle
        {
            return (style.alignment, style.lineBreakMode, style.lineSpacing)
        }
        return (textAlignment, lineBreakMode, 0)
    }

    /// The measured text in the label's attributes, made once per change.
    var content: TextContent? {
        if adjustedFontIsStale() {
            contentCache = nil
            layoutCache.removeAll()
        }
        if let contentCache { return contentCache }
        guard let text = storedText, text.length > 0 else { return nil }
        var styles: [TextRunStyle] = []
        var runs: [(start: Int, style: Int)] = []
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(text.length)
        let whole = text.string as NSString
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length)) { attributes, range, _ in
            let kern = Self.points(attributes[.kern])
            let style = TextRunStyle(
                font: attributes[.font] as? UIFont ?? storedFont, color: attributes[.foregroundColor] as? UIColor,
                kern: kern.isFinite ? kern : 0)
            styles.append(style)
            runs.append((scalars.count, styles.count - 1))
            scalars.append(contentsOf: whole.substring(with: range).unicodeScalars)
        }
        let made = TextContent(scalars: scalars, styles: styles, runs: runs)
        contentCache = made
        return made
    }

    /// The layout at `width` and `maxHeight` for the label's lines and break mode (nil without text), cached.
    private func layout(width: CGFloat, maxHeight: CGFloat) -> TextLayout? {
        guard let content else { return nil }
        let key = LayoutKey(width: width, maxHeight: maxHeight)
        if let known = layoutCache[key] { return known }
        let paragraph = paragraph
        let made = TextLayout(
            content, width: width, maxLines: max(0, numberOfLines), maxHeight: maxHeight,
            lineBreakMode: paragraph.lineBreakMode, lineSpacing: paragraph.lineSpacing)
        if layoutCache.count >= 8 { layoutCache.removeAll() }
        layoutCache[key] = made
        return made
    }

    /// Drops what was measured and asks Auto Layout to read the intrinsic size again.
    private func textDidChange() {
        contentCache = nil
        layoutCache.removeAll()
        invalidateIntrinsicContentSize()
    }

    /// `size` rounded up to the display's pixel grid (UIKit choice `labelSizesAreRoundedUpToPixels`).
    private func roundedUp(_ size: CGSize) -> CGSize {
        let scale = max(traitCollection.displayScale, 1)
        func up(_ value: CGFloat) -> CGFloat { value.isFinite ? (value * scale - 1e-6).rounded(.up) / scale : value }
        return CGSize(width: up(size.width), height: up(size.height))
    }

    /// A number attribute's value in points (`.kern: 2`, `2.5`, `NSNumber`, `CGFloat`), 0 when it is none.
    private static func points(_ value: Any?) -> CGFloat {
        switch value {
        case let number as CGFloat: number
        case let number as Double: CGFloat(number)
        case let number as Int: CGFloat(number)
        case let number as Float: CGFloat(number)
        case let number as NSNumber: CGFloat(number.doubleValue)
        default: 0
        }
    }

    /// A cached layout's limits.
    private struct LayoutKey: Hashable {
        var width: CGFloat
        var maxHeight: CGFloat
    }
}
