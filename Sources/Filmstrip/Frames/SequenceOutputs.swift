import FilmstripEncode

/// Where a rendered sequence goes: a folder of frames with `manifest.json`, an animated PNG, an animated WebP, a
/// contact sheet; how the animations are stored; and whether what is there may be replaced.
public struct SequenceOutputs: Sendable {
    public var folder: String?
    public var animatedPNG: String?
    public var contactSheet: String?
    public var overwrite: Bool
    public var compression: PNGCompression
    /// An animated WebP of the sequence (loops forever; frame times rounded to milliseconds).
    public var animatedWebP: String?
    /// Lossless unless asked otherwise.
    public var webPQuality: WebPQuality = .lossless
    /// Frames after the first store only what changed (the default), or every frame whole.
    public var animatedPNGFrames: APNGFrameStorage = .changedRegions

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
