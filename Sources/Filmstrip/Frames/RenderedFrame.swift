import FilmstripEncode
import FilmstripImage
import FilmstripPhysics

/// One frame of a sequence as rendered: its sample, its pixels, and its PNG encoding (made once, shared by the frame
/// file and the animation).
public struct RenderedFrame: Sendable {
    /// The frame's time, offset and velocity in the sequence.
    public var sample: ScrollFrameSample
    /// The frame's pixels, for comparing and for the animations.
    public var image: RGBAImage
    /// The frame encoded as PNG, written as its frame file; empty when the renderer was asked not to encode (a check
    /// that only compares, where `encodedPNG()` encodes the frames that fail).
    public var png: [UInt8]
    /// The sequence's PNG settings (compression, colour profile), so that a frame encoded late matches one encoded
    /// with the others byte for byte.
    let encoder: PNGEncoder

    /// The frame as PNG: `png` when the renderer encoded it, else encoded now with the sequence's settings.
    public func encodedPNG() throws -> [UInt8] {
        png.isEmpty ? try encoder.encode(image) : png
    }

    /// The frame's position in the sequence, from 0.
    public var index: Int { sample.index }
    /// `frame-0000.png`, ...
    public var fileName: String { FrameSequence.fileName(index: sample.index) }
}
