/// One line of a text layout: what it shows, its width (trailing spaces left out) and its vertical metrics (the
/// largest of its fonts'), in points.
struct TextLine: Equatable {
    /// What the line shows, left to right.
    var items: [TextLineItem]
    /// The advance width of its items.
    var width: CGFloat
    /// The top of the line from the top of the text.
    var top: CGFloat = 0
    /// Height above the baseline.
    var ascender: CGFloat = 0
    /// Depth below the baseline, negative.
    var descender: CGFloat = 0
    /// Extra space below the line.
    var leading: CGFloat = 0

    /// The line's height: ascender, descender and leading.
    var height: CGFloat { ascender - descender + leading }
}
