/// A line of text shaped once at one size: the glyph each character becomes and where the pen places it, so the
/// line is measured without being drawn and drawn a window at a time (`FreeTypeFont.render(_:color:columns:)`).
///
/// It holds 8 bytes a character (Unicode scalar) and no pixels, whatever width the line reaches.
package struct GlyphRun: Sendable, Equatable {
    /// The size it was shaped at, in pixels per em.
    package let size: Double
    /// The advance width, ascender and descender at `size`.
    package let metrics: TextMetrics
    /// The pen's start: a sub-pixel offset, so the text can sit exactly where a layout puts it.
    package let x: Double
    /// The font's glyph index for each character, in text order.
    package let glyphs: [UInt32]
    /// Where each glyph is drawn, in 1/64 pixel: its whole pixel times 64 plus its sub-pixel phase.
    package let pens: [Int32]

    package init(size: Double, metrics: TextMetrics, x: Double, glyphs: [UInt32], pens: [Int32]) {
        self.size = size
        self.metrics = metrics
        self.x = x
        self.glyphs = glyphs
        self.pens = pens
    }

    /// The width of the whole line's image: `ceil(width + x) + 1` pixels (room for the last glyph's overhang).
    package var imageWidth: Int { max(0, Int((metrics.width + x).rounded(.up)) + 1) }
    /// The height of the line's image: `ceil(ascender - descender)` pixels.
    package var imageHeight: Int { max(0, Int(metrics.lineHeight.rounded(.up))) }
    /// The baseline's row in the line's image.
    var baseline: Int { Int(metrics.ascender.rounded()) }
}
