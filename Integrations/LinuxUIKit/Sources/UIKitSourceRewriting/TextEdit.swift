/// A replacement of a byte range of a file's UTF-8 text, at positions taken from the syntax tree. Edits are applied
/// to the text rather than by rebuilding the tree, so every byte the rewriter does not touch (comments, spacing,
/// line breaks) stays as the team wrote it.
struct TextEdit {
    /// The UTF-8 offsets replaced; an empty range inserts.
    var range: Range<Int>
    /// The new text.
    var replacement: String

    /// Applies `edits` (which must not overlap, though insertions may share a position) to `text`. Insertions at the
    /// same offset keep the order in which they appear in `edits`.
    static func apply(_ edits: [TextEdit], to text: String) -> String {
        var bytes = Array(text.utf8)
        let ordered = edits.enumerated().sorted { first, second in
            if first.element.range.lowerBound != second.element.range.lowerBound {
                return first.element.range.lowerBound > second.element.range.lowerBound
            }
            if first.element.range.isEmpty != second.element.range.isEmpty { return !first.element.range.isEmpty }
            return first.offset > second.offset
        }
        for (_, edit) in ordered {
            bytes.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
