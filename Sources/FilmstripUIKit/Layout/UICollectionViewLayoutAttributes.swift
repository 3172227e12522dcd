/// Where a layout puts one element, as UIKit's attributes: `center` and `size` place it, `transform3D` (with its
/// affine part `transform` kept in step) turns, scales or moves it about its centre, and `frame` is the box of the
/// transformed bounds. Subclasses add fields and copy them in `copy(with:)`, as on iOS.
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    /// What kind of element attributes describe: Filmstrip draws cells and supplementary views (headers, footers), not
    /// decoration views.
    public enum ElementCategory: UInt, Sendable {
        /// An item: Filmstrip draws a photo in it.
        case cell
        /// A header or footer: Filmstrip fills it with the style's `supplementaryFill`.
        case supplementaryView
        /// A decoration view; not drawn.
        case decorationView
    }

    /// The element's centre in content coordinates (points), before `transform`.
    open var center: CGPoint = .zero
    /// The element's untransformed size in points.
    open var size: CGSize = .zero
    /// The opacity Filmstrip draws the element with, 0 to 1 (values above 1 draw as 1; 0 draws nothing).
    open var alpha: CGFloat = 1
    /// The drawing order: higher is drawn above; equal z-indices are drawn supplementary views first, then cells,
    /// each in index-path order (UIKit choice `equalZIndexDrawsInIndexPathOrder`).
    open var zIndex = 0
    /// True draws nothing for the element (it still counts as laid out).
    open var isHidden = false
    /// The element's section and item (for a supplementary view, its section).
    open var indexPath = IndexPath(item: 0, section: 0)
    /// Whether these describe a cell, a supplementary view or a decoration view; set by the initializer used.
    open internal(set) var representedElementCategory: ElementCategory = .cell
    /// nil for a cell; the supplementary or decoration kind otherwise.
    open internal(set) var representedElementKind: String?
    private var storedTransform3D = CATransform3DIdentity

    /// Attributes of a cell at item 0 of section 0, to be filled in (what `layoutAttributesClass` instances start as).
    public required override init() { super.init() }

    /// Attributes of the cell at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Attributes of the supplementary view of `elementKind` (a header or footer) at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Attributes of the decoration view of `decorationViewKind` at `indexPath`; Filmstrip does not draw them.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// The element's transform about its centre, drawn as Core Animation draws a layer's: with a perspective (a
    /// cover flow's `m34` and a turn about y) each point is divided by its `w`
    /// (UIKit choice `perspectiveIsDrawnAsCoreAnimationProjectsALayer`); an element reaching behind the viewer
    /// is a `UIKitLayoutError`.
    open var transform3D: CATransform3D {
        get { storedTransform3D }
        set { storedTransform3D = newValue }
    }

    /// The affine part of `transform3D`; setting it replaces `transform3D`.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(storedTransform3D) }
        set { storedTransform3D = CATransform3DMakeAffineTransform(newValue) }
    }

    /// The element's bounds: origin zero, `size`; setting it sets `size`.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }

    /// The box of the transformed bounds around `center`. Setting it moves `center` to the new frame's centre; the
    /// size follows the frame when there is no transform or the frame's size changed under a pure scale, and stays
    /// otherwise (UIKit choice `settingFrameUnderTransformKeepsSize`).
    open var frame: CGRect {
        get {
            UIKitGeometry.box(
                of: CGRect(
                    x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
                    height: size.height), transformedBy: transform)
        }
        set {
            let old = frame
            center = CGPoint(x: newValue.midX, y: newValue.midY)
            let t = transform
            if t.isIdentity {
                size = newValue.size
            } else if newValue.size != old.size, t.b == 0, t.c == 0, t.a != 0, t.d != 0 {
                size = CGSize(width: newValue.width / abs(t.a), height: newValue.height / abs(t.d))
            }
        }
    }

    /// A copy of the same class with every field; a subclass overrides it to copy its own fields too, as on iOS.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.center = center
        copy.size = size
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        copy.storedTransform3D = storedTransform3D
        return copy
    }

    /// Whether `object` is attributes of the same class with the same fields.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes, type(of: other) == type(of: self) else {
            return false
        }
        return center == other.center && size == other.size && alpha == other.alpha && zIndex == other.zIndex
            && isHidden == other.isHidden && indexPath == other.indexPath
            && representedElementCategory == other.representedElementCategory
            && representedElementKind == other.representedElementKind && storedTransform3D == other.storedTransform3D
    }

    /// A hash of the element's identity (index path, category and kind), consistent with `isEqual(_:)`.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(indexPath)
        hasher.combine(representedElementCategory)
        hasher.combine(representedElementKind)
        return hasher.finalize()
    }

    /// The class, index path and frame, as UIKit prints attributes.
    open override var description: String {
        "<\(type(of: self)) index path: (\(indexPath.section)-\(indexPath.item)); frame = \(frame)>"
    }
}
