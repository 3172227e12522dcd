import FilmstripImage
import FilmstripLayout
import FilmstripRaster

/// Draws one frame: the elements visible at an offset, in z-order (the zoomed cell last, on top), each image
/// resampled into its fractional frame with anti-aliased edges, and the banner's page control.
public enum FrameRenderer {
    /// Drawn where a photo could not be decoded (`--skip-bad`): iOS's light system grey.
    public static let placeholderColour = RGBA(r: 0xD1, g: 0xD1, b: 0xD6)

    public static func render(_ prepared: PreparedScene, atOffset offset: Double) -> RGBAImage {
        let scene = prepared.scene
        let layout = prepared.layout
        let scale = Double(scene.scale)
        var canvas = Canvas(width: Int((layout.viewSize.width * scale).rounded()),
                            height: Int((layout.viewSize.height * scale).rounded()), background: scene.background)
        let visible = layout.visibleRect(atOffset: offset)
        func pixels(_ frame: Rect) -> PixelRect {
            PixelRect(x: (frame.minX - visible.minX) * scale, y: (frame.minY - visible.minY) * scale,
                      width: frame.width * scale, height: frame.height * scale)
        }
        let ordered = layout.visibleAttributes(atOffset: offset).enumerated().sorted {
            ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset)
        }.map(\.element)
        for element in ordered {
            let destination = pixels(element.frame)
            switch element.kind {
            case .cell:
                let content = element.index < prepared.cells.count ? prepared.cells[element.index] : .placeholder
                switch content {
                case .image(let image): canvas.draw(image, in: destination, clippedTo: canvas.bounds)
                case .tag(let label): TagChip.draw(label: label, in: destination, scale: scene.scale, on: &canvas)
                case .placeholder: canvas.fill(destination, with: FrameRenderer.placeholderColour, clippedTo: canvas.bounds)
                }
            case .header:
                if let image = prepared.headerImage {
                    canvas.draw(image, in: destination, clippedTo: canvas.bounds)
                } else if case .colour(let colour) = scene.header {
                    canvas.fill(destination, with: colour, clippedTo: canvas.bounds)
                }
            case .footer:
                break  // the footer's content is the page control, drawn below
            }
        }
        if let banner = layout as? BannerLayout {
            for dot in banner.pageControlDots(atOffset: offset) {
                let colour = RGBA(r: dot.color.red, g: dot.color.green, b: dot.color.blue)
                canvas.fillCircle(centreX: dot.center.x * scale, centreY: dot.center.y * scale,
                                  radius: dot.diameter / 2 * scale, with: colour, clippedTo: canvas.bounds)
            }
        }
        return canvas.makeImage()
    }
}
