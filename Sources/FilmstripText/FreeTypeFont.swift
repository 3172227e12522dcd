import CFreeType
import FilmstripImage
import Foundation

/// A TrueType/OpenType font opened with FreeType, which measures and rasterizes single lines of text.
///
/// FreeType reports errors by return code (no longjmp), so Swift calls it directly. A face is not thread-safe:
/// every call holds the face's mutex. Text is rasterized once per label and then composited like an image, so
/// the mutex is never contended during frame rendering.
public final class FreeTypeFont: Sendable {
    /// DejaVu Sans from Debian's `fonts-dejavu-core`.
    public static let defaultPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    /// The font file.
    public let path: String
    private let lock = NSLock()
    /// Touched only under `lock`.
    private nonisolated(unsafe) let library: FT_Library
    private nonisolated(unsafe) let face: FT_Face

    /// Loads the font at `path` (DejaVu Sans unless given); throws when it cannot be read.
    public init(path: String = FreeTypeFont.defaultPath) throws {
        self.path = path
        var library: FT_Library?
        var face: FT_Face?
        var error = FT_Init_FreeType(&library)
        if error == 0 { error = FT_New_Face(library, path, 0, &face) }
        guard error == 0, let library, let face else {
            if let library { FT_Done_FreeType(library) }
            throw TextError.fontUnreadable(path: path, code: error)
        }
        self.library = library
        self.face = face
    }

    deinit {
        FT_Done_Face(face)
        FT_Done_FreeType(library)
    }

    private func locked<T>(_ body: (FT_Face) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(face)
    }

    /// Ascender, descender (negative) and advance width of `text` at `size` (pixels per em, or points at
    /// scale 1), unhinted so that a layout measured in points does not change with the render scale.
    public func metrics(of text: String, size: Double) -> TextMetrics {
        locked { face in
            FreeTypeFont.setSize(size, of: face)
            let unitsPerEm = Double(face.pointee.units_per_EM)
            let ascender = Double(face.pointee.ascender) * size / unitsPerEm
            let descender = Double(face.pointee.descender) * size / unitsPerEm
            var advance = 0.0
            var previous: FT_UInt = 0
            for scalar in text.unicodeScalars {
                let glyph = FT_Get_Char_Index(face, FT_ULong(scalar.value))
                advance += FreeTypeFont.kerning(previous, glyph, in: face)
                if FT_Load_Glyph(face, glyph, FT_Int32(FT_LOAD_NO_HINTING)) == 0 {
                    advance += Double(face.pointee.glyph.pointee.linearHoriAdvance) / 65536
                }
                previous = glyph
            }
            return TextMetrics(width: advance, ascender: ascender, descender: descender)
        }
    }

    /// Draws `text` at `size` pixels per em into a new image `ceil(width) x ceil(ascender - descender)` pixels:
    /// colour `color`, alpha the glyphs' anti-aliased coverage, baseline at `ascender`, pen starting at `x`
    /// (a sub-pixel offset, so text can sit exactly where the layout put it).
    public func render(_ text: String, size: Double, color: RGBA, x: Double = 0) -> RGBAImage {
        let m = metrics(of: text, size: size)
        let width = Int((m.width + x).rounded(.up)) + 1
        let height = Int((m.ascender - m.descender).rounded(.up))
        var coverage = [UInt8](repeating: 0, count: max(width * height, 0))
        locked { face in
            FreeTypeFont.setSize(size, of: face)
            var pen = x
            var previous: FT_UInt = 0
            let baseline = Int(m.ascender.rounded())
            for scalar in text.unicodeScalars {
                let glyph = FT_Get_Char_Index(face, FT_ULong(scalar.value))
                pen += FreeTypeFont.kerning(previous, glyph, in: face)
                previous = glyph
                // Render with the pen's sub-pixel phase so glyph positions are not snapped to whole pixels.
                let whole = pen.rounded(.down)
                var delta = FT_Vector(x: FT_Pos(((pen - whole) * 64).rounded()), y: 0)
                FT_Set_Transform(face, nil, &delta)
                guard FT_Load_Glyph(face, glyph, FT_Int32(FT_LOAD_NO_HINTING) | FT_Int32(FT_LOAD_RENDER)) == 0 else {
                    continue
                }
                let slot = face.pointee.glyph.pointee
                let bitmap = slot.bitmap
                let left = Int(whole) + Int(slot.bitmap_left)
                let top = baseline - Int(slot.bitmap_top)
                if let buffer = bitmap.buffer {
                    for row in 0..<Int(bitmap.rows) {
                        let y = top + row
                        guard y >= 0, y < height else { continue }
                        for column in 0..<Int(bitmap.width) {
                            let px = left + column
                            guard px >= 0, px < width else { continue }
                            let value = buffer[row * Int(bitmap.pitch) + column]
                            let i = y * width + px
                            coverage[i] = max(coverage[i], value)
                        }
                    }
                }
                pen += Double(slot.linearHoriAdvance) / 65536
            }
            FT_Set_Transform(face, nil, nil)
        }
        var pixels = [UInt8](repeating: 0, count: coverage.count * 4)
        for i in 0..<coverage.count where coverage[i] > 0 {
            pixels[i * 4] = color.r
            pixels[i * 4 + 1] = color.g
            pixels[i * 4 + 2] = color.b
            pixels[i * 4 + 3] = UInt8((Int(coverage[i]) * Int(color.a) + 127) / 255)
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
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
