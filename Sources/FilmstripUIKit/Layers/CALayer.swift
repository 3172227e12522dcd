/// A layer: its geometry (`bounds`, `position` of its `anchorPoint`, `transform`), its place in a layer tree
/// (`sublayers`, drawn in order and by `zPosition`; `mask`) and how Core Animation draws it (background, rounded
/// corners, border, shadow, opacity, clipping). Each `UIView` has one and shares these values with it: `alpha` is
/// `opacity`, `clipsToBounds` is `masksToBounds`, `backgroundColor` is `backgroundColor`, `isHidden` is `isHidden`,
/// `transform3D` is `transform`, and its subviews' layers are among its sublayers. `ViewTreeRenderer` draws it.
open class CALayer: NSObject {
    /// The layer's own coordinates in points; the view's `bounds`.
    open var bounds: CGRect = .zero
    /// Where the layer's anchor point lies in its superlayer; the view's `center`.
    open var position: CGPoint = .zero
    /// The point of the bounds, in unit coordinates (0, 0 the top-left, 1, 1 the bottom-right), that `position`
    /// places and `transform` turns about: the middle by default.
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// The anchor point's z coordinate; kept, as layers are drawn flat.
    open var anchorPointZ: CGFloat = 0
    /// The layer's place along z among its siblings: sublayers are drawn by increasing `zPosition`, in order where
    /// equal (UIKit choice `zPositionOrdersSiblingsOnly`).
    open var zPosition: CGFloat = 0
    /// A name to find the layer by.
    open var name: String?
    /// The sublayers, back to front; nil when there are none. A view's subviews' layers are among them.
    open var sublayers: [CALayer]? {
        get { storedSublayers.isEmpty ? nil : storedSublayers }
        set {
            for layer in storedSublayers { layer.superlayer = nil }
            storedSublayers = []
            for layer in newValue ?? [] { insertSublayer(layer, at: UInt32(storedSublayers.count)) }
        }
    }
    /// The layer this one is a sublayer of.
    open internal(set) weak var superlayer: CALayer?
    /// A layer whose alpha masks this one (its coordinates are this layer's, as a sublayer's), drawn as iOS draws
    /// it: this layer, its content and sublayers show only where the mask is opaque.
    open var mask: CALayer?
    /// The scale the layer's content would be rendered at; kept (Filmstrip draws at the scene's scale).
    open var contentsScale: CGFloat = 1
    /// Kept for source compatibility: Filmstrip draws every frame anew.
    open var shouldRasterize = false
    /// Kept for source compatibility.
    open var rasterizationScale: CGFloat = 1
    /// Kept for source compatibility: the layer is drawn with its alpha either way.
    open var isOpaque = false
    /// Kept for source compatibility.
    open var allowsEdgeAntialiasing = false
    /// The sublayers, back to front.
    var storedSublayers: [CALayer] = []
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
    /// `clipsToBounds`. It clips the layer's own shadow away too, as on iOS, unless a `shadowPath` casts it: that
    /// shadow is drawn outside the clip, as iOS draws it.
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
    /// (UIKit choice `layerShadowIsCastByTheRoundedBounds`).
    open var shadowPath: CGPath?

    /// A layer of zero size. Required, so that a view's `layerClass` can make a layer of any subclass.
    public required override init() { super.init() }

    /// A layer for Core Animation's presentation copies; here a new layer.
    public convenience init(layer: Any) { self.init() }

    /// The box of the transformed bounds placed by `position` and `anchorPoint`, in the superlayer's coordinates.
    /// Setting it moves the position and sets the bounds' size.
    open var frame: CGRect {
        get {
            let untransformed = CGRect(
                x: position.x - bounds.width * anchorPoint.x, y: position.y - bounds.height * anchorPoint.y,
                width: bounds.width, height: bounds.height)
            return UIKitGeometry.box(of: untransformed, transformedBy: CATransform3DGetAffineTransform(transform))
        }
        set {
            position = CALayer.anchor(of: anchorPoint, in: newValue)
            bounds.size = newValue.size
        }
    }

    /// The point of `bounds` at unit coordinates `anchorPoint`: the bounds' middle, computed as `midX` and `midY`,
    /// for the default anchor.
    static func anchor(of anchorPoint: CGPoint, in bounds: CGRect) -> CGPoint {
        guard anchorPoint != CGPoint(x: 0.5, y: 0.5) else { return CGPoint(x: bounds.midX, y: bounds.midY) }
        return CGPoint(x: bounds.minX + bounds.width * anchorPoint.x, y: bounds.minY + bounds.height * anchorPoint.y)
    }

    // MARK: The layer tree

    /// Adds `layer` on top of the sublayers, taking it from its old superlayer.
    open func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(clamping: storedSublayers.count)) }

    /// Puts `layer` at `index` of the sublayers (clamped to the list), taking it from its old superlayer.
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        guard layer !== self else { return }
        layer.detachFromSuperlayer()
        storedSublayers.insert(layer, at: min(Int(index), storedSublayers.count))
        layer.superlayer = self
    }

    /// Puts `layer` just below `sibling` (on top when `sibling` is nil or not a sublayer).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard layer !== sibling else { return }
        layer.detachFromSuperlayer()
        let index = sibling.flatMap { s in storedSublayers.firstIndex { $0 === s } } ?? storedSublayers.count
        insertSublayer(layer, at: UInt32(index))
    }

    /// Puts `layer` just above `sibling` (on top when `sibling` is nil or not a sublayer).
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard layer !== sibling else { return }
        layer.detachFromSuperlayer()
        let index = sibling.flatMap { s in storedSublayers.firstIndex { $0 === s } }.map { $0 + 1 }
        insertSublayer(layer, at: UInt32(index ?? storedSublayers.count))
    }

    /// Puts `newLayer` where `oldLayer` is among the sublayers and takes `oldLayer` out.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = storedSublayers.firstIndex(where: { $0 === oldLayer }), oldLayer !== newLayer else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(min(index, storedSublayers.count)))
    }

    /// Takes the layer out of its superlayer; a view's layer takes its view out of its superview, as on iOS.
    open func removeFromSuperlayer() {
        if let view = delegate, let superview = view.superview, superview.layer === superlayer {
            return view.removeFromSuperview()
        }
        detachFromSuperlayer()
    }

    /// Takes the layer out of its superlayer's list only.
    func detachFromSuperlayer() {
        guard let superlayer else { return }
        superlayer.storedSublayers.removeAll { $0 === self }
        self.superlayer = nil
    }

    /// Kept for source compatibility: layers are drawn from their properties at each frame.
    open func setNeedsDisplay() {}
    /// Kept for source compatibility: layers are drawn from their properties at each frame.
    open func displayIfNeeded() {}
    /// Kept for source compatibility: layers are laid out by their views.
    open func setNeedsLayout() {}
    /// Kept for source compatibility: layers are laid out by their views.
    open func layoutIfNeeded() {}
    /// Called to lay out the sublayers; override as on iOS (Filmstrip calls it on a view's layer when the view
    /// lays out).
    open func layoutSublayers() {}
}
