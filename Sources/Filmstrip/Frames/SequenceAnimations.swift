import FilmstripEncode
import FilmstripImage

/// The animated outputs of a sequence being written, fed frame by frame in order: the animated PNG (whole frames or
/// changed regions) and the animated WebP. Each keeps at most the previous frame (the WebP encoder its canvas and
/// compressed frames), never the sequence.
final class SequenceAnimations {
    private let outputs: SequenceOutputs
    private let framesPerSecond: Double
    private let frameCount: Int
    private let opaque: Bool
    private let encoder: APNGEncoder
    private let animatedPNG: APNGStreamWriter?
    private let animatedWebP: AnimatedWebPWriter?

    /// Opens every animation `outputs` asks for; nothing is written until a frame comes.
    init(outputs: SequenceOutputs, sequence: FrameSequence, prepared: PreparedScene) throws {
        self.outputs = outputs
        framesPerSecond = sequence.framesPerSecond
        frameCount = sequence.samples.count
        opaque = prepared.scene.background.a == 255
        var encoder = APNGEncoder(compression: outputs.compression)
        encoder.colorProfile = prepared.scene.pngColorProfile
        self.encoder = encoder
        let delay = APNGStreamWriter.delay(framesPerSecond: sequence.framesPerSecond)
        animatedPNG = try outputs.animatedPNG.map {
            try APNGStreamWriter(
                path: $0, overwrite: outputs.overwrite, frameCount: sequence.samples.count,
                delayNumerator: delay.numerator, delayDenominator: delay.denominator)
        }
        if outputs.animatedWebP != nil,
            AnimatedWebPWriter.milliseconds(frame: 0, framesPerSecond: sequence.framesPerSecond) == nil
        {
            throw SceneError.badValue(reason: "an animated WebP times frames in whole milliseconds: at most 1000 fps")
        }
        animatedWebP = try outputs.animatedWebP.map {
            try AnimatedWebPWriter(
                path: $0, overwrite: outputs.overwrite, width: prepared.canvasSize.width,
                height: prepared.canvasSize.height, quality: outputs.webPQuality,
                colorProfile: prepared.scene.pngColorProfile)
        }
    }

    func append(_ frame: RenderedFrame) throws {
        if let animatedPNG {
            // Animation frames share one colour type: opaque frames are RGB and their files serve as they are;
            // over a translucent background a frame stored whole is encoded again as RGBA.
            let whole = { [opaque, encoder] in
                opaque ? frame.png : try encoder.encodeFrame(frame.image, keepAlpha: true)
            }
            switch outputs.animatedPNGFrames {
            case .changedRegions:
                try animatedPNG.append(frame.image, compression: outputs.compression, wholeFrame: whole)
            case .wholeFrames: try animatedPNG.append(encodedFrame: try whole())
            }
        }
        try animatedWebP?.append(frame.image, milliseconds: milliseconds(frame: frame.index))
    }

    /// Ends the animations and puts their files in place.
    func finish() throws {
        try animatedPNG?.finish()
        try animatedWebP?.finish(endMilliseconds: milliseconds(frame: frameCount))
    }

    private func milliseconds(frame index: Int) -> Int {
        AnimatedWebPWriter.milliseconds(frame: index, framesPerSecond: framesPerSecond) ?? 0
    }
}
