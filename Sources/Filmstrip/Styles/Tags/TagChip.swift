import FilmstripImage
import FilmstripLayout
import FilmstripRaster
import FilmstripText

/// A text tag of the `tags` style: a capsule of iOS's light grey with the label in the system-label colour, sized by
/// the text (an assumption: the original UIKit code does not say how its tags look).
///
/// The label is shaped once, at the render scale, into a glyph run that only measures it; each frame draws just the
/// columns of the label inside the frame (kept in a bounded cache for the next frames), so a tag far wider than the
/// view costs what the view shows of it.
struct TagChip: StyleItem {
    /// The label's size in points.
    static let fontSize = 15.0
    /// Space between the label and each end of the chip, in points.
    static let horizontalPadding = 12.0
    /// The chip's height in points.
    static let height = 32.0
    /// The chip's colour in the light appearance (systemGray5).
    static let fill = RGBA(r: 0xE5, g: 0xE5, b: 0xEA)
    /// The label's colour in the light appearance (UIKit's `label`).
    static let textColor = RGBA(r: 0x1C, g: 0x1C, b: 0x1E)
    /// Tags are cut to this many characters: a chip wider than any screen says nothing more.
    static let maximumCharacters = 200
    /// Bytes of drawn label columns kept between frames, for every chip of every scene (least recently used
    /// dropped first): a vertical scroll draws the same columns of a chip in every frame.
    static let labelCacheCapacity = 32 << 20

    /// The tag, cut to `maximumCharacters`.
    let text: String
    let size: Size
    /// The label shaped at the render scale: its glyphs and their positions, no pixels.
    let run: GlyphRun
    /// The capsule's colour (the appearance's `systemGray5`).
    let fillColor: RGBA
    /// The label's colour.
    let textColor: RGBA
    private let font: FreeTypeFont

    /// Drawn label columns, by what they are drawn from: equal keys give equal pixels, so one cache serves all.
    private static let labels = BoundedCache<TagLabelKey, RGBAImage>(capacity: labelCacheCapacity) {
        $0.pixels.count + 64
    }

    /// A chip for `text`, its label shaped with `font` at `scale` pixels per point.
    init(
        text: String, font: FreeTypeFont, scale: Int, fill: RGBA = TagChip.fill, textColor: RGBA = TagChip.textColor
    ) {
        fillColor = fill
        self.textColor = textColor
        self.font = font
        self.text = String(text.prefix(TagChip.maximumCharacters))
        run = font.shape(self.text, size: TagChip.fontSize * Double(scale))
        size = Size(
            width: (font.metrics(of: run, size: TagChip.fontSize).width + 2 * TagChip.horizontalPadding).rounded(.up),
            height: TagChip.height)
    }

    /// The label's columns `columns` (of its whole image, `run.imageWidth` wide), as drawn.
    func label(columns: Range<Int>) -> RGBAImage {
        let key = TagLabelKey(font: font.path, text: text, size: run.size, color: textColor, columns: columns)
        return TagChip.labels.value(for: key) { font.render(run, color: textColor, columns: columns) }
    }

    func draw(in rect: PixelRect, scale: Int, on canvas: inout Canvas) {
        canvas.fillRoundedRect(rect, cornerRadius: rect.height / 2, with: fillColor, clippedTo: canvas.bounds)
        guard let clip = rect.intersection(canvas.bounds) else { return }
        let width = Double(run.imageWidth)
        let height = Double(run.imageHeight)
        let x = rect.x + (rect.width - width) / 2
        let y = rect.y + (rect.height - height) / 2
        // Only the label's columns the clip shows, plus the resampler's reach (Lanczos3: 3 pixels at 1:1) on each
        // side, so the pixels inside the clip are exactly those of the whole label drawn at x.
        let reach = 4
        let columns =
            max(
                0, Int((clip.minX - x).rounded(.down)) - reach)..<min(
                run.imageWidth, Int((clip.maxX - x).rounded(.up)) + reach)
        guard !columns.isEmpty else { return }
        canvas.draw(
            label(columns: columns),
            in: PixelRect(x: x + Double(columns.lowerBound), y: y, width: Double(columns.count), height: height),
            clippedTo: clip)
    }
}
