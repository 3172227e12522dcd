import FilmstripEncode

/// An animated WebP of the sequence (loops forever; frame times rounded to milliseconds), encoded by libwebp frame by
/// frame: it keeps its canvas and the compressed frames, never the sequence's pixels.
public struct AnimatedWebPOutput: SequenceOutput {
    /// The file.
    public var path: String
    /// Lossless unless asked otherwise.
    public var quality: WebPQuality

    /// An animated WebP at `path`.
    public init(path: String, quality: WebPQuality = .lossless) {
        self.path = path
        self.quality = quality
    }

    /// Fails if `path` exists and may not be replaced, or its folder cannot be written.
    public func checkDestination(overwrite: Bool) throws {
        try SequenceFileDestination.check(path, overwrite: overwrite)
    }

    /// Opens the encoder; a frame rate past 1000 fps cannot be timed in whole milliseconds and is refused.
    public func start(_ context: SequenceOutputContext) throws -> any SequenceOutputWriter {
        let framesPerSecond = context.sequence.framesPerSecond
        if AnimatedWebPWriter.milliseconds(frame: 0, framesPerSecond: framesPerSecond) == nil {
            throw SceneError.badValue(reason: "an animated WebP times frames in whole milliseconds: at most 1000 fps")
        }
        let size = context.prepared.canvasSize
        let writer = try AnimatedWebPWriter(
            path: path, overwrite: context.overwrite, width: size.width, height: size.height, quality: quality,
            colorProfile: context.prepared.scene.pngColorProfile)
        return Writer(writer: writer, framesPerSecond: framesPerSecond, frameCount: context.sequence.samples.count)
    }

    /// Hands each frame to libwebp with its time.
    final class Writer: SequenceOutputWriter {
        let writer: AnimatedWebPWriter
        let framesPerSecond: Double
        let frameCount: Int

        init(writer: AnimatedWebPWriter, framesPerSecond: Double, frameCount: Int) {
            self.writer = writer
            self.framesPerSecond = framesPerSecond
            self.frameCount = frameCount
        }

        func append(_ frame: RenderedFrame) throws {
            try writer.append(frame.image, milliseconds: milliseconds(frame: frame.index))
        }

        func finish() throws {
            try writer.finish(endMilliseconds: milliseconds(frame: frameCount))
        }

        private func milliseconds(frame index: Int) -> Int {
            AnimatedWebPWriter.milliseconds(frame: index, framesPerSecond: framesPerSecond) ?? 0
        }
    }
}
