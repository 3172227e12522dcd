import FilmstripImage
import FilmstripRaster

/// One of the scene's photos as a style that draws its own views sees it (a UIKit view style hands them to the
/// team's code as `UIImage`s): its name, its size, and its pixels decoded on demand at a size the style chooses.
public struct ScenePhoto: Sendable {
    /// The file name (`beach.jpg`), or the name a photo in memory was given.
    public let name: String
    /// The upright pixel size from the photo's header; nil for a photo that could not be read (`skipBad`).
    public let size: PixelSize?
    /// Whether a photo that cannot be decoded is drawn as nothing (the scene's `skipBad`) rather than failing the
    /// frame with its error.
    public let skipsIfBad: Bool
    private let identity: @Sendable (PixelSize) -> ImageIdentity
    private let decode: @Sendable (PixelSize) throws -> RGBAImage

    /// A photo called `name` of `size`, whose pixels `decode` makes at a given size and `identity` names at it;
    /// `skipsIfBad` as the scene's `skipBad`.
    package init(
        name: String, size: PixelSize?, skipsIfBad: Bool = false,
        identity: @escaping @Sendable (PixelSize) -> ImageIdentity,
        decode: @escaping @Sendable (PixelSize) throws -> RGBAImage
    ) {
        self.name = name
        self.size = size
        self.skipsIfBad = skipsIfBad
        self.identity = identity
        self.decode = decode
    }

    /// What names the pixels `pixels(covering:)` gives for `box` in a resample cache: equal for equal pixels, so
    /// scenes sharing a cache share their blocks.
    package func identity(covering box: PixelSize) -> ImageIdentity {
        identity(covering(box))
    }

    /// The photo's pixels, aspect kept, shrunk on load so that they just cover `box` (never enlarged past the
    /// photo's own size): enough for any view inside a frame of `box` pixels.
    public func pixels(covering box: PixelSize) throws -> RGBAImage {
        try decode(covering(box))
    }

    /// The size `pixels(covering:)` decodes at.
    func covering(_ box: PixelSize) -> PixelSize {
        guard let size, size.width > 0, size.height > 0 else { return box }
        let factor = min(
            1, max(Double(box.width) / Double(size.width), Double(box.height) / Double(size.height)))
        return PixelSize(
            width: max(1, Int((Double(size.width) * factor).rounded())),
            height: max(1, Int((Double(size.height) * factor).rounded())))
    }
}
