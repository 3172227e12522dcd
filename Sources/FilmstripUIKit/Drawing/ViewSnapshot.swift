import FilmstripImage

/// A view and its visible subtree as they stand at one moment, with everything drawing needs (geometry, layer look,
/// colours resolved for the view's traits, frozen content): what Core Animation's commit hands its render server.
/// A scene takes one when it lays out an offset, under `UIKitRuntime`'s lock and in the order the scroll happens;
/// frames are then drawn from snapshots on any thread, so the team's views are touched by one thread only and every
/// frame shows the tree as it was at its own offset (`UIKitAssumptions.framesShowTheTreeAsItWasWhenTheirOffsetWasLaidOut`).
struct ViewSnapshot: Sendable {
    var className: String
    var bounds: CGRect
    var center: CGPoint
    var transform3D: CATransform3D
    var alpha: CGFloat
    var clipsToBounds: Bool
    var backgroundColour: RGBA?
    var corners: LayerCorners
    var borderWidth: CGFloat
    var borderColour: RGBA?
    var shadowColour: RGBA?
    var shadowOpacity: Float
    var shadowRadius: CGFloat
    var shadowOffset: CGSize
    var shadowPath: CGPath?
    var content: (any ViewContent)?
    /// The visible subviews, back to front (`UIView.drawnSubviews`).
    var subviews: [ViewSnapshot]

    /// Views nested deeper than this are refused: drawing recurses once per level, and no real screen comes near
    /// it (`UIKitAssumptions.viewTreesAreAtMost64Deep`).
    static let maximumDepth = 64

    /// `view` and its visible subviews; throws when the tree is deeper than `maximumDepth`, naming the view
    /// where it went past.
    init(_ view: UIView) throws(UIKitLayoutError) {
        try self.init(view, depth: 1)
    }

    private init(_ view: UIView, depth: Int) throws(UIKitLayoutError) {
        guard depth <= Self.maximumDepth else {
            throw UIKitLayoutError(
                layout: String(describing: type(of: view)),
                problem:
                    "the view tree is deeper than \(Self.maximumDepth) levels here; Filmstrip draws at most "
                    + "\(Self.maximumDepth) nested views")
        }
        let layer = view.layer
        let traits = view.traitCollection
        className = String(describing: type(of: view))
        bounds = view.bounds
        center = view.center
        transform3D = view.transform3D
        alpha = view.alpha
        clipsToBounds = view.clipsToBounds
        backgroundColour = view.backgroundColor?.resolvedColor(with: traits).cgColor.rgba
        corners = LayerCorners(of: layer)
        borderWidth = layer.borderWidth
        borderColour = layer.borderColor?.rgba
        shadowColour = layer.shadowColor?.rgba
        shadowOpacity = layer.shadowOpacity
        shadowRadius = layer.shadowRadius
        shadowOffset = layer.shadowOffset
        shadowPath = layer.shadowPath
        content = (view as? ViewContentDrawing)?.snapshotContent()
        var subviews: [ViewSnapshot] = []
        for subview in view.drawnSubviews where ViewSnapshot.isVisible(subview) {
            subviews.append(try ViewSnapshot(subview, depth: depth + 1))
        }
        self.subviews = subviews
    }

    /// The affine part of `transform3D`, as `UIView.transform` derives it.
    var transform: CGAffineTransform { CATransform3DGetAffineTransform(transform3D) }

    /// Whether anything of the view is drawn.
    static func isVisible(_ view: UIView) -> Bool { !view.isHidden && view.alpha > 0 && view.alpha.isFinite }
}
