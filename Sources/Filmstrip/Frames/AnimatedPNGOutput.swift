import FilmstripEncode
import FilmstripImage

/// An animated PNG of the sequence (loops forever, one frame per sample), streamed: it keeps at most the previous
/// frame, never the sequence.
public struct AnimatedPNGOutput: SequenceOutput {
    /// The file.
    public var path: String
    /// Frames after the first store only what changed (the default), or every frame whole.
    public var frames: APNGFrameStorage

    /// An animated PNG at `path`.
    public init(path: String, frames: APNGFrameStorage = .changedRegions) {
        self.path = path
        self.frames = frames
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
            frames = output.frames
            opaque = context.prepared.scene.look.background.a == 255
        }

        func append(_ frame: RenderedFrame) throws {
            // Animation frames share one colour type: opaque frames are RGB and their files serve as they are;
            // over a translucent background a frame stored whole is encoded again as RGBA.
            let whole = { [opaque, encoder] in
                opaque ? frame.png : try encoder.encodeFrame(frame.image, keepAlpha: true)
            }
            switch frames {
            case .changedRegions: try stream.append(frame.image, compression: compression, wholeFrame: whole)
            case .wholeFrames: try stream.append(encodedFrame: try whole())
            }
        }

        func finish() throws {
            try stream.finish()
        }
    }
}
