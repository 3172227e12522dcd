import FilmstripImage
import FilmstripLayout
import FilmstripRaster

/// Draws one frame: the cells visible at an offset, in z-order (the zoomed cell last, on top), each thumbnail
/// resampled into its fractional frame with anti-aliased edges.
public struct FrameRenderer: Sendable {
    /// Drawn where a photo could not be decoded (`--skip-bad`): iOS's light system grey.
    public static let placeholderColour = RGBA(r: 0xD1, g: 0xD1, b: 0xD6)

    public var scene: Scene

    public init(scene: Scene) {
        self.scene = scene
    }

    public func render(layout: any CollectionLayout, thumbnails: [RGBAImage?], offset: Double) -> RGBAImage {
        let scale = Double(scene.scale)
        var canvas = Canvas(width: Int((layout.viewSize.width * scale).rounded()),
                            height: Int((layout.viewSize.height * scale).rounded()), background: scene.background)
        let visible = layout.visibleRect(atOffset: offset)
        let ordered = layout.visibleAttributes(atOffset: offset).enumerated().sorted {
            ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset)
        }.map(\.element)
        for element in ordered where element.kind == .cell {
            let frame = element.frame
            let destination = PixelRect(x: (frame.minX - visible.minX) * scale, y: (frame.minY - visible.minY) * scale,
                                        width: frame.width * scale, height: frame.height * scale)
            if element.index < thumbnails.count, let thumbnail = thumbnails[element.index] {
                canvas.draw(thumbnail, in: destination, clippedTo: canvas.bounds)
            } else {
                canvas.fill(destination, with: FrameRenderer.placeholderColour, clippedTo: canvas.bounds)
            }
        }
        return canvas.makeImage()
    }
}
