import CFreeType
import FilmstripImage
import Foundation
import Synchronization

/// A TrueType/OpenType font opened with FreeType, which shapes, measures and rasterizes single lines of text.
///
/// A line is shaped once into a `GlyphRun` (glyph indices and pen positions, no pixels) and drawn a window of
/// columns at a time, so a line far wider than any frame costs only the part drawn. Rasterized glyphs are kept in
/// a bounded cache (`glyphCacheCapacity` bytes, least recently used dropped first), shared by every line drawn with
/// the font. FreeType reports errors by return code (no longjmp), so Swift calls it directly. A face is not
/// thread-safe: every call into it holds the face's mutex.
package final class FreeTypeFont: Sendable {
    /// DejaVu Sans from Debian's `fonts-dejavu-core`.
    package static let defaultPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    /// Bytes of rasterized glyphs kept per font: a few frames' worth of distinct glyphs at 4x.
    package static let glyphCacheCapacity = 8 << 20

    /// The font file.
    package let path: String
    /// The FreeType library and face, reached only through the mutex.
    private let handles: Mutex<(library: FT_Library, face: FT_Face)>
    private let glyphCache = BoundedCache<GlyphKey, GlyphBitmap>(
        capacity: FreeTypeFont.glyphCacheCapacity, cost: \.cost)
    /// Glyph advances by size in FreeType's 1/64 pixel, in the same kind of bounded cache.
    private let advanceCache = BoundedCache<Int, AdvanceTable>(
        capacity: FreeTypeFont.glyphCacheCapacity, cost: \.cost)

    /// Loads the font at `path` (DejaVu Sans unless given); throws when it cannot be read.
    package init(path: String = FreeTypeFont.defaultPath) throws {
        self.path = path
        var library: FT_Library?
        var face: FT_Face?
        var error = FT_Init_FreeType(&library)
        if error == 0 { error = FT_New_Face(library, path, 0, &face) }
        guard error == 0, let library, let face else {
            if let library { FT_Done_FreeType(library) }
            throw TextError.fontUnreadable(path: path, code: error)
        }
        handles = Mutex((library, face))
    }

    deinit {
        handles.withLock { handles in
            FT_Done_Face(handles.face)
            FT_Done_FreeType(handles.library)
        }
    }

    private func locked<T: Sendable>(_ body: (FT_Face) -> T) -> T {
        handles.withLock { body($0.face) }
    }

    /// How many glyphs the cache holds now (for tests).
    package var cachedGlyphCount: Int { glyphCache.count }

    /// Ascender, descender (negative) and advance width of `text` at `size` (pixels per em, or points at
    /// scale 1), unhinted so that a layout measured in points does not change with the render scale.
    package func metrics(of text: String, size: Double) -> TextMetrics {
        shape(text, size: size).metrics
    }

    /// Shapes `text` at `size` pixels per em with the pen starting at `x`: each character's glyph and position,
    /// kerned, unhinted, and the line's metrics. No pixels are made.
    package func shape(_ text: String, size: Double, x: Double = 0) -> GlyphRun {
        locked { face in
            FreeTypeFont.setSize(size, of: face)
            let advances = advanceTable(size: size, of: face)
            var glyphs: [UInt32] = []
            var pens: [Int32] = []
            var width = 0.0
            var pen = x
            var previous: FT_UInt = 0
            for scalar in text.unicodeScalars {
                let glyph = FT_Get_Char_Index(face, FT_ULong(scalar.value))
                let kerning = FreeTypeFont.kerning(previous, glyph, in: face)
                width += kerning
                pen += kerning
                previous = glyph
                glyphs.append(UInt32(glyph))
                pens.append(FreeTypeFont.placement(of: pen))
                if let advance = advances.advance(of: glyph, in: face) {
                    width += advance
                    pen += advance
                }
            }
            return GlyphRun(
                size: size, metrics: FreeTypeFont.lineMetrics(width: width, size: size, of: face), x: x,
                glyphs: glyphs, pens: pens)
        }
    }

    /// The metrics of `run`'s glyphs at another `size` (a layout in points, say, of a run shaped in pixels): the
    /// same as `metrics(of:size:)` of its text, without looking the characters up again.
    package func metrics(of run: GlyphRun, size: Double) -> TextMetrics {
        locked { face in
            FreeTypeFont.setSize(size, of: face)
            let advances = advanceTable(size: size, of: face)
            var advance = 0.0
            var previous: FT_UInt = 0
            for glyph in run.glyphs {
                advance += FreeTypeFont.kerning(previous, FT_UInt(glyph), in: face)
                if let width = advances.advance(of: FT_UInt(glyph), in: face) { advance += width }
                previous = FT_UInt(glyph)
            }
            return FreeTypeFont.lineMetrics(width: advance, size: size, of: face)
        }
    }

    /// Draws `text` at `size` pixels per em into a new image `ceil(width) x ceil(ascender - descender)` pixels:
    /// colour `color`, alpha the glyphs' anti-aliased coverage, baseline at `ascender`, pen starting at `x`
    /// (a sub-pixel offset, so text can sit exactly where the layout put it).
    package func render(_ text: String, size: Double, color: RGBA, x: Double = 0) -> RGBAImage {
        let run = shape(text, size: size, x: x)
        return render(run, color: color, columns: 0..<run.imageWidth)
    }

    /// Columns `columns` of `run`'s image (`imageWidth` x `imageHeight` pixels, as `render(_:size:color:x:)` makes
    /// it), pixel for pixel the same: only the glyphs that reach those columns are drawn, so the cost and the image
    /// follow the window asked for, not the line's length. Columns outside the image are left out.
    package func render(_ run: GlyphRun, color: RGBA, columns requested: Range<Int>) -> RGBAImage {
        let columns = requested.clamped(to: 0..<max(0, run.imageWidth))
        let width = columns.count
        let height = run.imageHeight
        guard width > 0, height > 0 else { return RGBAImage(width: width, height: max(0, height), pixels: []) }
        var coverage = [UInt8](repeating: 0, count: width * height)
        let sizeKey = Int((run.size * 64).rounded())
        let reach = glyphReach(size: run.size)
        let baseline = run.baseline
        coverage.withUnsafeMutableBufferPointer { coverage in
            for index in run.glyphs.indices {
                let pen = Int(run.pens[index])
                let whole = pen >> 6
                guard whole + reach.right >= columns.lowerBound, whole + reach.left < columns.upperBound else {
                    continue
                }
                let key = GlyphKey(glyph: run.glyphs[index], size: sizeKey, phase: Int32(pen & 63))
                let bitmap = glyphCache.value(for: key) { rasterize(key) }
                let left = whole + bitmap.left - columns.lowerBound
                let top = baseline - bitmap.top
                let firstColumn = max(0, -left)
                let endColumn = min(bitmap.width, width - left)
                guard firstColumn < endColumn else { continue }
                bitmap.coverage.withUnsafeBufferPointer { glyph in
                    for row in max(0, -top)..<min(bitmap.rows, height - top) {
                        let source = glyph.baseAddress! + row * bitmap.rowBytes
                        let target = coverage.baseAddress! + (top + row) * width + left
                        for column in firstColumn..<endColumn where source[column] > target[column] {
                            target[column] = source[column]
                        }
                    }
                }
            }
        }
        var pixels = [UInt8](repeating: 0, count: coverage.count * 4)
        pixels.withUnsafeMutableBufferPointer { pixels in
            for i in 0..<coverage.count where coverage[i] > 0 {
                pixels[i * 4] = color.r
                pixels[i * 4 + 1] = color.g
                pixels[i * 4 + 2] = color.b
                pixels[i * 4 + 3] = UInt8((Int(coverage[i]) * Int(color.a) + 127) / 255)
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// The face's design metrics in font units (hhea ascender, descender and line gap; OS/2 cap and x heights).
    package var faceMetrics: FontFaceMetrics {
        locked { face in
            let record = face.pointee
            var capHeight = 0.0
            var xHeight = 0.0
            if let table = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
                let os2 = table.assumingMemoryBound(to: TT_OS2.self).pointee
                if os2.version != 0xFFFF, os2.version >= 2 {
                    capHeight = Double(os2.sCapHeight)
                    xHeight = Double(os2.sxHeight)
                }
            }
            let ascender = Double(record.ascender)
            let descender = Double(record.descender)
            return FontFaceMetrics(
                unitsPerEm: Double(max(record.units_per_EM, 1)), ascender: ascender, descender: descender,
                lineGap: max(0, Double(record.height) - ascender + descender), capHeight: capHeight, xHeight: xHeight)
        }
    }

    /// Each scalar's glyph and unhinted advance at `size` (kerning with the previous scalar included), for a text
    /// layout that breaks lines itself, times `horizontalScale` (the glyphs drawn narrower or wider by
    /// `glyphBitmap(_:size:phase:horizontalScale:)`'s same factor). Costs one table look-up a scalar once a glyph is
    /// known.
    package func glyphAdvances(
        of scalars: some Sequence<Unicode.Scalar>, size: Double, horizontalScale: Double = 1
    ) -> [(UInt32, Double)] {
        locked { face in
            FreeTypeFont.setSize(size, of: face)
            let advances = advanceTable(size: size, of: face)
            var result: [(UInt32, Double)] = []
            var previous: FT_UInt = 0
            for scalar in scalars {
                let glyph = FT_Get_Char_Index(face, FT_ULong(scalar.value))
                let width =
                    FreeTypeFont.kerning(previous, glyph, in: face) + (advances.advance(of: glyph, in: face) ?? 0)
                result.append((UInt32(glyph), width * horizontalScale))
                previous = glyph
            }
            return result
        }
    }

    /// The glyph's coverage at `size` pixels per em with the pen at `phase`/64 of a pixel, its outline stretched
    /// horizontally by `horizontalScale` (FreeType's transform, clamped to 1/4...4), from the font's bounded glyph
    /// cache (rasterized by FreeType the first time).
    package func glyphBitmap(_ glyph: UInt32, size: Double, phase: Int, horizontalScale: Double = 1) -> GlyphBitmap {
        let scale = horizontalScale.isFinite ? min(max(horizontalScale, 0.25), 4) : 1
        let key = GlyphKey(
            glyph: glyph, size: Int((size * 64).rounded()), phase: Int32(min(max(phase, 0), 63)),
            horizontalScale: Int32((scale * 65536).rounded()))
        return glyphCache.value(for: key) { rasterize(key) }
    }

    /// The advance table of `size` (kept between lines). Call with the face's lock held.
    private func advanceTable(size: Double, of face: FT_Face) -> AdvanceTable {
        advanceCache.value(for: Int((size * 64).rounded())) {
            AdvanceTable(glyphCount: min(Int(face.pointee.num_glyphs), 1 << 20))
        }
    }

    /// The unhinted advance of `glyph` at the face's current size, or nil when FreeType cannot load it.
    static func loadAdvance(of glyph: FT_UInt, in face: FT_Face) -> Double? {
        guard FT_Load_Glyph(face, glyph, FT_Int32(FT_LOAD_NO_HINTING)) == 0 else { return nil }
        return Double(face.pointee.glyph.pointee.linearHoriAdvance) / 65536
    }

    /// How far left and right of its pen's whole pixel any glyph's bitmap can reach at `size`: the font's bounding
    /// box, widened by an em and two pixels in case a font understates it.
    private func glyphReach(size: Double) -> (left: Int, right: Int) {
        locked { face in
            let unitsPerEm = Double(max(face.pointee.units_per_EM, 1))
            let box = face.pointee.bbox
            let left = (Double(box.xMin) * size / unitsPerEm - size - 2).rounded(.down)
            let right = (Double(box.xMax) * size / unitsPerEm + size + 2).rounded(.up)
            return (Int(max(left, -1e9)), Int(min(right, 1e9)))
        }
    }

    /// The glyph `key` names rasterized by FreeType (empty when it cannot be): the pen's sub-pixel phase is
    /// applied as a translation, so glyph positions are not snapped to whole pixels.
    private func rasterize(_ key: GlyphKey) -> GlyphBitmap {
        locked { face in
            FT_Set_Char_Size(face, 0, FT_F26Dot6(key.size), 72, 72)
            var delta = FT_Vector(x: FT_Pos(key.phase), y: 0)
            var matrix = FT_Matrix(xx: FT_Fixed(key.horizontalScale), xy: 0, yx: 0, yy: 0x10000)
            if key.horizontalScale == GlyphKey.unscaled {
                FT_Set_Transform(face, nil, &delta)
            } else {
                FT_Set_Transform(face, &matrix, &delta)
            }
            defer { FT_Set_Transform(face, nil, nil) }
            let empty = GlyphBitmap(left: 0, top: 0, width: 0, rows: 0, rowBytes: 0, coverage: [])
            guard
                FT_Load_Glyph(face, FT_UInt(key.glyph), FT_Int32(FT_LOAD_NO_HINTING) | FT_Int32(FT_LOAD_RENDER)) == 0
            else { return empty }
            let slot = face.pointee.glyph.pointee
            let bitmap = slot.bitmap
            let width = Int(bitmap.width)
            let rows = Int(bitmap.rows)
            guard let buffer = bitmap.buffer, width > 0, rows > 0 else {
                return GlyphBitmap(
                    left: Int(slot.bitmap_left), top: Int(slot.bitmap_top), width: 0, rows: 0, rowBytes: 0,
                    coverage: [])
            }
            // Rows padded to 4 bytes, as pixman's 8-bit masks take them.
            let rowBytes = (width + 3) & ~3
            var coverage = [UInt8](repeating: 0, count: rowBytes * rows)
            coverage.withUnsafeMutableBufferPointer { target in
                for row in 0..<rows {
                    (target.baseAddress! + row * rowBytes).update(from: buffer + row * Int(bitmap.pitch), count: width)
                }
            }
            return GlyphBitmap(
                left: Int(slot.bitmap_left), top: Int(slot.bitmap_top), width: width, rows: rows, rowBytes: rowBytes,
                coverage: coverage)
        }
    }

    /// `pen` in 1/64 pixel as the glyph is drawn: its whole pixel, plus its phase rounded to 1/64 (a phase of 64/64
    /// is the next whole pixel, which FreeType draws the same). Far past any frame it is clamped.
    private static func placement(of pen: Double) -> Int32 {
        let whole = pen.rounded(.down)
        guard whole > -3e7 else { return Int32.min }
        guard whole < 3e7 else { return Int32.max }
        return Int32(whole) * 64 + Int32(((pen - whole) * 64).rounded())
    }

    private static func lineMetrics(width: Double, size: Double, of face: FT_Face) -> TextMetrics {
        let unitsPerEm = Double(face.pointee.units_per_EM)
        return TextMetrics(
            width: width, ascender: Double(face.pointee.ascender) * size / unitsPerEm,
            descender: Double(face.pointee.descender) * size / unitsPerEm)
    }

    private static func setSize(_ size: Double, of face: FT_Face) {
        FT_Set_Char_Size(face, 0, FT_F26Dot6((size * 64).rounded()), 72, 72)
    }

    private static func kerning(_ left: FT_UInt, _ right: FT_UInt, in face: FT_Face) -> Double {
        guard left != 0, right != 0 else { return 0 }
        var vector = FT_Vector()
        FT_Get_Kerning(face, left, right, FT_UInt(FT_KERNING_UNFITTED.rawValue), &vector)
        return Double(vector.x) / 64
    }
}
