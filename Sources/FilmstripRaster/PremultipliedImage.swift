import CFilmstripPixels
import CPixman
import FilmstripImage

/// An image in the form the canvas composites: premultiplied 8-bit R, G, B, A, one 32-bit word per pixel.
///
/// Converting an `RGBAImage` costs a pass over its pixels; a caller that draws the same image into many frames
/// (a prepared thumbnail) converts it once and passes this to `Canvas.draw` instead.
package struct PremultipliedImage: Sendable, Equatable {
    package let width: Int
    package let height: Int
    /// `width * height` pixels, rows top to bottom; each word holds R in its low byte and A in its high one.
    package private(set) var words: [UInt32]
    /// True when every alpha is 255 (then the words are also the straight-alpha bytes).
    package let isOpaque: Bool

    /// `image` premultiplied by pixman (each colour byte becomes round(c * a / 255)).
    package init(_ image: RGBAImage) throws {
        width = image.width
        height = image.height
        let count = image.width * image.height
        let opaque = image.pixels.withUnsafeBufferPointer { fs_pixels_are_opaque($0.baseAddress, count) != 0 }
        isOpaque = opaque
        let width = image.width
        let height = image.height
        words = try [UInt32](unsafeUninitializedCapacity: count) { output, initialized in
            initialized = 0
            try image.pixels.withUnsafeBytes { input in
                guard let base = output.baseAddress, let bytes = input.baseAddress, count > 0 else { return }
                if opaque {
                    UnsafeMutableRawPointer(base).copyMemory(from: bytes, byteCount: count * 4)
                    return
                }
                // Colour (alpha read as 255) IN the image's own alpha: c * a / 255, done natively.
                let straight = UnsafeMutablePointer(mutating: bytes.assumingMemoryBound(to: UInt32.self))
                try PixmanBridge.withImage(straight, width: width, height: height, format: PixmanBridge.opaqueRGBX) {
                    color in
                    try PixmanBridge.withImage(straight, width: width, height: height) { alpha in
                        try PixmanBridge.withImage(base, width: width, height: height) { target in
                            PixmanBridge.composite(
                                PIXMAN_OP_SRC, source: color, mask: alpha, destination: target,
                                destinationX: 0, destinationY: 0, width: width, height: height)
                        }
                    }
                }
            }
            initialized = count
        }
    }

    /// Wraps premultiplied words made elsewhere (by the canvas or the resampler).
    init(width: Int, height: Int, words: [UInt32], isOpaque: Bool) {
        precondition(words.count == width * height)
        self.width = width
        self.height = height
        self.words = words
        self.isOpaque = isOpaque
    }

    /// Back to straight-alpha 8-bit RGBA (each colour byte round(c * 255 / a)).
    package func makeImage() -> RGBAImage {
        RGBAImage(
            width: width, height: height, pixels: Self.straightBytes(words, count: width * height, opaque: isOpaque))
    }

    /// The straight-alpha bytes of `count` premultiplied words: a copy when opaque, else un-premultiplied in C.
    static func straightBytes(_ words: [UInt32], count: Int, opaque: Bool) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count * 4) { output, initialized in
            words.withUnsafeBytes { input in
                guard let target = output.baseAddress, let source = input.baseAddress, count > 0 else { return }
                if opaque {
                    UnsafeMutableRawPointer(target).copyMemory(from: source, byteCount: count * 4)
                } else {
                    unpremultiply(source, into: UnsafeMutableRawPointer(target), count: count)
                }
            }
            initialized = count * 4
        }
    }

    /// Un-premultiplies `count` pixels natively (C), from words to straight RGBA bytes.
    static func unpremultiply(_ source: UnsafeRawPointer, into target: UnsafeMutableRawPointer, count: Int) {
        fs_pixels_unpremultiply(
            source.assumingMemoryBound(to: UInt8.self), target.assumingMemoryBound(to: UInt8.self), count)
    }
}
