import FilmstripEncode

/// Where a rendered sequence goes: a folder of frames with `manifest.json`, an animated PNG, a contact sheet; and
/// whether what is there may be replaced.
public struct SequenceOutputs: Sendable {
    public var folder: String?
    public var animatedPNG: String?
    public var contactSheet: String?
    public var overwrite: Bool
    public var compression: PNGCompression

    public init(folder: String? = nil, animatedPNG: String? = nil, contactSheet: String? = nil, overwrite: Bool = false,
                compression: PNGCompression = .fast) {
        self.folder = folder
        self.animatedPNG = animatedPNG
        self.contactSheet = contactSheet
        self.overwrite = overwrite
        self.compression = compression
    }
}
