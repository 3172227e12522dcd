import FilmstripEncode

/// What a `SequenceOutput` is started with: the scene and the planned motion, and the run's file settings.
public struct SequenceOutputContext: Sendable {
    /// The scene the frames are drawn from (its canvas size, background and colour profile).
    public var prepared: PreparedScene
    /// The motion, one sample per frame.
    public var sequence: FrameSequence
    /// Whether existing outputs may be replaced.
    public var overwrite: Bool
    /// How hard frame files and PNG animations are compressed.
    public var compression: PNGCompression
}
