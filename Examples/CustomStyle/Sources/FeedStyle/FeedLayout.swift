import Filmstrip

/// Full-width cells stacked top to bottom. Frames are computed once; the visible ones are found by binary search on
/// their tops, so a feed of thousands of photos lays out as fast as a short one.
public struct FeedLayout: CollectionLayout {
    public let viewSize: Size
    public let frames: [Rect]
    public let gap: Double

    public init(viewSize: Size, photoSizes: [Size], gap: Double) {
        self.viewSize = viewSize
        self.gap = gap
        var y = gap
        frames = photoSizes.map { photo in
            let height = viewSize.width * photo.height / max(photo.width, 1)
            defer { y += height + gap }
            return Rect(x: 0, y: y, width: viewSize.width, height: height)
        }
    }

    public var scrollAxis: ScrollAxis { .vertical }
    public var contentSize: Size { Size(width: viewSize.width, height: (frames.last?.maxY ?? 0) + gap) }
    public var contentInset: Insets { .zero }
    public var offsetRange: OffsetRange { OffsetRange(min: 0, max: max(0, contentSize.height - viewSize.height)) }
    public var decelerationRate: DecelerationPreset { .normal }
    public var itemCount: Int { frames.count }

    public func visibleAttributes(atOffset offset: Double) -> [LayoutAttributes] {
        let visible = visibleRect(atOffset: offset)
        var low = 0
        var high = frames.count
        while low < high {
            let middle = (low + high) / 2
            if frames[middle].maxY > visible.minY { high = middle } else { low = middle + 1 }
        }
        var result: [LayoutAttributes] = []
        var index = low
        while index < frames.count, frames[index].minY < visible.maxY {
            result.append(LayoutAttributes(index: index, frame: frames[index]))
            index += 1
        }
        return result
    }

    public func allAttributes() -> [LayoutAttributes] {
        frames.indices.map { LayoutAttributes(index: $0, frame: frames[$0]) }
    }

    public func offset(centeringItem index: Int) -> Double? {
        frames.indices.contains(index) ? frames[index].midY - viewSize.height / 2 : nil
    }

    public func targetContentOffset(proposed: Double, velocity: Double, dragStartOffset: Double?) -> Double {
        offsetRange.clamp(proposed)
    }

    public func maximumScale(ofItem index: Int) -> Double { 1 }
}
