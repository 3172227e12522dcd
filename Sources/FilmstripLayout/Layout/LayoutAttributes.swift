/// Where one element is drawn, as UIKit's `UICollectionViewLayoutAttributes` reduced to what a 2-D renderer needs.
public struct LayoutAttributes: Hashable, Sendable {
    /// Whether the element is a cell, a header or a footer.
    public var kind: ElementKind
    /// The item index for cells; 0 for a layout's single header or footer.
    public var index: Int
    /// The frame in content coordinates, after any scale (the scaled bounding box, as `UIView.frame` reports
    /// under a scale transform) and any shift.
    public var frame: Rect
    /// The scale applied about the centre (1 when untransformed). Renderers resample the image by it.
    public var scale: Double
    /// Drawing order: higher is drawn later, on top. Ties are drawn in the order the layout lists the elements
    /// (index order for every built-in layout and for UIKit layouts;
    /// UIKit choice `equalZIndexDrawsInIndexPathOrder`).
    public var zIndex: Int
    /// Opacity, 0 to 1, as UIKit's `alpha`: the element is composited at this fraction of its coverage.
    public var alpha: Double
    /// A rotation or shear the frame cannot express (UIKit layouts only); nil when the frame says it all.
    public var transform: ElementTransform?

    /// Attributes of an element; a cell at scale 1, opaque and untransformed unless said otherwise.
    public init(
        kind: ElementKind = .cell, index: Int, frame: Rect, scale: Double = 1, zIndex: Int = 0, alpha: Double = 1,
        transform: ElementTransform? = nil
    ) {
        self.kind = kind
        self.index = index
        self.frame = frame
        self.scale = scale
        self.zIndex = zIndex
        self.alpha = alpha
        self.transform = transform
    }

    /// The centre in content coordinates. A scale about the centre leaves it where it was.
    public var center: Point { frame.center }

    /// The frame's size before `scale` was applied: the size the element is laid out at.
    public var unscaledSize: Size {
        if let transform { return transform.size }
        guard scale != 0, scale != 1 else { return frame.size }
        return Size(width: frame.width / scale, height: frame.height / scale)
    }
}
