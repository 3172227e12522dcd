import Filmstrip

/// A style defined outside Filmstrip, as a user would: photos in a grid of `rows` rows, column by column, scrolling
/// horizontally. It reaches rendering only through `CarouselStyle`.
struct GridStyle: CarouselStyle {
    static let name = "grid"
    enum CodingKeys: String, CodingKey, CaseIterable {
        case rows
    }

    static let fieldNames = CodingKeys.allCases.map(\.stringValue)
    var rows = 2

    init(rows: Int = 2) {
        self.rows = rows
    }

    init(from decoder: any Decoder) throws {
        let fields = try SceneFields(decoder)
        rows = try fields.integer(CodingKeys.rows, in: 1...10) ?? 2
    }

    func viewHeight(requested: Double?) throws -> Double { requested ?? 200 }

    var contentMode: ContentMode { .aspectFill }

    func makeLayout(itemSizes: [Size], viewSize: Size) throws -> any CollectionLayout {
        GridLayout(viewSize: viewSize, rows: rows, itemCount: itemSizes.count)
    }
}

/// Square cells in `rows` rows, filled column by column, 4 pt apart.
struct GridLayout: CollectionLayout {
    let viewSize: Size
    let rows: Int
    let itemCount: Int
    let gap = 4.0

    var side: Double { (viewSize.height - gap * Double(rows + 1)) / Double(rows) }
    var columns: Int { (itemCount + rows - 1) / rows }
    var scrollAxis: ScrollAxis { .horizontal }
    var contentSize: Size { Size(width: gap + Double(columns) * (side + gap), height: viewSize.height) }
    var contentInset: Insets { .zero }
    var offsetRange: OffsetRange { OffsetRange(min: 0, max: max(0, contentSize.width - viewSize.width)) }
    var decelerationRate: DecelerationPreset { .normal }

    func frame(of index: Int) -> Rect {
        Rect(
            x: gap + Double(index / rows) * (side + gap), y: gap + Double(index % rows) * (side + gap), width: side,
            height: side)
    }

    func allAttributes() -> [LayoutAttributes] {
        (0..<itemCount).map { LayoutAttributes(index: $0, frame: frame(of: $0)) }
    }

    func visibleAttributes(atOffset offset: Double) -> [LayoutAttributes] {
        allAttributes().filter { $0.frame.intersects(visibleRect(atOffset: offset)) }
    }

    func offset(centeringItem index: Int) -> Double? {
        index < itemCount ? frame(of: index).midX - viewSize.width / 2 : nil
    }

    func targetContentOffset(proposed: Double, velocity: Double, dragStartOffset: Double?) -> Double {
        offsetRange.clamp(proposed)
    }

    func maximumScale(ofItem index: Int) -> Double { 1 }
}
