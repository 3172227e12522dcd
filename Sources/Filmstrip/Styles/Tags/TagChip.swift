import FilmstripImage
import FilmstripLayout
import FilmstripRaster
import FilmstripText

/// A text tag of the `tags` style: a capsule of iOS's light grey with the label in the system-label colour, sized by
/// the text (assumption: UIKit's defaults are not in the seed). The label is rasterized once, at the render scale.
public struct TagChip: StyleItem {
    /// The label's size in points.
    public static let fontSize = 15.0
    /// Space between the label and each end of the chip, in points.
    public static let horizontalPadding = 12.0
    /// The chip's height in points.
    public static let height = 32.0
    /// The chip's colour in the light appearance (systemGray5).
    public static let fill = RGBA(r: 0xE5, g: 0xE5, b: 0xEA)
    /// The label's colour in the light appearance (UIKit's `label`).
    public static let textColour = RGBA(r: 0x1C, g: 0x1C, b: 0x1E)
    /// Tags are cut to this many characters: a chip wider than any screen says nothing more.
    public static let maximumCharacters = 200

    /// The tag, cut to `maximumCharacters`.
    public let text: String
    public let size: Size
    /// The label at the render scale.
    public let label: RGBAImage
    /// The capsule's colour (the appearance's `systemGray5`).
    public let fillColour: RGBA

    /// A chip for `text`, its label drawn with `font` at `scale` pixels per point.
    public init(
        text: String, font: FreeTypeFont, scale: Int, fill: RGBA = TagChip.fill, textColour: RGBA = TagChip.textColour
    ) {
        fillColour = fill
        self.text = String(text.prefix(TagChip.maximumCharacters))
        size = Size(
            width: (font.metrics(of: self.text, size: TagChip.fontSize).width + 2 * TagChip.horizontalPadding).rounded(
                .up),
            height: TagChip.height)
        label = font.render(self.text, size: TagChip.fontSize * Double(scale), color: textColour)
    }

    public func draw(in rect: PixelRect, scale: Int, on canvas: inout Canvas) {
        canvas.fillRoundedRect(rect, cornerRadius: rect.height / 2, with: fillColour, clippedTo: canvas.bounds)
        let x = rect.x + (rect.width - Double(label.width)) / 2
        let y = rect.y + (rect.height - Double(label.height)) / 2
        canvas.draw(
            label, in: PixelRect(x: x, y: y, width: Double(label.width), height: Double(label.height)),
            clippedTo: rect.intersection(canvas.bounds) ?? rect)
    }
}
