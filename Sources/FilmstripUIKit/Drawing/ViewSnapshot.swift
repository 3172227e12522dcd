import FilmstripImage

/// A view (or a layer that is no view's) and its visible subtree as they stand at one moment, with everything drawing needs (geometry, layer look,
/// colours resolved for the view's traits, frozen content): what Core Animation's commit hands its render server.
/// A scene takes one when it lays out an offset, under `UIKitRuntime`'s lock and in the order the scroll happens;
/// frames are then drawn from snapshots on any thread, so the team's views are touched by one thread only and every
/// frame shows the tree as it was at its own offset (UIKit choice `framesShowTheTreeAsItWasWhenTheirOffsetWasLaidOut`).
struct ViewSnapshot: Sendable {
    var className: String
    var bounds: CGRect
    /// The layer's `position`: where its anchor point lies in the superlayer (the view's `center`).
    var center: CGPoint
    /// The layer's `anchorPoint`, in unit coordinates of the bounds.
    var anchorPoint: CGPoint
    /// The layer's `zPosition`: siblings are drawn by it.
    var zPosition: CGFloat
    var transform3D: CATransform3D
    var alpha: CGFloat
    var clipsToBounds: Bool
    var backgroundColor: RGBA?
    var corners: LayerCorners
    var borderWidth: CGFloat
    var borderColor: RGBA?
    var shadowColor: RGBA?
    var shadowOpacity: Float
    var shadowRadius: CGFloat
    var shadowOffset: CGSize
    var shadowPath: CGPath?
    var content: (any ViewContent)?
    /// The layer's mask, nil when it has none.
    var mask: LayerMaskSnapshot?
    /// The visible subviews and other sublayers, back to front: in the order of the layer's sublayers (and
    /// `UIView.drawnSubviews`), then by `zPosition`.
    var subviews: [ViewSnapshot]

