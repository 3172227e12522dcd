import Foundation

/// How a paragraph of attributed text is laid out: its alignment, extra space between lines and line break mode
/// (the parts Filmstrip draws). Immutable; `NSMutableParagraphStyle` sets them.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// Stored here so that the mutable subclass can set them.
    var storedAlignment = NSTextAlignment.natural
    var storedLineSpacing: CGFloat = 0
    var storedLineBreakMode = NSLineBreakMode.byWordWrapping

    /// The default style: natural alignment, no line spacing, word wrapping.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// A style with the default values.
    public override init() { super.init() }

    /// The lines' alignment.
    open var alignment: NSTextAlignment { storedAlignment }
    /// Points added between one line's bottom and the next line's top.
    open var lineSpacing: CGFloat { storedLineSpacing }
    /// How lines that do not fit are broken or shortened.
    open var lineBreakMode: NSLineBreakMode { storedLineBreakMode }

    /// An immutable copy.
    open func copy(with zone: NSZone? = nil) -> Any { copy(into: NSParagraphStyle()) }

    /// A mutable copy.
    open func mutableCopy(with zone: NSZone? = nil) -> Any { copy(into: NSMutableParagraphStyle()) }

    /// Styles are equal when their values are.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return other.alignment == alignment && other.lineSpacing == lineSpacing && other.lineBreakMode == lineBreakMode
    }

    /// Agrees with `isEqual(_:)`.
    open override var hash: Int { alignment.rawValue &* 31 &+ lineBreakMode.rawValue }

    private func copy<Style: NSParagraphStyle>(into style: Style) -> Style {
        style.storedAlignment = alignment
        style.storedLineSpacing = lineSpacing
        style.storedLineBreakMode = lineBreakMode
        return style
    }
}
