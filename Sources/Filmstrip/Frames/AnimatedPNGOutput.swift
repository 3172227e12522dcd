import FilmstripEncode
import FilmstripImage
import FilmstripRaster

/// An animated PNG of the sequence (loops forever, one frame per sample), streamed: it keeps at most the previous
/// frame, never the sequence.
public struct AnimatedPNGOutput: SequenceOutput {
    /// The file.
    public var path: String
    /// Stores every frame whole, as earlier versions did: never smaller, for players that mishandle frame offsets.
    /// Off (the default), frames after the first store only the rectangle that changed since the previous one.
    public var wholeFrames: Bool
    /// Stores each frame at the scene's point size (its pixels divided by `Scene.View.scale`, Lanczos3), the size
    /// the screen shows it at: an @2x sequence in a quarter of the pixels, an @3x one in a ninth. Off, every frame's
    /// own pixels. The CLI's `--apng` turns it on unless `--apng-full-size`.
    public var atPointSize: Bool

    /// An animated PNG at `path`.
    public init(path: String, wholeFrames: Bool = false, atPointSize: Bool = false) {
        self.path = path
        self.wholeFrames = wholeFrames
        self.atPointSize = atPointSize
    }

    /// Fails if `path` exists and may not be replaced, or its folder cannot be written.
    public func checkDestination(overwrite: Bool) throws {
        try SequenceFileDestination.check(path, overwrite: overwrite)
    }

    /// Opens the stream; frames are timed at the sequence's frame rate.
    public func start(_ context: SequenceOutputContext) throws -> any SequenceOutputWriter {
        try Writer(self, context)
    }

    /// Appends each frame to the stream.
    final class Writer: SequenceOutputWriter {
        let stream: APNGStreamWriter
        let encoder: APNGEncoder
        let compression: PNGCompression
        let frames: APNGFrameStorage
        let opaque: Bool
        /// The divisor of each frame's width and height; 1 keeps them.
        let downscale: Int

        init(_ output: AnimatedPNGOutput, _ context: SequenceOutputContext) throws {
            let sequence = context.sequence
            let delay = APNGStreamWriter.delay(framesPerSecond: sequence.framesPerSecond)
            stream = try APNGStreamWriter(
                path: output.path, overwrite: context.overwrite, frameCount: sequence.samples.count,
                delayNumerator: delay.numerator, delayDenominator: delay.denominator)
            var encoder = APNGEncoder(compression: context.compression)
            encoder.colorProfile = context.prepared.scene.pngColorProfile
            self.encoder = encoder
            compression = context.compression
            frames = output.wholeFrames ? .wholeFrames : .changedRegions
            opaque = context.prepared.scene.look.background.a == 255
            downscale = output.atPointSize ? max(1, context.prepared.scene.view.scale) : 1
        }

        func append(_ frame: RenderedFrame) throws {
            guard downscale > 1 else { return try append(frame.image, encoded: frame.png) }
            // Rounded, so a frame of odd pixels keeps its nearest point size; the resampler gives the same bits on
            // any thread count, so the file stays byte-identical run to run.
            let image = try ImageResampler().resize(
                frame.image, width: max(1, (frame.image.width + downscale / 2) / downscale),
                height: max(1, (frame.image.height + downscale / 2) / downscale))
            try append(image, encoded: nil)
        }

        /// Appends `image`; `encoded` is its frame file's PNG, when it has one at this size.
        private func append(_ image: RGBAImage, encoded: [UInt8]?) throws {
            // Animation frames share one colour type: opaque frames are RGB and their files serve as they are;
            // over a translucent background a frame stored whole is encoded again as RGBA.
            let whole = { [opaque, encoder] in
                if opaque, let encoded { return encoded }
                return try encoder.encodeFrame(image, keepAlpha: !opaque)
            }
            switch frames {
            case .changedRegions: try stream.append(image, compression: compression, wholeFrame: whole)
            case .wholeFrames: try stream.append(encodedFrame: try whole())
            }
        }

        func finish() throws {
            try stream.finish()
        }
    }
}
