/// An image as a layout sees it: a size in points. Filmstrip hands a layout one per photo of the scene (the photo's
/// upright pixel size at scale 1, as `UIImage(contentsOfFile:)` gives); the pixels themselves are drawn by Filmstrip.
open class UIImage: NSObject {
    /// The photo's upright size in points at `scale` (pixels divided by `scale`).
    open private(set) var size: CGSize
    /// Pixels per point; 1 for the images Filmstrip hands a layout.
    open private(set) var scale: CGFloat

    /// An image of `size` points at `scale`, for tests that set up a layout by hand.
    public init(size: CGSize, scale: CGFloat = 1) {
        self.size = size
        self.scale = scale
    }
}
