import FilmstripImage
import FilmstripPhysics

/// One frame of a sequence as rendered: its sample, its pixels, and its PNG encoding (made once, shared by the frame
/// file and the animation).
public struct RenderedFrame: Sendable {
    /// The frame's time, offset and velocity in the sequence.
    public var sample: ScrollFrameSample
    /// The frame's pixels, for comparing and for the animations.
    public var image: RGBAImage
    /// The frame encoded as PNG, written as its frame file and compared byte for byte when it can be.
    public var png: [UInt8]

    /// The frame's position in the sequence, from 0.
    public var index: Int { sample.index }
    /// `frame-0000.png`, ...
    public var fileName: String { FrameSequence.fileName(index: sample.index) }
}
