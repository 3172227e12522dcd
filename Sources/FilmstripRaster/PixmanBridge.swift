import CPixman
import FilmstripImage

/// Short-lived pixman views of Swift-owned pixel buffers. pixman never owns memory here: each view is made inside
/// a `withUnsafe...` scope over the buffer and released before the scope ends, so no reference type escapes. A view
/// pixman cannot make (a size past its 32-bit fields, or no memory for its header) is a `PixmanImageError`.
enum PixmanBridge {
    /// The format premultiplied R, G, B, A bytes are handed to pixman as. pixman's own name for that byte order is
    /// `a8b8g8r8`, but only `a8r8g8b8` has the fast separable-convolution fetcher, and pixman's generic one wraps
    /// negative lobes around to 255 (unsigned sums). Every operation here treats the three colour channels alike,
    /// so red and blue simply trade names inside pixman; only solid colours must be handed over swapped.
    static let premultipliedRGBA = PIXMAN_a8r8g8b8
    /// The same bytes with the alpha byte ignored (read as 255).
    static let opaqueRGBX = PIXMAN_x8r8g8b8

    /// Calls `body` with an image over `words` (`width` x `height` 32-bit pixels, rows packed), then releases it.
    static func withImage<Result>(
        _ words: UnsafeMutablePointer<UInt32>, width: Int, height: Int,
        format: pixman_format_code_t = premultipliedRGBA,
        _ body: (OpaquePointer) throws -> Result
    ) throws -> Result {
        let (rowBytes, overflow) = width.multipliedReportingOverflow(by: 4)
        let image = try made(
            width: width, height: height, rowBytes: overflow ? nil : rowBytes,
            create: { pixman_image_create_bits(format, $0, $1, words, $2) })
        defer { pixman_image_unref(image) }
        return try body(image)
    }

    /// Calls `body` with an 8-bit alpha-only image over `bytes` (`rowBytes` a multiple of 4).
    static func withAlphaMask<Result>(
        _ bytes: UnsafeMutablePointer<UInt8>, width: Int, height: Int, rowBytes: Int,
        _ body: (OpaquePointer) throws -> Result
    ) throws -> Result {
        let raw = UnsafeMutableRawPointer(bytes).assumingMemoryBound(to: UInt32.self)
        let image = try made(
            width: width, height: height, rowBytes: rowBytes,
            create: { pixman_image_create_bits(PIXMAN_a8, $0, $1, raw, $2) })
        defer { pixman_image_unref(image) }
        return try body(image)
    }

    /// Calls `body` with `colour` (straight alpha) as a solid premultiplied source.
    static func withSolid<Result>(_ color: RGBA, _ body: (OpaquePointer) throws -> Result) throws -> Result {
        let word = premultipliedWord(color)
        return try withSolid(
            red: UInt8(word & 0xFF), green: UInt8(word >> 8 & 0xFF), blue: UInt8(word >> 16 & 0xFF), alpha: color.a,
            body)
    }

    /// Calls `body` with a solid premultiplied colour given as 8-bit components (widened exactly, so pixman's
    /// narrowing back to 8 bits gives the same bytes).
    static func withSolid<Result>(
        red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8,
        _ body: (OpaquePointer) throws -> Result
    ) throws -> Result {
        // Red and blue swapped: see `premultipliedRGBA`.
        var color = pixman_color_t(
            red: UInt16(blue) * 257, green: UInt16(green) * 257, blue: UInt16(red) * 257,
            alpha: UInt16(alpha) * 257)
        let image = try made(
            width: 1, height: 1, rowBytes: 0,
            create: { _, _, _ in
                pixman_image_create_solid_fill(&color)
            })
        defer { pixman_image_unref(image) }
        return try body(image)
    }

    /// The image `create` makes from the size and row stride as pixman's 32-bit values, or the error when they do
    /// not fit (a Swift conversion would trap) or pixman returns nil.
    private static func made(
        width: Int, height: Int, rowBytes: Int?,
        create: (Int32, Int32, Int32) -> OpaquePointer?
    ) throws(PixmanImageError) -> OpaquePointer {
        guard let w = Int32(exactly: width), let h = Int32(exactly: height), w >= 0, h >= 0,
            let stride = rowBytes.flatMap({ Int32(exactly: $0) }),
            let image = create(w, h, stride)
        else { throw PixmanImageError(size: PixelSize(width: width, height: height)) }
        return image
    }

    /// A 32-bit premultiplied pixel as stored: R in the low byte, A in the high one.
    @inline(__always)
    static func word(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) -> UInt32 {
        UInt32(red) | UInt32(green) << 8 | UInt32(blue) << 16 | UInt32(alpha) << 24
    }

    /// `colour` premultiplied and rounded to 8 bits per channel.
    static func premultipliedWord(_ color: RGBA) -> UInt32 {
        let a = UInt32(color.a)
        func times(_ c: UInt8) -> UInt8 { UInt8((UInt32(c) * a + 127) / 255) }
        return word(red: times(color.r), green: times(color.g), blue: times(color.b), alpha: color.a)
    }

    /// `count` words set to `value` by pixman's native fill.
    static func fill(_ words: UnsafeMutablePointer<UInt32>, width: Int, height: Int, with value: UInt32) {
        guard width > 0, height > 0 else { return }
        guard let w = Int32(exactly: width), let h = Int32(exactly: height) else {
            // Past pixman's 32-bit sizes: the same words by Swift.
            return words.initialize(repeating: value, count: width * height)
        }
        _ = pixman_fill(words, w, 32, 0, 0, w, h, value)
    }

    /// Composites `source` (and `mask`) onto `destination` with `op`, for `width` x `height` pixels from the
    /// given origins.
    static func composite(
        _ op: pixman_op_t, source: OpaquePointer, mask: OpaquePointer? = nil, destination: OpaquePointer,
        sourceX: Int = 0, sourceY: Int = 0, maskX: Int = 0, maskY: Int = 0,
        destinationX: Int, destinationY: Int, width: Int, height: Int
    ) {
        guard width > 0, height > 0 else { return }
        pixman_image_composite32(
            op, source, mask, destination, Int32(sourceX), Int32(sourceY), Int32(maskX),
            Int32(maskY), Int32(destinationX), Int32(destinationY), Int32(width), Int32(height))
    }
}
