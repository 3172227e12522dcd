import FilmstripImage
import FilmstripLayout
import FilmstripRaster
import FilmstripText

/// How a text tag is drawn in the `tags` layout: a capsule of iOS's light grey with the label in the
/// system-label colour, sized by the text (assumption: UIKit's defaults are not in the seed).
public enum TagChip {
    public static let fontSize = 15.0
    public static let horizontalPadding = 12.0
    public static let height = 32.0
    public static let fill = RGBA(r: 0xE5, g: 0xE5, b: 0xEA)
    public static let textColour = RGBA(r: 0x1C, g: 0x1C, b: 0x1E)

    /// The chip size in points for `text`.
    public static func size(of text: String, font: Font) -> Size {
        Size(width: (font.metrics(of: text, size: fontSize).width + 2 * horizontalPadding).rounded(.up), height: height)
    }

    /// The label image at `scale` pixels per point, rendered once and drawn into every frame.
    public static func label(_ text: String, font: Font, scale: Int) -> RGBAImage {
        font.render(text, size: fontSize * Double(scale), color: textColour)
    }

    /// Draws the chip and its label into `rect` (pixels).
    static func draw(label: RGBAImage, in rect: PixelRect, scale: Int, on canvas: inout Canvas) {
        canvas.fillRoundedRect(rect, cornerRadius: rect.height / 2, with: fill, clippedTo: canvas.bounds)
        let x = rect.x + (rect.width - Double(label.width)) / 2
        let y = rect.y + (rect.height - Double(label.height)) / 2
        canvas.draw(label, in: PixelRect(x: x, y: y, width: Double(label.width), height: Double(label.height)),
                    clippedTo: rect.intersection(canvas.bounds) ?? rect)
    }
}
