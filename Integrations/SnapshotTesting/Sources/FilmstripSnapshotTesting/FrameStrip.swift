import Filmstrip

/// The frames of a scroll stacked top to bottom in one image: the format of the `frames` strategy.
enum FrameStrip {
    /// The most frames a strip holds (memory grows with it: 120 frames of 780x240 pixels are 90 MB).
    static let maximumFrames = 120

    /// Every frame of `gesture` from `start` (nil: the scene's position), sampled at `framesPerSecond` from the
    /// start to rest, both included.
    static func render(
        _ prepared: PreparedScene, gesture: ScrollGesture, from start: Scene.Position?, framesPerSecond: Double
    ) throws -> RGBAImage {
        let startOffset = try start.map { try $0.offset(in: prepared.layout) } ?? prepared.startOffset()
        let sequence = try FrameSequence(
            prepared: prepared, startOffset: startOffset, gesture: gesture, framesPerSecond: framesPerSecond,
            maximumFrames: maximumFrames)
        let size = prepared.canvasSize
        var pixels: [UInt8] = []
        pixels.reserveCapacity(size.width * size.height * 4 * sequence.samples.count)
        for sample in sequence.samples {
            pixels += try prepared.render(atOffset: sample.offset).pixels
        }
        return RGBAImage(width: size.width, height: size.height * sequence.samples.count, pixels: pixels)
    }
}
