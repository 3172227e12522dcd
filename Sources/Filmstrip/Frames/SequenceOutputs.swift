import FilmstripEncode

/// Where a rendered sequence goes, and whether what is there may be replaced: a list of outputs, each a
/// `SequenceOutput` (`FrameFolderOutput`, `AnimatedPNGOutput`, `AnimatedWebPOutput`, or one of your own), written
/// in one pass over the frames.
public struct SequenceOutputs: Sendable {
    /// The outputs, started in this order and finished in the reverse one.
    public var destinations: [any SequenceOutput]
    /// Whether existing outputs may be replaced; a folder is then replaced as a whole, with no stale frames left.
    public var overwrite: Bool
    /// How hard the frame files and the animated PNG are compressed.
    public var compression: PNGCompression

    /// `destinations`, written with `overwrite` and `compression`.
    public init(_ destinations: [any SequenceOutput], overwrite: Bool = false, compression: PNGCompression = .fast) {
        self.destinations = destinations
        self.overwrite = overwrite
        self.compression = compression
    }
}
