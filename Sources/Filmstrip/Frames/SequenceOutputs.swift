import FilmstripEncode

/// Where a rendered sequence goes: a folder of frames with `manifest.json`, an animated PNG, an animated WebP, a
/// contact sheet; how the animations are stored; and whether what is there may be replaced.
public struct SequenceOutputs: Sendable {
    /// A folder for the frame files and `manifest.json` (and a player page when the caller gives one); nil writes none.
    public var folder: String?
    /// An animated PNG of the sequence (loops forever, one frame per sample); nil writes none.
    public var animatedPNG: String?
    /// A contact sheet of the frames with their indices and times; nil writes none.
    public var contactSheet: String?
    /// Whether existing outputs may be replaced; a folder is then replaced as a whole, with no stale frames left.
    public var overwrite: Bool
    /// How hard the frame files and the animated PNG are compressed.
    public var compression: PNGCompression
    /// An animated WebP of the sequence (loops forever; frame times rounded to milliseconds).
    public var animatedWebP: String?
    /// Lossless unless asked otherwise.
    public var webPQuality: WebPQuality = .lossless
    /// Frames after the first store only what changed (the default), or every frame whole.
    public var animatedPNGFrames: APNGFrameStorage = .changedRegions

    /// Outputs of a sequence; give at least one destination.
    public init(
        folder: String? = nil, animatedPNG: String? = nil, contactSheet: String? = nil, overwrite: Bool = false,
        compression: PNGCompression = .fast, animatedWebP: String? = nil, webPQuality: WebPQuality = .lossless,
        animatedPNGFrames: APNGFrameStorage = .changedRegions
    ) {
        self.folder = folder
        self.animatedPNG = animatedPNG
        self.contactSheet = contactSheet
        self.overwrite = overwrite
        self.compression = compression
        self.animatedWebP = animatedWebP
        self.webPQuality = webPQuality
        self.animatedPNGFrames = animatedPNGFrames
    }
}
