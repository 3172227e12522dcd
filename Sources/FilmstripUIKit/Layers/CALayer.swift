/// A view's layer: its geometry (`bounds`, `position`, `transform`) and how Core Animation draws it (background,
/// rounded corners, border, shadow, opacity, clipping). Each `UIView` has one and shares these values with it:
/// `alpha` is `opacity`, `clipsToBounds` is `masksToBounds`, `backgroundColor` is `backgroundColor`, `isHidden` is
/// `isHidden`, `transform3D` is `transform`. `ViewTreeRenderer` draws it.
open class CALayer: NSObject {
    /// The layer's own coordinates in points; the view's `bounds`.
    open var bounds: CGRect = .zero
    /// Where the layer's centre (its anchor point, fixed at the middle here) lies in its superlayer; the view's
    /// `center`.
    open var position: CGPoint = .zero
    /// The 3-D transform about the anchor point; the view's `transform3D`.
    open var transform = CATransform3DIdentity
    /// The view the layer belongs to (Core Animation's delegate of a view's layer).
    open internal(set) weak var delegate: UIView?
    /// The opacity at full precision: `opacity` is its `Float`, the view's `alpha` its `CGFloat`.
    var storedOpacity: CGFloat = 1

    /// The opacity, 0 to 1, applied to the layer and its sublayers as one; the view's `alpha`.
    open var opacity: Float {
        get { Float(storedOpacity) }
        set { storedOpacity = CGFloat(newValue) }
    }
    /// True draws neither the layer nor its sublayers; the view's `isHidden`.
    open var isHidden = false
    /// True clips the sublayers (and the content) to the bounds, rounded by `cornerRadius`; the view's
    /// `clipsToBounds`. It clips the layer's own shadow away too, as on iOS.
    open var masksToBounds = false
    /// The fill behind the content; nil draws none. The view's `backgroundColor`, resolved for its traits.
    open var backgroundColor: CGColor?
    /// The radius of the rounded corners in points, clamped to half the shorter side when drawn; it rounds the
    /// background and border always, and the content and sublayers with `masksToBounds`.
    open var cornerRadius: CGFloat = 0
    /// Which corners `cornerRadius` rounds: all four by default.
    open var maskedCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    /// Circular arcs (the default) or iOS's continuous curve.
    open var cornerCurve: CALayerCornerCurve = .circular
    /// The border's width in points, drawn inside the bounds over the content and sublayers, as Core Animation
    /// draws it; 0 draws none.
    open var borderWidth: CGFloat = 0
    /// The border's colour: opaque black by default.
    open var borderColor: CGColor? = CGColor.black
    /// The shadow's colour: opaque black by default.
    open var shadowColor: CGColor? = CGColor.black
    /// The shadow's opacity, 0 (the default: no shadow) to 1.
    open var shadowOpacity: Float = 0
    /// The shadow's blur in points (default 3), drawn as a Gaussian of that standard deviation, as Filmstrip's cell
    /// shadows are.
    open var shadowRadius: CGFloat = 3
    /// How far the shadow is moved, in points (default 0, -3: up, as on iOS).
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The outline casting the shadow, in the layer's coordinates; nil casts it from the layer's rounded bounds
    /// (`UIKitAssumptions.layerShadowIsCastByTheRoundedBounds`).
    open var shadowPath: CGPath?

    /// A layer of zero size.
    public override init() { super.init() }

    /// The box of the transformed bounds around `position`, in the superlayer's coordinates. Setting it moves the
    /// position and sets the bounds' size.
    open var frame: CGRect {
        get {
            let untransformed = CGRect(
                x: position.x - bounds.width / 2, y: position.y - bounds.height / 2, width: bounds.width,
                height: bounds.height)
            return UIKitGeometry.box(of: untransformed, transformedBy: CATransform3DGetAffineTransform(transform))
        }
        set {
            position = CGPoint(x: newValue.midX, y: newValue.midY)
            bounds.size = newValue.size
        }
    }
}
