import FilmstripImage
import FilmstripRaster
import FilmstripText

extension UILabel: ViewContentDrawing {
    /// The glyphs of the lines that fit, placed as UILabel places them: lines vertically centred in the bounds, each
    /// placed by the alignment, pens in points, colours resolved for the view's appearance. Glyphs starting past the
    /// bounds' right edge are left out (the text is cut at the bounds:
    /// UIKit choice `labelTextIsClippedToTheBounds`), so a huge string costs what shows.
    func snapshotContent() -> (any ViewContent)? {
        guard let content, let layout = boundsLayout, !layout.lines.isEmpty else { return nil }
        let traits = traitCollection
        let labelColor = (textColor ?? .label).resolvedColor(with: traits).cgColor.rgba
        let colors = content.styles.map { $0.color?.resolvedColor(with: traits).cgColor.rgba ?? labelColor }
        let alignment = paragraph.alignment.freeWidthBefore
        let textTop = bounds.minY + (bounds.height - layout.size.height) / 2
        var glyphs: [LabelContent.Glyph] = []
        func place(_ glyph: UInt32, style: Int, pen: CGFloat, baseline: CGFloat, lineHeight: CGFloat) -> Bool {
            guard pen <= bounds.maxX + 1 else { return false }
            guard let face = content.styles[style].font.face.font else { return true }
            glyphs.append(
                LabelContent.Glyph(
                    glyph: glyph, face: face, pointSize: content.styles[style].font.pointSize,
                    horizontalScale: content.styles[style].font.horizontalScale, pen: pen,
                    baseline: baseline, lineHeight: lineHeight, color: colors[style]))
            return true
        }
        for line in layout.lines {
            let baseline = textTop + line.top + line.ascender
            var pen = bounds.minX + (bounds.width - line.width) * alignment
            items: for item in line.items {
                switch item {
                case .characters(let range):
                    for index in range {
                        let style = content.style(at: index)
                        guard
                            place(
                                content.glyph(at: index), style: style, pen: pen, baseline: baseline,
                                lineHeight: line.height)
                        else { break items }
                        pen += content.advance(at: index)
                    }
                case .ellipsis(let style):
                    let ellipsis = content.ellipsis(style: style)
                    _ = place(ellipsis.glyph, style: style, pen: pen, baseline: baseline, lineHeight: line.height)
                    pen += ellipsis.advance
                }
            }
        }
        return LabelContent(glyphs: glyphs, bounds: bounds)
    }
}

/// A label's text as placed glyphs, drawn through pixman from each font's glyph cache: pens at sub-pixel positions
/// (1/64 pixel), baselines on whole pixels (UIKit choice `labelBaselinesSitOnWholePixels`), cut at the bounds.
struct LabelContent: ViewContent {
    struct Glyph: Sendable {
        let glyph: UInt32
        let face: FreeTypeFont
        let pointSize: CGFloat
        /// How much wider the outline is drawn (the system font's scale to SF Pro's widths).
        let horizontalScale: CGFloat
        /// The pen and the baseline, in the label's coordinates.
        let pen: CGFloat
        let baseline: CGFloat
        let lineHeight: CGFloat
        let color: RGBA
    }

    let glyphs: [Glyph]
    let bounds: CGRect

    /// The largest glyph drawn, in pixels per em: its coverage is at most a few megabytes.
    static let largestDrawnSize = 2048.0

    func draw(on canvas: inout Canvas, mappedBy map: ViewPixelMap, cache: ResampleCache?) {
        let clip = map.pixelRect(bounds)
        guard clip.isFinite, let visible = clip.intersection(canvas.bounds) else { return }
        for glyph in glyphs {
            let baseline = CGPoint(x: 0, y: glyph.baseline).applying(map.transform).y
            guard baseline.isFinite else { continue }
            let row = Int(min(max(Double(baseline).rounded(), -1e9), 1e9))
            // Lines wholly above or below what is visible are skipped.
            let reach = Double(glyph.lineHeight) * map.scaleY
            guard Double(row) + reach >= visible.minY, Double(row) - reach <= visible.maxY else { continue }
            draw(glyph, row: row, on: &canvas, map: map, clip: visible)
        }
    }

    /// Draws one glyph on baseline pixel row `row`.
    private func draw(_ glyph: Glyph, row: Int, on canvas: inout Canvas, map: ViewPixelMap, clip: PixelRect) {
        let size = Double(glyph.pointSize) * map.scaleY
        let x = Double(CGPoint(x: glyph.pen, y: 0).applying(map.transform).x)
        // A glyph whose pen is more than a few ems left of the clip, or right of it, cannot reach it; one above
        // `largestDrawnSize` is not rasterized (its bitmap alone would be too big to hold).
        guard x.isFinite, x <= clip.maxX + 1, size > 0, size <= Self.largestDrawnSize, x >= clip.minX - 4 * size,
            glyph.color.a > 0
        else { return }
        var whole = x.rounded(.down)
        var phase = Int(((x - whole) * 64).rounded())
        if phase == 64 {
            whole += 1
            phase = 0
        }
        let bitmap = glyph.face.glyphBitmap(
            glyph.glyph, size: size, phase: phase, horizontalScale: Double(glyph.horizontalScale))
        guard bitmap.width > 0, bitmap.rows > 0 else { return }
        canvas.fill(
            coverage: bitmap.coverage, width: bitmap.width, rows: bitmap.rows, rowBytes: bitmap.rowBytes,
            atX: Int(whole) + bitmap.left, y: row - bitmap.top, with: glyph.color, clippedTo: clip)
    }
}
