import FilmstripJSON

/// What `filmstrip layout` prints: a layout's size, insets and offset range, where a fling released at rest at
/// `offset` would snap to, and the items at `offset` (or all of them). Pure data with two renderings: `json()` for
/// scripts, `table()` for people.
public struct LayoutReport: Hashable, Sendable {
    public var contentSize: Size
    public var contentInset: Insets
    public var offsetRange: OffsetRange
    public var offset: Double
    /// `targetContentOffset(proposed: offset, velocity: velocity)`, the velocity in points per millisecond.
    public var target: Double
    public var scope: LayoutReportScope
    /// Cells only, in index order: visible ones as drawn at `offset`, or every one untransformed.
    public var items: [LayoutAttributes]

    public init(layout: some CollectionLayout, offset: Double, scope: LayoutReportScope = .visible, velocity: Double = 0) {
        contentSize = layout.contentSize
        contentInset = layout.contentInset
        offsetRange = layout.offsetRange
        self.offset = offset
        target = layout.targetContentOffset(proposed: offset, velocity: velocity)
        self.scope = scope
        let attributes = scope == .visible ? layout.visibleAttributes(atOffset: offset) : layout.allAttributes()
        items = attributes.filter { $0.kind == .cell }
    }

    /// One line of compact JSON, keys in this order:
    /// `{"contentSize":[w,h],"contentInset":{"top":t,"left":l,"bottom":b,"right":r},"offsetRange":[min,max],
    /// "offset":x,"target":t,"items":[{"index":i,"frame":[x,y,w,h],"scale":s},...]}`.
    public func json() -> String {
        JSONValue.object([
            ("contentSize", .numbers([contentSize.width, contentSize.height])),
            ("contentInset", .object([
                ("top", .number(contentInset.top)), ("left", .number(contentInset.left)),
                ("bottom", .number(contentInset.bottom)), ("right", .number(contentInset.right)),
            ])),
            ("offsetRange", .numbers([offsetRange.min, offsetRange.max])),
            ("offset", .number(offset)),
            ("target", .number(target)),
            ("items", .array(items.map { item in
                .object([
                    ("index", .int(item.index)),
                    ("frame", .numbers([item.frame.minX, item.frame.minY, item.frame.width, item.frame.height])),
                    ("scale", .number(item.scale)),
                ])
            })),
        ]).serialized()
    }

    /// A readable summary and one row per item, frames to 3 decimals; ends with a newline.
    public func table() -> String {
        let prose = FixedDecimalFormat(decimals: 3, trimsZeros: true)
        let column = FixedDecimalFormat(decimals: 3)
        var lines = [String]()
        lines.append("content   \(prose.string(contentSize.width)) x \(prose.string(contentSize.height)) pt")
        lines.append("inset     top \(prose.string(contentInset.top)), left \(prose.string(contentInset.left)), "
            + "bottom \(prose.string(contentInset.bottom)), right \(prose.string(contentInset.right))")
        lines.append("offsets   \(prose.string(offsetRange.min)) to \(prose.string(offsetRange.max))")
        lines.append("offset    \(prose.string(offset)) (snaps to \(prose.string(target)))")
        let what = scope == .visible ? "visible at this offset" : "in all, unscaled"
        lines.append("items     \(items.count) \(what)")
        guard !items.isEmpty else { return lines.joined(separator: "\n") + "\n" }
        lines.append("")
        let headings = ["x", "y", "width", "height", "scale"]
        lines.append(pad("index", 7) + headings.map { pad($0, 13) }.joined() + pad("z", 4))
        for item in items {
            let values = [item.frame.minX, item.frame.minY, item.frame.width, item.frame.height, item.scale]
            lines.append(pad(String(item.index), 7) + values.map { column.padded($0, width: 13) }.joined()
                + pad(String(item.zIndex), 4))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: Swift.max(0, width - text.count)) + text
    }
}
