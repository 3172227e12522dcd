/// A piece of a laid-out line: a stretch of the text's scalars, or an ellipsis standing for what truncation left out.
enum TextLineItem: Equatable {
    /// Scalars of the text, drawn in order.
    case characters(Range<Int>)
    /// "…" in the style at this index.
    case ellipsis(style: Int)
}
