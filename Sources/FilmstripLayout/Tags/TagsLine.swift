/// One line of a `TagsLayout`: which items it holds and the band of content y it occupies. Lines are what the
/// layout binary-searches, since their bands only grow downwards.
public struct TagsLine: Hashable, Sendable {
    /// The items on the line, consecutive in index order.
    public var items: Range<Int>
    /// The top of the line: its tallest item's top.
    public var minY: Double
    /// The tallest item's height; shorter items are centred vertically in it.
    public var height: Double

    public init(items: Range<Int>, minY: Double, height: Double) {
        self.items = items
        self.minY = minY
        self.height = height
    }

    public var maxY: Double { minY + height }
}
