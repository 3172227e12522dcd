/// An image as a layout sees it: a size in points. Filmstrip hands a layout one per photo of the scene (the photo's
/// upright pixel size at scale 1, as `UIImage(contentsOfFile:)` gives); the pixels themselves are drawn by Filmstrip.
open class UIImage: NSObject {
    open private(set) var size: CGSize
    open private(set) var scale: CGFloat

    public init(size: CGSize, scale: CGFloat = 1) {
        self.size = size
        self.scale = scale
    }
}
