/// A view that shows an image, laid out in its bounds by its `contentMode` (`ContentModeGeometry`) and drawn by
/// `ViewTreeRenderer`; the part outside the bounds shows unless the view clips (`clipsToBounds`).
open class UIImageView: UIView {
    /// The image shown; nil shows nothing but the background.
    open var image: UIImage?
    /// The image shown instead of `image` while `isHighlighted`.
    open var highlightedImage: UIImage?
    /// True shows `highlightedImage` (when set) instead of `image`.
    open var isHighlighted = false

    /// An image view sized to `image` (at the origin), as UIKit makes it.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }

    /// An image view showing `image`, or `highlightedImage` while highlighted; sized to `image`.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// An image view of `frame` without an image.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// An image view without an image; there is no archive to read on Linux.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// An image view takes no touches, as UIKit makes it.
    override func applyDefaultsOfItsClass() { isUserInteractionEnabled = false }

    /// The image's size, or no intrinsic size along either axis without one.
    open override var intrinsicContentSize: CGSize {
        displayedImage?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The image's size whatever `size` is (the current size without an image).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { displayedImage?.size ?? bounds.size }

    /// The image shown now: the highlighted one while highlighted, if any.
    var displayedImage: UIImage? { isHighlighted ? (highlightedImage ?? image) : image }
}
