/// One glyph rasterized by FreeType at one size and sub-pixel phase: its coverage and where it sits relative to the
/// pen (whole pixels) and the baseline.
struct GlyphBitmap: Sendable {
    /// Columns from the pen's whole pixel to the bitmap's first column.
    var left: Int
    /// Rows from the bitmap's first row up to the baseline.
    var top: Int
    var width: Int
    var rows: Int
    /// Coverage 0...255, `width` bytes a row.
    var coverage: [UInt8]

    /// What the glyph cache counts for it: its bytes and a little for the entry.
    var cost: Int { coverage.count + 64 }
}
