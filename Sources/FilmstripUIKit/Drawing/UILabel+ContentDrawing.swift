import FilmstripImage
import FilmstripRaster

extension UILabel: ViewContentDrawing {
    /// Draws the lines vertically centred in the bounds, each placed by the alignment, glyph by glyph through
    /// pixman from the font's glyph cache: pens at sub-pixel positions (1/64 pixel), baselines on whole pixels
    /// (`UIKitAssumptions.labelBaselinesSitOnWholePixels`), everything cut at the bounds
    /// (`UIKitAssumptions.labelTextIsClippedToTheBounds`). Glyphs past the bounds' right edge are not looked at.
    func drawContent(on canvas: inout Canvas, mappedBy map: ViewPixelMap) {
        guard let content, let layout = boundsLayout, !layout.lines.isEmpty else { return }
        let clip = map.pixelRect(bounds)
        guard clip.isFinite, let visible = clip.intersection(canvas.bounds) else { return }
        let traits = traitCollection
        let labelColour = (textColor ?? .label).resolvedColor(with: traits).cgColor.rgba
        var colours: [Int: RGBA] = [:]
        func colour(_ style: Int) -> RGBA {
            if let known = colours[style] { return known }
            let made = content.styles[style].color?.resolvedColor(with: traits).cgColor.rgba ?? labelColour
            colours[style] = made
            return made
        }
        let alignment = paragraph.alignment.freeWidthBefore
        let textTop = bounds.minY + (bounds.height - layout.size.height) / 2
        for line in layout.lines {
            let baseline = CGPoint(x: 0, y: textTop + line.top + line.ascender).applying(map.transform).y
            guard baseline.isFinite else { continue }
            let row = Int(min(max(Double(baseline).rounded(), -1e9), 1e9))
            // Lines wholly above or below what is visible are skipped.
            let reach = Double(line.height) * map.scaleY
            guard Double(row) + reach >= visible.minY, Double(row) - reach <= visible.maxY else { continue }
            var pen = bounds.minX + (bounds.width - line.width) * alignment
            for item in line.items {
                switch item {
                case .characters(let range):
                    for index in range {
                        let style = content.style(at: index)
                        guard
                            draw(
                                glyph: content.glyph(at: index), style: style, content: content, penX: pen, row: row,
                                colour: colour(style), on: &canvas, map: map, clip: visible)
                        else { return }
                        pen += content.advance(at: index)
                    }
                case .ellipsis(let style):
                    let ellipsis = content.ellipsis(style: style)
                    _ = draw(
                        glyph: ellipsis.glyph, style: style, content: content, penX: pen, row: row,
                        colour: colour(style), on: &canvas, map: map, clip: visible)
                    pen += ellipsis.advance
                }
            }
        }
    }

    /// The largest glyph drawn, in pixels per em: its coverage is at most a few megabytes.
    static let largestDrawnSize = 2048.0

    /// Draws one glyph with its pen at `penX` (points) on baseline pixel row `row`; false once the pen is past the
    /// clip's right edge (nothing after it on the line can show).
    private func draw(
        glyph: UInt32, style: Int, content: TextContent, penX: CGFloat, row: Int, colour: RGBA,
        on canvas: inout Canvas, map: ViewPixelMap, clip: PixelRect
    ) -> Bool {
        let font = content.styles[style].font
        let size = Double(font.pointSize) * map.scaleY
        let x = Double(CGPoint(x: penX, y: 0).applying(map.transform).x)
        guard x.isFinite, x <= clip.maxX + 1 else { return false }
        // A glyph whose pen is more than a few ems left of the clip cannot reach it; one above
        // `largestDrawnSize` is not rasterized (its bitmap alone would be too big to hold).
        guard let face = font.face.font, size > 0, size <= Self.largestDrawnSize, x >= clip.minX - 4 * size else {
            return true
        }
        var whole = x.rounded(.down)
        var phase = Int(((x - whole) * 64).rounded())
        if phase == 64 {
            whole += 1
            phase = 0
        }
        let bitmap = face.glyphBitmap(glyph, size: size, phase: phase)
        guard bitmap.width > 0, bitmap.rows > 0, colour.a > 0 else { return true }
        canvas.fill(
            coverage: bitmap.coverage, width: bitmap.width, rows: bitmap.rows, rowBytes: bitmap.rowBytes,
            atX: Int(whole) + bitmap.left, y: row - bitmap.top, with: colour, clippedTo: clip)
        return true
    }
}