    /// Views nested deeper than this are refused: drawing recurses once per level, and no real screen comes near
    /// it (UIKit choice `viewTreesAreAtMost64Deep`).
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
        anchorPoint = layer.anchorPoint
        zPosition = layer.zPosition
        transform3D = view.transform3D
        alpha = view.alpha
        clipsToBounds = view.clipsToBounds
        backgroundColor = view.backgroundColor?.resolvedColor(with: traits).cgColor.rgba
        corners = LayerCorners(of: layer)
        borderWidth = layer.borderWidth
        borderColor = layer.borderColor?.rgba
        shadowColor = layer.shadowColor?.rgba
        shadowOpacity = layer.shadowOpacity
        shadowRadius = layer.shadowRadius
        shadowOffset = layer.shadowOffset
        shadowPath = layer.shadowPath?.copy()
        content =
            (view as? ViewContentDrawing)?.snapshotContent()
            ?? (layer as? LayerContentDrawing)?.snapshotContent(traits: traits)
        if let maskView = view.mask, maskView.layer === layer.mask {
            mask = LayerMaskSnapshot(try ViewSnapshot(maskView, depth: depth + 1))
        } else if let maskLayer = layer.mask {
            mask = LayerMaskSnapshot(try ViewSnapshot(layer: maskLayer, traits: traits, depth: depth + 1))
        }
        subviews = Self.byZPosition(try Self.children(of: view, traits: traits, depth: depth))
    }

    /// `layer`, which is no view's, and its visible sublayers, colours resolved for `traits` (its nearest view's).
    private init(layer: CALayer, traits: UITraitCollection, depth: Int) throws(UIKitLayoutError) {
        guard depth <= Self.maximumDepth else {
            throw UIKitLayoutError(
                layout: String(describing: type(of: layer)),
                problem:
                    "the layer tree is deeper than \(Self.maximumDepth) levels here; Filmstrip draws at most "
                    + "\(Self.maximumDepth) nested views and layers")
        }
        className = String(describing: type(of: layer))
        bounds = layer.bounds
        center = layer.position
        anchorPoint = layer.anchorPoint
        zPosition = layer.zPosition
        transform3D = layer.transform
        alpha = layer.storedOpacity
        clipsToBounds = layer.masksToBounds
        backgroundColor = layer.backgroundColor?.rgba
        corners = LayerCorners(of: layer)
        borderWidth = layer.borderWidth
        borderColor = layer.borderColor?.rgba
        shadowColor = layer.shadowColor?.rgba
        shadowOpacity = layer.shadowOpacity
        shadowRadius = layer.shadowRadius
        shadowOffset = layer.shadowOffset
        shadowPath = layer.shadowPath?.copy()
        content = (layer as? LayerContentDrawing)?.snapshotContent(traits: traits)
        if let maskLayer = layer.mask {
            mask = LayerMaskSnapshot(try ViewSnapshot(layer: maskLayer, traits: traits, depth: depth + 1))
        }
        var children: [ViewSnapshot] = []
        for sublayer in layer.storedSublayers where Self.isVisible(sublayer) {
            children.append(try ViewSnapshot(layer: sublayer, traits: traits, depth: depth + 1))
        }
        subviews = Self.byZPosition(children)
    }

    /// A view's visible children in drawing order: its layer's sublayers in order, each subview's layer standing
    /// for the subview; the elements a view draws beyond its subviews (a collection view's cells) go above the
    /// sublayers inserted below every subview; a subview whose layer was taken out of the sublayers is drawn on top.
    private static func children(
        of view: UIView, traits: UITraitCollection, depth: Int
    ) throws(UIKitLayoutError) -> [ViewSnapshot] {
        let subviews = view.subviews
        let drawn = view.drawnSubviews
        var children: [ViewSnapshot] = []
        // The common case: no sublayer other than the subviews' own, in their order.
        let sublayers = view.layer.storedSublayers
        if sublayers.count == subviews.count, zip(sublayers, subviews).allSatisfy({ $0 === $1.layer }) {
            for subview in drawn where isVisible(subview) {
                children.append(try ViewSnapshot(subview, depth: depth + 1))
            }
            return children
        }
        let own = Set(subviews.map(ObjectIdentifier.init))
        var placed = Set<ObjectIdentifier>()
        var extrasPlaced = false
        func placeExtras() throws(UIKitLayoutError) {
            extrasPlaced = true
            for element in drawn where !own.contains(ObjectIdentifier(element)) && isVisible(element) {
                children.append(try ViewSnapshot(element, depth: depth + 1))
            }
        }
        for sublayer in sublayers {
            if let owner = sublayer.delegate, owner.layer === sublayer, own.contains(ObjectIdentifier(owner)) {
                if !extrasPlaced { try placeExtras() }
                placed.insert(ObjectIdentifier(owner))
                if isVisible(owner) { children.append(try ViewSnapshot(owner, depth: depth + 1)) }
            } else if isVisible(sublayer) {
                children.append(try ViewSnapshot(layer: sublayer, traits: traits, depth: depth + 1))
            }
        }
        if !extrasPlaced { try placeExtras() }
        for subview in subviews where !placed.contains(ObjectIdentifier(subview)) && isVisible(subview) {
            children.append(try ViewSnapshot(subview, depth: depth + 1))
        }
        return children
    }

    /// `children` stably sorted by `zPosition`, as Core Animation orders siblings.
    private static func byZPosition(_ children: [ViewSnapshot]) -> [ViewSnapshot] {
        guard children.contains(where: { $0.zPosition != 0 }) else { return children }
        return children.enumerated().sorted {
            $0.element.zPosition != $1.element.zPosition
                ? $0.element.zPosition < $1.element.zPosition : $0.offset < $1.offset
        }.map(\.element)
    }

    /// The affine part of `transform3D`, as `UIView.transform` derives it.
    var transform: CGAffineTransform { CATransform3DGetAffineTransform(transform3D) }

    /// Whether anything of the view is drawn.
    static func isVisible(_ view: UIView) -> Bool { !view.isHidden && view.alpha > 0 && view.alpha.isFinite }

    /// Whether anything of the layer is drawn.
    static func isVisible(_ layer: CALayer) -> Bool {
        !layer.isHidden && layer.storedOpacity > 0 && layer.storedOpacity.isFinite
    }

    /// The anchor point in the bounds: the point `center` places and the transform turns about.
    var anchor: CGPoint { CALayer.anchor(of: anchorPoint, in: bounds) }
}
