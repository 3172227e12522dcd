import CFilmstripPixels
import FilmstripImage
import Foundation

/// Resizes an `RGBAImage` to any pixel size with a separable filter (Lanczos3 by default), optionally from a
/// fractional source rectangle (a crop, e.g. for aspect-fill).
///
/// Filtering happens in premultiplied alpha so transparent pixels (whose colour is meaningless) cannot bleed dark
/// fringes into their neighbours; results are clamped and rounded back to straight-alpha 8-bit. Used to make each
/// photo's thumbnail once, so it is parallel across rows, yet bit-identical for any thread count.
package struct ImageResampler: Sendable {
    package var filter: ResamplingFilter
    /// Threads to split rows across; affects speed only.
    package var threadCount: Int

    package init(filter: ResamplingFilter = .lanczos3, threadCount: Int = ProcessInfo.processInfo.activeProcessorCount)
    {
        self.filter = filter
        self.threadCount = max(1, threadCount)
    }

    /// `image` (or its `sourceRect`, in source pixels, default the whole image) resampled to `width` x `height`.
    /// Pixels outside the image are taken as the nearest edge pixel. An empty source or size gives a transparent image.
    /// Throws `PixmanImageError` when the resampler, short of memory, falls back to pixman and pixman cannot take
    /// the image.
    package func resize(
        _ image: RGBAImage, width: Int, height: Int, from sourceRect: PixelRect? = nil
    ) throws -> RGBAImage {
        let width = max(width, 0)
        let height = max(height, 0)
        let source = sourceRect ?? PixelRect(width: image.width, height: image.height)
        guard width > 0, height > 0, image.width > 0, image.height > 0, !source.isEmpty, source.isFinite else {
            return RGBAImage(width: width, height: height)
        }
        if image.pixels.withUnsafeBufferPointer({ fs_pixels_are_opaque($0.baseAddress, image.width * image.height) })
            != 0
        {
            return try resizeOpaque(image, width: width, height: height, from: source)
        }
        return resizeTranslucent(image, width: width, height: height, from: source)
    }

    /// Opaque images (every photo) go through `PixmanResampling`'s `.one` (our C, an x then a y pass with a float
    /// intermediate): premultiplying changes nothing, and it was several times cheaper than pixman's own two
    /// passes, which also rounded to 8 bits between them.
    private func resizeOpaque(
        _ image: RGBAImage, width: Int, height: Int, from source: PixelRect
    ) throws -> RGBAImage {
        let scaleX = source.width / Double(width)
        let scaleY = source.height / Double(height)
        let resampling = PixmanResampling(
            filter: filter, scaleX: scaleX, originX: source.x, scaleY: scaleY, originY: source.y)
        let count = width * height
        let pixels = try [UInt8](unsafeUninitializedCapacity: count * 4) { output, initialized in
            initialized = 0
            try image.pixels.withUnsafeBytes { input in
                // The resampler only reads its source.
                let words = UnsafeMutableRawPointer(mutating: input.baseAddress!).assumingMemoryBound(to: UInt32.self)
                let target = UnsafeMutableRawPointer(output.baseAddress!).assumingMemoryBound(to: UInt32.self)
                try resampling.run(
                    source: words, sourceWidth: image.width, sourceHeight: image.height,
                    columns: 0..<width, rows: 0..<height, into: target, threadCount: threadCount)
            }
            initialized = count * 4
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// Images with transparency keep the Float path: un-premultiplying 8-bit premultiplied pixels would lose
    /// colour precision where alpha is low (and a flat translucent colour would not stay exact).
    private func resizeTranslucent(_ image: RGBAImage, width: Int, height: Int, from source: PixelRect) -> RGBAImage {
        let resampling = SeparableResampling(
            horizontal: ResamplingWeights(
                filter: filter, outputStart: 0, outputCount: width,
                destinationOrigin: 0, destinationLength: Double(width),
                sourceOrigin: source.x, sourceLength: source.width, sourceCount: image.width),
            vertical: ResamplingWeights(
                filter: filter, outputStart: 0, outputCount: height,
                destinationOrigin: 0, destinationLength: Double(height),
                sourceOrigin: source.y, sourceLength: source.height, sourceCount: image.height))
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        pixels.withUnsafeMutableBufferPointer { output in
            resampling.run(source: image, threadCount: threadCount) { row, sums in
                var byte = row * width * 4
                for column in 0..<width {
                    let value = Self.straightRGBA(premultiplied: sums[column])
                    output[byte] = value.x
                    output[byte + 1] = value.y
                    output[byte + 2] = value.z
                    output[byte + 3] = value.w
                    byte += 4
                }
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// `image` scaled to cover `width` x `height` with its centre kept and the overflow cropped.
    package func resizeAspectFill(_ image: RGBAImage, width: Int, height: Int) throws -> RGBAImage {
        try resize(
            image, width: width, height: height,
            from: .aspectFillSource(
                sourceWidth: Double(image.width), sourceHeight: Double(image.height),
                destinationWidth: Double(width), destinationHeight: Double(height)))
    }

    /// Converts a premultiplied sum `(r * a, g * a, b * a, a)` (0...255 scale, possibly over- or undershooting from
    /// the kernel's negative lobes) to clamped, rounded straight alpha.
    @inline(__always)
    static func straightRGBA(premultiplied value: SIMD4<Float>) -> SIMD4<UInt8> {
        let alpha = min(value.w, 255)
        let roundedAlpha = alpha.rounded()
        guard roundedAlpha >= 1 else { return .zero }
        let color = SIMD4(value.x, value.y, value.z, 0) / value.w
        let clamped = color.clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 255)).rounded(
            .toNearestOrAwayFromZero)
        return SIMD4(UInt8(clamped.x), UInt8(clamped.y), UInt8(clamped.z), UInt8(roundedAlpha))
    }
}
