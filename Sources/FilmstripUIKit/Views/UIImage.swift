import FilmstripDecode
import FilmstripImage
import FilmstripRaster

/// An image: a size in points at a scale and, when it has them, the pixels Filmstrip draws. Filmstrip hands a
/// layout one per photo of the scene (the photo's upright pixel size at scale 1, as `UIImage(contentsOfFile:)`
/// gives); `UIImage(named:)` finds the scene's photos by file name (`UIImageCatalog`), and `UIImageView` draws them.
open class UIImage: NSObject {
    /// The upright size in points at `scale` (pixels divided by `scale`).
    open private(set) var size: CGSize
    /// Pixels per point; 1 for the scene's photos and for files read with `UIImage(contentsOfFile:)`.
    open private(set) var scale: CGFloat
    /// The upright pixels; nil for an image that is only a size (`init(size:scale:)`), which draws nothing. A
    /// scene's photo is decoded when first asked for, at most as large as the scene's frame
    /// (UIKit choice `scenePhotosAreDecodedAtMostAtTheFrameSize`).
    public var pixels: RGBAImage? { storage?.pixels }
    /// What holds or makes the pixels; nil for an image that is only a size.
    private let storage: UIImagePixels?
    /// What names the pixels in a resample cache (equal identities mean equal pixels); nil for pixels made in code,
    /// drawn without the cache.
    let identity: ImageIdentity?

    /// An empty image: no size and no pixels, as `UIImage()` is on iOS (a placeholder a view replaces).
    public override convenience init() {
        self.init(size: .zero)
    }

    /// An image of `size` points at `scale` without pixels, for tests that set up a layout by hand.
    public init(size: CGSize, scale: CGFloat = 1) {
        self.size = size
        self.scale = scale
        storage = nil
        identity = nil
    }

    /// The image of `pixels` at `scale` pixels per point.
    public init(pixels: RGBAImage, scale: CGFloat = 1) {
        let scale = scale > 0 && scale.isFinite ? scale : 1
        size = CGSize(width: CGFloat(pixels.width) / scale, height: CGFloat(pixels.height) / scale)
        self.scale = scale
        storage = UIImagePixels(pixels)
        identity = nil
    }

    /// An image of `size` points at scale 1 whose pixels `storage` gives, named `identity` for the resample cache.
    init(size: CGSize, storage: UIImagePixels, identity: ImageIdentity?) {
        self.size = size
        scale = 1
        self.storage = storage
        self.identity = identity
    }

    /// The scene's photo called `name`, with or without its file extension (`UIImageCatalog`); nil when the scene
    /// has none of that name.
    public convenience init?(named name: String) {
        guard let entry = UIImageCatalog.current.entry(named: name) else { return nil }
        self.init(size: entry.size, storage: entry.storage, identity: entry.identity)
    }

    /// The image file at `path` (JPEG, PNG, HEIF/AVIF or WebP) decoded upright at scale 1; nil when it cannot be
    /// read or decoded, or is larger than Filmstrip's decoder accepts, as UIKit returns nil.
    public convenience init?(contentsOfFile path: String) {
        guard let decoded = try? ImageDecoder().decode(path: path) else { return nil }
        self.init(pixels: decoded.image)
    }
}
