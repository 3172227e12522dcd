/// A layer that draws a string from the top of its bounds: in `font` at `fontSize`, in `foregroundColor`, lines
/// placed by `alignmentMode`, wrapped to the width when `isWrapped`. Laid out and drawn as `UILabel` draws its
/// text (the same faces and glyph rasteriser).
open class CATextLayer: CALayer {
    /// The text: a `String` or an `NSAttributedString`; nil draws nothing.
    open var string: Any?
    /// The face: a `UIFont` (its face; its size is `fontSize`'s) or a font name; nil is the system font.
    open var font: Any?
    /// The size in points: 36 by default, as Core Animation's.
    open var fontSize: CGFloat = 36
    /// The text colour: opaque white by default, as Core Animation's.
    open var foregroundColor: CGColor? = CGColor(gray: 1, alpha: 1)
    /// True wraps the text to the bounds' width; false (the default) draws one line per line of the string.
    open var isWrapped = false
    /// Where lines go across the width.
    open var alignmentMode = CATextLayerAlignmentMode.natural
    /// Where text that does not fit is cut.
    open var truncationMode = CATextLayerTruncationMode.none
}
