import CFreeType

/// The unhinted advance of every glyph of a face at one size, loaded from FreeType the first time a line uses the
/// glyph and kept (in the font's bounded glyph cache, by size) for every line after: measuring thousands of tags
/// loads each distinct glyph once, not once a character.
///
/// A reference filled in place: only ever touched with the face's lock held, and each entry is a pure function of
/// the glyph and the size, so a table dropped and made again measures the same.
final class AdvanceTable: @unchecked Sendable {
    /// Advances in pixels by glyph index; NaN not loaded yet, infinity when FreeType cannot load the glyph.
    private var advances: [Double]

    init(glyphCount: Int) {
        advances = [Double](repeating: .nan, count: max(0, glyphCount))
    }

    /// What the glyph cache counts for it.
    var cost: Int { advances.count * 8 + 64 }

    /// The glyph's advance in pixels at the face's current size (the table's), or nil when FreeType cannot load
    /// it. Call with the face's lock held.
    func advance(of glyph: FT_UInt, in face: FT_Face) -> Double? {
        let index = Int(glyph)
        guard index < advances.count else { return FreeTypeFont.loadAdvance(of: glyph, in: face) }
        var known = advances[index]
        if known.isNaN {
            known = FreeTypeFont.loadAdvance(of: glyph, in: face) ?? .infinity
            advances[index] = known
        }
        return known.isFinite ? known : nil
    }
}
