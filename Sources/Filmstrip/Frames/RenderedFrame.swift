import FilmstripImage
import FilmstripPhysics

/// One frame of a sequence as rendered: its sample, its pixels, and its PNG encoding (made once, shared by the frame
/// file and the animation).
public struct RenderedFrame: Sendable {
    public var sample: ScrollFrameSample
    public var image: RGBAImage
    public var png: [UInt8]

    public var index: Int { sample.index }
    /// `frame-0000.png`, ...
    public var fileName: String { FrameSequence.fileName(index: sample.index) }
}
