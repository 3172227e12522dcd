import CFreeType

/// The unhinted advance of each glyph at the face's current size, loaded from FreeType once per glyph while one
/// line is measured (a line of one repeated character loads one glyph, not thousands).
struct AdvanceTable {
    private var advances: [FT_UInt: Double] = [:]

    /// The glyph's advance in pixels, or nil when FreeType cannot load it. Call with the face's lock held.
    mutating func advance(of glyph: FT_UInt, in face: FT_Face) -> Double? {
        if let known = advances[glyph] { return known.isNaN ? nil : known }
        let loaded =
            FT_Load_Glyph(face, glyph, FT_Int32(FT_LOAD_NO_HINTING)) == 0
            ? Double(face.pointee.glyph.pointee.linearHoriAdvance) / 65536 : Double.nan
        advances[glyph] = loaded
        return loaded.isNaN ? nil : loaded
    }
}
