import LinuxUIKit

/// Sizes each item by its photo, as a photo or tag flow's delegate does: at its aspect for a fixed `height`, or at
/// its own size. Flow layouts ask it through `UICollectionViewDelegateFlowLayout`; a layout with a delegate protocol
/// of its own that asks the same method (a waterfall's) gets an empty subclass that adopts that protocol, whose
/// requirement this class's method meets. One module (`RealLayoutSupport`) shared by every layout's set-up.
open class PhotoSizes: NSObject, UICollectionViewDelegateFlowLayout {
    public let sizes: [CGSize]

    /// `images` at their aspect `height` points high, rounded to whole points; at their own size when nil.
    public init(images: [UIImage], height: CGFloat? = nil) {
        sizes = images.map { image in
            guard let height else { return image.size }
            return CGSize(width: (height * image.size.width / max(image.size.height, 1)).rounded(), height: height)
        }
    }

    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        sizes[indexPath.item % max(sizes.count, 1)]
    }
}
