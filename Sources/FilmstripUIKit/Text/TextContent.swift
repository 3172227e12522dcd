import FilmstripText
import Foundation

/// A label's text as Unicode scalars with their styles, measured lazily in blocks: a line breaker that stops after
/// two lines of a megabyte of text looks up only the glyphs of those two lines (and of the end, for a head or
/// middle truncation), never the whole string.
final class TextContent {
    /// Scalars measured together: enough for a few lines, few enough that an unread tail costs nothing.
    static let blockSize = 128

    /// The text.
    let scalars: [Unicode.Scalar]
    /// The styles the runs use.
    let styles: [TextRunStyle]
    /// Runs of scalars in one style, in order and covering `scalars`: where each starts and its style.
    let runs: [(start: Int, style: Int)]
    /// Glyph and advance (points; the font's horizontal scale, its tracking and `.kern` included) of each scalar
    /// measured so far.
    private var glyphs: [UInt32]
    private var advances: [CGFloat]
    private var measuredBlocks: Set<Int> = []
    /// The ellipsis's glyph and advance in each style, once asked for.
    private var ellipses: [Int: (UInt32, CGFloat)] = [:]

    /// `text` in `styles`, `runs` saying which scalar starts each style's stretch (the first at 0).
    init(scalars: [Unicode.Scalar], styles: [TextRunStyle], runs: [(start: Int, style: Int)]) {
        self.scalars = scalars
        self.styles = styles
        self.runs = runs.isEmpty ? [(0, 0)] : runs
        glyphs = [UInt32](repeating: 0, count: scalars.count)
        advances = [CGFloat](repeating: 0, count: scalars.count)
    }

    /// How many scalars.
    var count: Int { scalars.count }

    /// The style index of scalar `index`.
    func style(at index: Int) -> Int {
        var low = 0
        var high = runs.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if runs[middle].start <= index { low = middle } else { high = middle - 1 }
        }
        return runs[low].style
    }

    /// Scalar `index`'s advance in points, its style's kerning included.
    func advance(at index: Int) -> CGFloat {
        measure(block: index / Self.blockSize)
        return advances[index]
    }

    /// Scalar `index`'s glyph in its style's font.
    func glyph(at index: Int) -> UInt32 {
        measure(block: index / Self.blockSize)
        return glyphs[index]
    }

    /// The ellipsis ("…") in `style`: its glyph and advance in points.
    func ellipsis(style: Int) -> (glyph: UInt32, advance: CGFloat) {
        if let known = ellipses[style] { return known }
        let font = styles[style].font
        let measured =
            font.face.font?.glyphAdvances(
                of: ["\u{2026}"], size: Double(font.pointSize), horizontalScale: Double(font.horizontalScale)
            ).first.map {
                ($0.0, CGFloat($0.1) + font.tracking + styles[style].kern)
            } ?? (0, 0)
        ellipses[style] = measured
        return measured
    }

    /// Whether scalar `index` is a space a line can break after (and hang at its end).
    func isBreakingSpace(_ index: Int) -> Bool {
        let value = scalars[index].value
        return value == 0x20 || value == 0x09 || value == 0x3000 || (value >= 0x2000 && value <= 0x200B)
    }

    /// Whether scalar `index` ends a paragraph.
    func isNewline(_ index: Int) -> Bool {
        let value = scalars[index].value
        return value == 0x0A || value == 0x0D || value == 0x2028 || value == 0x2029
    }

    /// Measures one block, a run's stretch at a time (each with the scalar before it, for the kerning between).
    private func measure(block: Int) {
        guard !measuredBlocks.contains(block) else { return }
        measuredBlocks.insert(block)
        let blockStart = block * Self.blockSize
        let blockEnd = min(count, blockStart + Self.blockSize)
        var start = blockStart
        while start < blockEnd {
            let styleIndex = style(at: start)
            let runIndex = runs.lastIndex { $0.start <= start } ?? 0
            let runEnd = runIndex + 1 < runs.count ? runs[runIndex + 1].start : count
            let end = min(blockEnd, runEnd)
            let style = styles[styleIndex]
            let from = start > runs[runIndex].start ? start - 1 : start
            let measured =
                style.font.face.font?.glyphAdvances(
                    of: scalars[from..<end], size: Double(style.font.pointSize),
                    horizontalScale: Double(style.font.horizontalScale)) ?? []
            let spacing = style.font.tracking + style.kern
            for index in start..<end {
                let entry = index - from < measured.count ? measured[index - from] : (0, 0)
                glyphs[index] = entry.0
                advances[index] = CGFloat(entry.1) + spacing
            }
            start = end
        }
    }
}
