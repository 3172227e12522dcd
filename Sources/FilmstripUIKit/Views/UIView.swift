/// The geometry of a view: where it is (`center`, `bounds`), how it is drawn (`transform`, `alpha`, `isHidden`) and
/// how points convert between views. Filmstrip has no view hierarchy beyond a collection view and its cells, so a
/// view without a superview stands for the window's root: its `frame` is in window coordinates.
open class UIView: NSObject {
    private var storedBounds: CGRect
    private var storedCenter: CGPoint
    /// The view's transform about its centre, as UIKit's `UIView.transform`.
    open var transform: CGAffineTransform = .identity
    open var alpha: CGFloat = 1
    open var isHidden = false
    open var tag = 0
    open var clipsToBounds = false
    open var isUserInteractionEnabled = true
    open internal(set) weak var superview: UIView?

    public init(frame: CGRect) {
        storedBounds = CGRect(origin: .zero, size: frame.size)
        storedCenter = CGPoint(x: frame.midX, y: frame.midY)
        super.init()
    }

    public convenience override init() { self.init(frame: .zero) }

    public required init?(coder: NSCoder) {
        storedBounds = .zero
        storedCenter = .zero
        super.init()
    }

    open var bounds: CGRect {
        get { storedBounds }
        set { storedBounds = newValue }
    }

    open var center: CGPoint {
        get { storedCenter }
        set { storedCenter = newValue }
    }

    /// The box of the transformed bounds around `center`. Setting it moves the centre and, for an untransformed
    /// view, sets the size (UIKit leaves `frame` undefined under a transform).
    open var frame: CGRect {
        get {
            let untransformed = CGRect(
                x: center.x - bounds.width / 2, y: center.y - bounds.height / 2, width: bounds.width,
                height: bounds.height)
            return UIKitGeometry.box(of: untransformed, transformedBy: transform)
        }
        set {
            center = CGPoint(x: newValue.midX, y: newValue.midY)
            if transform.isIdentity { bounds.size = newValue.size }
        }
    }

    /// `point` in this view's coordinates, in `view`'s (nil: the window's).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inWindow = windowPoint(of: point)
        return view.map { $0.localPoint(ofWindowPoint: inWindow) } ?? inWindow
    }

    /// `point` in `view`'s coordinates (nil: the window's), in this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        localPoint(ofWindowPoint: view.map { $0.windowPoint(of: point) } ?? point)
    }

    /// The box of `rect`'s converted corners, as UIKit converts a rectangle through a turn.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        UIKitGeometry.box(of: UIKitGeometry.corners(of: rect).map { convert($0, to: view) })
    }

    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        UIKitGeometry.box(of: UIKitGeometry.corners(of: rect).map { convert($0, from: view) })
    }

    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func layoutSubviews() {}

    /// A point of this view's bounds in its superview's coordinates (the window's for the root): the centre plus
    /// the transformed offset from the bounds' centre.
    private func pointInSuperview(_ point: CGPoint) -> CGPoint {
        let offset = CGPoint(x: point.x - bounds.midX, y: point.y - bounds.midY).applying(
            CGAffineTransform(a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: 0, ty: 0))
        return CGPoint(x: center.x + offset.x + transform.tx, y: center.y + offset.y + transform.ty)
    }

    private func windowPoint(of point: CGPoint) -> CGPoint {
        let outer = pointInSuperview(point)
        return superview?.windowPoint(of: outer) ?? outer
    }

    private func localPoint(ofWindowPoint point: CGPoint) -> CGPoint {
        let outer = superview?.localPoint(ofWindowPoint: point) ?? point
        let linear = CGAffineTransform(a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: 0, ty: 0)
        let offset = CGPoint(x: outer.x - center.x - transform.tx, y: outer.y - center.y - transform.ty)
            .applying(linear.inverted())
        return CGPoint(x: offset.x + bounds.midX, y: offset.y + bounds.midY)
    }
}
