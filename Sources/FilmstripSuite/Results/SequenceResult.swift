import FilmstripJSON

/// The sequence part of a sequence check: every frame's comparison and both manifests, which the report plays
/// and plots.
public struct SequenceResult: Hashable, Codable, Sendable {
    /// Frames per second of the actual sequence, the speed the player plays at.
    public var fps: Double
    /// One entry per frame index up to the longer of the two sequences.
    public var frames: [FrameResult]
    /// The reference manifest's samples (empty when there is no reference yet).
    public var expectedSamples: [ManifestSample]
    /// The samples of this run's manifest.
    public var actualSamples: [ManifestSample]
    /// e.g. "expected 36 frames, got 40"; nil when the counts agree.
    public var frameCountMismatch: String?

    /// How many frames differ (or exist on one side only).
    public var failedFrameCount: Int { frames.filter { !$0.pass }.count }

    package var jsonValue: JSONValue {
        var members = JSONMembers()
        members.add("fps", fps)
        members.add("frameCountMismatch", frameCountMismatch)
        members.add("frames", .array(frames.map(\.jsonValue)))
        members.add("expectedSamples", .array(expectedSamples.map(\.jsonValue)))
        members.add("actualSamples", .array(actualSamples.map(\.jsonValue)))
        return members.object
    }
}
