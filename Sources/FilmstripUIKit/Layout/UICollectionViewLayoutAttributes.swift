/// Where a layout puts one element, as UIKit's attributes: `center` and `size` place it, `transform3D` (with its
/// affine part `transform` kept in step) turns, scales or moves it about its centre, and `frame` is the box of the
/// transformed bounds. Subclasses add fields and copy them in `copy(with:)`, as on iOS.
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    public enum ElementCategory: UInt, Sendable {
        case cell
        case supplementaryView
        case decorationView
    }

    open var center: CGPoint = .zero
    open var size: CGSize = .zero
    open var alpha: CGFloat = 1
    open var zIndex = 0
    open var isHidden = false
    open var indexPath = IndexPath(item: 0, section: 0)
    open internal(set) var representedElementCategory: ElementCategory = .cell
    /// nil for a cell; the supplementary or decoration kind otherwise.
    open internal(set) var representedElementKind: String?
    private var storedTransform3D = CATransform3DIdentity

    public required override init() { super.init() }

    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    open var transform3D: CATransform3D {
        get { storedTransform3D }
        set { storedTransform3D = newValue }
    }

    /// The affine part of `transform3D`; setting it replaces `transform3D`.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(storedTransform3D) }
        set { storedTransform3D = CATransform3DMakeAffineTransform(newValue) }
    }

    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }

    /// The box of the transformed bounds around `center`. Setting it moves `center` to the new frame's centre; the
    /// size follows the frame when there is no transform or the frame's size changed under a pure scale, and stays
    /// otherwise (`UIKitAssumptions.settingFrameUnderTransformKeepsSize`).
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

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes, type(of: other) == type(of: self) else {
            return false
        }
        return center == other.center && size == other.size && alpha == other.alpha && zIndex == other.zIndex
            && isHidden == other.isHidden && indexPath == other.indexPath
            && representedElementCategory == other.representedElementCategory
            && representedElementKind == other.representedElementKind && storedTransform3D == other.storedTransform3D
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(indexPath)
        hasher.combine(representedElementCategory)
        hasher.combine(representedElementKind)
        return hasher.finalize()
    }

    open override var description: String {
        "<\(type(of: self)) index path: (\(indexPath.section)-\(indexPath.item)); frame = \(frame)>"
    }
}
