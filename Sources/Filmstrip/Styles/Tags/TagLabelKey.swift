import FilmstripImage

/// Names the drawn `columns` of a tag's label in the label cache: everything the pixels follow from.
struct TagLabelKey: Hashable, Sendable {
    var font: String
    var text: String
    var size: Double
    var color: RGBA
    var columns: Range<Int>
}
