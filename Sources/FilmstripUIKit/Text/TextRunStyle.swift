/// The attributes a stretch of a label's text is drawn with: its font, its colour (nil: the label's `textColor`)
/// and the kerning added after each character.
struct TextRunStyle {
    /// The font.
    var font: UIFont
    /// The colour, or nil for the label's.
    var color: UIColor?
    /// Points added after each character's advance.
    var kern: CGFloat
}
