/// The geometry of a view: where it is (`center`, `bounds`), how it is drawn (`transform`, `alpha`, `isHidden`) and
/// how points convert between views. Filmstrip has no view hierarchy beyond a collection view and its cells, so a
/// view without a superview stands for the window's root: its `frame` is in window coordinates.
open class UIView: NSObject {
    private var storedBounds: CGRect
    private var storedCenter: CGPoint
    /// The view's 3-D transform about its centre, as UIKit's `UIView.transform3D` (its layer's transform); a
    /// perspective in it is drawn.
    open var transform3D = CATransform3DIdentity
    /// The affine part of `transform3D`, as UIKit's `UIView.transform`; setting it replaces `transform3D`.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }
    /// The opacity, 0 to 1; a cell's value when drawn is what Filmstrip draws (0 draws nothing).
    open var alpha: CGFloat = 1
    /// True draws nothing for a cell.
    open var isHidden = false
    /// A number to find the view by; Filmstrip ignores it.
    open var tag = 0
    /// Kept for source compatibility; Filmstrip ignores it (the scene's cell style draws the photo).
    open var clipsToBounds = false
    /// Kept for source compatibility; there are no touches.
    open var isUserInteractionEnabled = true
    /// The view this one is in: a cell's collection view; nil for the collection view, which stands for the window's
    /// root.
    open internal(set) weak var superview: UIView?
    /// The space content keeps from the edges: UIKit's default of 8 points on every side.
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// Kept for source compatibility; there is no superview's margin to preserve.
    open var preservesSuperviewLayoutMargins = false
    /// Kept for source compatibility; there is no safe area to add to the margins.
    open var insetsLayoutMarginsFromSafeArea = true

    /// None: Filmstrip draws no bars, notch or home indicator (`UIKitAssumptions.adjustedContentInsetIsContentInset`).
    open var safeAreaInsets: UIEdgeInsets { .zero }

    /// The scene's display scale and an iPhone's traits in portrait
    /// (`UIKitAssumptions.traitsAreAnIPhoneInPortrait`).
    open var traitCollection: UITraitCollection { .current }

    /// A view whose bounds have `frame`'s size and whose centre is `frame`'s centre.
    public init(frame: CGRect) {
        storedBounds = CGRect(origin: .zero, size: frame.size)
        storedCenter = CGPoint(x: frame.midX, y: frame.midY)
        super.init()
    }

    /// A view with a zero frame.
    public convenience override init() { self.init(frame: .zero) }

    /// A view with a zero frame; there is no archive to read on Linux.
    public required init?(coder: NSCoder) {
        storedBounds = .zero
        storedCenter = .zero
        super.init()
    }

    /// The view's own coordinates: origin and size in points. A scroll view's origin is its content offset.
    open var bounds: CGRect {
        get { storedBounds }
        set { storedBounds = newValue }
    }

    /// The centre of the view in its superview's coordinates, in points.
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

    /// `rect` in this view's coordinates, in `view`'s (nil: the window's), as the box of its four converted corners.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        UIKitGeometry.box(of: UIKitGeometry.corners(of: rect).map { convert($0, to: view) })
    }

    /// `rect` in `view`'s coordinates (nil: the window's), in this view's, as the box of its four converted corners.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        UIKitGeometry.box(of: UIKitGeometry.corners(of: rect).map { convert($0, from: view) })
    }

    /// Does nothing: Filmstrip lays out the collection view itself each frame.
    open func setNeedsLayout() {}
    /// Does nothing for a plain view; a collection view overrides it to prepare its layout.
    open func layoutIfNeeded() {}
    /// Does nothing; override as on iOS (Filmstrip does not call it).
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
