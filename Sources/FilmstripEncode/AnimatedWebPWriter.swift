import CFilmstripCodecs
import CFilmstripFormats
import FilmstripImage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes an animated WebP (loops forever) through libwebp's WebPAnimEncoder. Frames are handed to the encoder one
/// at a time and not kept here; the encoder keeps its previous canvas and the compressed frames, and merges a frame
/// identical to the one before into its duration. The file is assembled by `finish` and appears whole or not at all;
/// at that moment the compressed frames and the file are both in memory (about twice the file's size).
/// Single-threaded encoding, so the same frames give the same bytes.
package final class AnimatedWebPWriter {
    /// Where the animation is written once finished.
    package let path: String
    private let overwrite: Bool
    private let width: Int
    private let height: Int
    private var animation: OpaquePointer?
    private var lastTimestamp = -1
    private let colorProfile: PNGColorProfile?

    /// Lossless effort (libwebp's preset level 0-9) and lossy method: quick, since a review file is written often.
    static let effort: Int32 = 1

    /// `colorProfile` (a Display P3 render's) tags the file with an ICCP chunk; nil leaves it untagged (sRGB).
    package init(
        path: String, overwrite: Bool, width: Int, height: Int, quality: WebPQuality = .lossless,
        colorProfile: PNGColorProfile? = nil
    ) throws {
        if !overwrite && access(path, F_OK) == 0 { throw EncodeError.outputExists(path: path) }
        self.path = path
        self.overwrite = overwrite
        self.width = width
        self.height = height
        self.colorProfile = colorProfile
        guard let w = Int32(exactly: width), let h = Int32(exactly: height) else {
            throw EncodeError.encodingFailed(reason: "\(width)x\(height) is too large for a WebP")
        }
        let level: Int32 =
            switch quality {
            case .lossless: -1
            case .lossy(let value): Int32(clamping: max(0, min(100, value)))
            }
        var message = fs_message()
        var created: OpaquePointer?
        let status = fs_webp_animation_new(w, h, level, AnimatedWebPWriter.effort, &created, &message)
        guard status == FS_OK, let created else { throw AnimatedWebPWriter.error(message) }
        animation = created
    }

    deinit { fs_webp_animation_free(animation) }

    /// Adds `image` (of the animation's size), shown from `milliseconds`, which must be later than the previous frame's.
    package func append(_ image: RGBAImage, milliseconds: Int) throws {
        guard image.width == width, image.height == height else {
            throw EncodeError.encodingFailed(reason: "frame \(image.width)x\(image.height) is not \(width)x\(height)")
        }
        guard let animation, let timestamp = Int32(exactly: milliseconds), milliseconds > lastTimestamp else {
            throw EncodeError.encodingFailed(reason: "frame at \(milliseconds) ms does not follow \(lastTimestamp) ms")
        }
        var message = fs_message()
        let status = image.pixels.withUnsafeBufferPointer {
            fs_webp_animation_add(animation, $0.baseAddress, $0.count, timestamp, &message)
        }
        guard status == FS_OK else { throw AnimatedWebPWriter.error(message) }
        lastTimestamp = milliseconds
    }

    /// Ends the last frame at `milliseconds` and writes the file.
    package func finish(endMilliseconds milliseconds: Int) throws {
        guard let animation, let end = Int32(exactly: milliseconds) else {
            throw EncodeError.encodingFailed(reason: "the animation was already finished")
        }
        var message = fs_message()
        var output: UnsafeMutablePointer<UInt8>?
        var size = 0
        let icc = colorProfile?.bytes ?? []
        let status = icc.withUnsafeBufferPointer {
            fs_webp_animation_finish(animation, end, $0.baseAddress, $0.count, &output, &size, &message)
        }
        defer { fs_webp_animation_free_output(output) }
        fs_webp_animation_free(animation)
        self.animation = nil
        guard status == FS_OK, let output else { throw AnimatedWebPWriter.error(message) }
        // Written from libwebp's buffer, not copied into an array: a long lossless animation is hundreds of MB.
        let stream = try AtomicFileStream(path: path, overwrite: overwrite)
        try stream.append(UnsafeRawBufferPointer(start: output, count: size))
        try stream.commit()
    }

    /// Frame `index` of a sequence at `framesPerSecond` starts at this many milliseconds (WebP's unit), rounded
    /// from the exact time so the error never accumulates; nil above 1000 fps, where frames would share a millisecond.
    package static func milliseconds(frame index: Int, framesPerSecond fps: Double) -> Int? {
        guard fps > 0, fps <= 1000 else { return nil }
        return Int((Double(index) * 1000 / fps).rounded())
    }

    private static func error(_ message: fs_message) -> EncodeError {
        let reason = message.reason
        return .encodingFailed(reason: "WebP: " + (reason.isEmpty ? "encoding failed" : reason))
    }
}
