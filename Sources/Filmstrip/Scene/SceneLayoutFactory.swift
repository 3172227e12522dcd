import FilmstripImage
import FilmstripLayout

extension Scene {
    /// The layout this scene describes for photos of the given upright pixel sizes.
    public func makeLayout(photoSizes: [PixelSize]) -> any CollectionLayout {
        let sizes = photoSizes.map { Size(width: Double($0.width), height: Double($0.height)) }
        let viewSize = Size(width: width, height: height)
        switch style {
        case .slider:
            return SliderLayout(viewSize: viewSize, photoSizes: sizes, cellScale: cellScale, lineSpacing: spacing)
        }
    }

    /// The content offset this scene's position names in `layout`.
    public func resolvedOffset(in layout: any CollectionLayout) throws -> Double {
        switch position {
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
