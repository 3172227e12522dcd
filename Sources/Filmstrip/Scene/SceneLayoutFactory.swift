import FilmstripImage
import FilmstripLayout
import FilmstripText

extension Scene {
    /// The layout this scene describes for photos of the given upright pixel sizes. Text tags are measured
    /// with `font` (needed only for `tags` with text).
    public func makeLayout(photoSizes: [PixelSize], font: Font? = nil) throws -> any CollectionLayout {
        let sizes = photoSizes.map { Size(width: Double($0.width), height: Double($0.height)) }
        let viewSize = Size(width: width, height: height)
        switch style {
        case .slider:
            return SliderLayout(viewSize: viewSize, photoSizes: sizes, cellScale: cellScale, lineSpacing: spacing)
        case .tags:
            if let tags {
                let font = try font ?? Font()
                return TagsLayout(viewSize: viewSize, itemSizes: tags.map { TagChip.size(of: $0, font: font) }, alignment: alignment)
            }
            return TagsLayout(viewSize: viewSize, photoSizes: sizes, rowHeight: rowHeight, alignment: alignment)
        case .paging:
            let card = itemSize ?? Size(width: max(1, width - 80), height: height * 0.8)
            return PagingLayout(viewSize: viewSize, headerWidth: headerWidth, itemSize: card, itemCount: sizes.count)
        case .peek:
            return PeekLayout(viewSize: viewSize, itemCount: sizes.count)
        case .banner:
            return BannerLayout(viewWidth: width, itemCount: sizes.count, bannerHeight: bannerHeight)
        }
    }

    /// Whether cells show photos cropped to fill a fixed cell (aspect-fill) rather than sized to the photo.
    public var fillsCells: Bool { style == .paging || style == .peek || style == .banner }

    /// The content offset this scene's position names in `layout`.
    public func resolvedOffset(in layout: any CollectionLayout) throws -> Double {
        switch position {
        case .start:
            return layout.offsetRange.min
        case .offset(let offset):
            return offset
        case .index(let index):
            guard let offset = layout.offset(centeringItem: index) else {
                throw SceneError.badValue(reason: "index \(index) is out of range: the scene has \(layout.itemCount) items (0...\(layout.itemCount - 1))")
            }
            return offset
        }
    }
}
