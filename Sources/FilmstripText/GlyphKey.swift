/// Names a rasterized glyph in the glyph cache: the glyph, the size in FreeType's 1/64 pixel, the sub-pixel phase.
struct GlyphKey: Hashable, Sendable {
    var glyph: UInt32
    var size: Int
    var phase: Int32
}
