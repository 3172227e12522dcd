/// Names a rasterized glyph in the glyph cache: the glyph, the size in FreeType's 1/64 pixel, the sub-pixel phase
/// and the horizontal scale of its outline in FreeType's 16.16 fixed point.
struct GlyphKey: Hashable, Sendable {
    /// The horizontal scale of an outline drawn as its font made it: 1.0 in 16.16.
    static let unscaled: Int32 = 0x10000

    var glyph: UInt32
    var size: Int
    var phase: Int32
    var horizontalScale: Int32 = GlyphKey.unscaled
}
