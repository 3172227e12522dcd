/// One glyph rasterized by FreeType at one size and sub-pixel phase: its coverage and where it sits relative to the
/// pen (whole pixels) and the baseline.
package struct GlyphBitmap: Sendable {
    /// Columns from the pen's whole pixel to the bitmap's first column.
    package var left: Int
    /// Rows from the bitmap's first row up to the baseline.
    package var top: Int
    /// Columns of coverage.
    package var width: Int
    /// Rows of coverage.
    package var rows: Int
    /// Bytes a row: `width` rounded up to 4, as pixman's 8-bit masks take rows.
    package var rowBytes: Int
    /// Coverage 0...255, `rowBytes` bytes a row.
    package var coverage: [UInt8]

    /// What the glyph cache counts for it: its bytes and a little for the entry.
    var cost: Int { coverage.count + 64 }
}
