import FilmstripJSON

/// What `filmstrip layout` prints: a layout's size, insets and offset range, where a fling released at rest at
/// `offset` would snap to, and the items at `offset` (or all of them). Pure data with two renderings: `json()` for
/// scripts, `table()` for people.
package struct LayoutReport: Hashable, Sendable {
    /// The layout's `collectionViewContentSize`.
    package var contentSize: Size
    /// The layout's content inset.
    package var contentInset: Insets
    /// Where the view can rest.
    package var offsetRange: OffsetRange
    /// The offset the report describes.
    package var offset: Double
    /// `targetContentOffset(proposed: offset, velocity: velocity)`, the velocity in points per millisecond.
    package var target: Double
    /// Whether `items` are the visible cells or every cell.
    package var scope: LayoutReportScope
    /// Cells only, in index order: visible ones as drawn at `offset`, or every one untransformed.
    package var items: [LayoutAttributes]
    /// The layout's header (paging) when it is in the listed attributes, else nil.
    package var header: LayoutAttributes?
    /// The layout's footer (banner) when it is in the listed attributes, else nil.
    package var footer: LayoutAttributes?
    /// What `offset`, `offsetRange` and `target` measure: `contentOffset.x` or (tags) `.y`.
    package var scrollAxis: ScrollAxis

    /// The report of `layout` at `offset`, with the release target at `velocity` (points per millisecond).
    package init(
        layout: some CollectionLayout, offset: Double, scope: LayoutReportScope = .visible, velocity: Double = 0
    ) {
        contentSize = layout.contentSize
        contentInset = layout.contentInset
        offsetRange = layout.offsetRange
        self.offset = offset
        target = layout.targetContentOffset(proposed: offset, velocity: velocity)
        self.scope = scope
        let attributes = scope == .visible ? layout.visibleAttributes(atOffset: offset) : layout.allAttributes()
        items = attributes.filter { $0.kind == .cell }
        header = attributes.first { $0.kind == .header }
        footer = attributes.first { $0.kind == .footer }
        scrollAxis = layout.scrollAxis
    }

    /// One line of compact JSON, keys in this order:
    /// `{"contentSize":[w,h],"contentInset":{"top":t,"left":l,"bottom":b,"right":r},"offsetRange":[min,max],
    /// "offset":x,"target":t,"items":[{"index":i,"frame":[x,y,w,h],"scale":s},...]}`.
    /// Members that only some layouts have are left out when absent, so a slider's line never changes:
    /// `"scrollAxis":"vertical"` after `offsetRange` for a vertical layout (tags: offsets are `contentOffset.y`), and
    /// `"header":{"frame":[x,y,w,h]}` then `"footer":{"frame":[x,y,w,h]}` before `items` when listed.
    package func json() -> String {
        var members: [(String, JSONValue)] = [
            ("contentSize", .numbers([contentSize.width, contentSize.height])),
            (
                "contentInset",
                .object([
                    ("top", .number(contentInset.top)), ("left", .number(contentInset.left)),
                    ("bottom", .number(contentInset.bottom)), ("right", .number(contentInset.right)),
                ])
            ),
            ("offsetRange", .numbers([offsetRange.min, offsetRange.max])),
        ]
        if scrollAxis == .vertical { members.append(("scrollAxis", .string(scrollAxis.rawValue))) }
        members += [("offset", .number(offset)), ("target", .number(target))]
        for (name, element) in [("header", header), ("footer", footer)] {
            guard let element else { continue }
            members.append(
                (
                    name,
                    .object([
                        (
                            "frame",
                            .numbers([
                                element.frame.minX, element.frame.minY,
                                element.frame.width, element.frame.height,
                            ])
                        )
                    ])
                ))
        }
        members.append(
            (
                "items",
                .array(
                    items.map { item in
                        .object([
                            ("index", .int(item.index)),
                            (
                                "frame",
                                .numbers([item.frame.minX, item.frame.minY, item.frame.width, item.frame.height])
                            ),
                            ("scale", .number(item.scale)),
                        ])
                    })
            ))
        return JSONValue.object(members).serialized()
    }

    /// A readable summary and one row per item, frames to 3 decimals; ends with a newline.
    package func table() -> String {
        let prose = FixedDecimalFormat(decimals: 3, trimsZeros: true)
        let column = FixedDecimalFormat(decimals: 3)
        var lines = [String]()
        lines.append("content   \(prose.string(contentSize.width)) x \(prose.string(contentSize.height)) pt")
        lines.append(
            "inset     top \(prose.string(contentInset.top)), left \(prose.string(contentInset.left)), "
                + "bottom \(prose.string(contentInset.bottom)), right \(prose.string(contentInset.right))")
        lines.append("offsets   \(prose.string(offsetRange.min)) to \(prose.string(offsetRange.max))")
        if scrollAxis == .vertical { lines.append("axis      vertical (offsets are contentOffset.y)") }
        lines.append("offset    \(prose.string(offset)) (snaps to \(prose.string(target)))")
        for (name, element) in [("header", header), ("footer", footer)] {
            guard let frame = element?.frame else { continue }
            lines.append(
                name + "    at \(prose.string(frame.minX)), \(prose.string(frame.minY)), "
                    + "\(prose.string(frame.width)) x \(prose.string(frame.height)) pt")
        }
        let what = scope == .visible ? "visible at this offset" : "in all, unscaled"
        lines.append("items     \(items.count) \(what)")
        guard !items.isEmpty else { return lines.joined(separator: "\n") + "\n" }
        lines.append("")
        let headings = ["x", "y", "width", "height", "scale"]
        lines.append(pad("index", 7) + headings.map { pad($0, 13) }.joined() + pad("z", 4))
        for item in items {
            let values = [item.frame.minX, item.frame.minY, item.frame.width, item.frame.height, item.scale]
            lines.append(
                pad(String(item.index), 7) + values.map { column.padded($0, width: 13) }.joined()
                    + pad(String(item.zIndex), 4))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: Swift.max(0, width - text.count)) + text
    }
}
