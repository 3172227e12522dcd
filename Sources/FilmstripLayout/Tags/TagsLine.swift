/// One line of a `TagsLayout`: which items it holds and the band of content y it occupies. Lines are what the
/// layout binary-searches, since their bands only grow downwards.
package struct TagsLine: Hashable, Sendable {
    /// The items on the line, consecutive in index order.
    package var items: Range<Int>
    /// The top of the line: its tallest item's top.
    package var minY: Double
    /// The tallest item's height; shorter items are centred vertically in it.
    package var height: Double

    /// A line of the items in `items`, its top at `minY`, `height` points tall.
    package init(items: Range<Int>, minY: Double, height: Double) {
        self.items = items
        self.minY = minY
        self.height = height
    }

    /// The line's bottom edge.
    package var maxY: Double { minY + height }
}
