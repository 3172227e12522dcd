import FilmstripImage
import FilmstripRaster

/// Draws a tree of views with Filmstrip's rasteriser, as Core Animation composites their layers: for each view its
/// shadow (behind, unless it clips), background (rounded by its layer's corners), content (`ViewContent`: an image
/// view's image, a shape layer's path, a gradient), subviews and other sublayers in order and by `zPosition`, and
/// border (over the content and subviews). A view with `alpha` below 1, `clipsToBounds` or a mask is drawn onto a
/// transparent patch of its own first and composited as one, through its rounded outline when it clips and its
/// mask's alpha when it has one; a turned, sheared, mirrored or projected view is drawn upright onto a patch and mapped
/// onto the canvas. It draws a `ViewSnapshot` of the tree, never the views themselves, so frames can be drawn on
/// any thread. All per-pixel work runs in the canvas's pixman paths.
public enum ViewTreeRenderer {
    /// The view's bounds and everything drawn in them at `scale` pixels per point over `background`, as
    /// `CALayer.render(in:)` draws a layer: its own transform and position are left out; its alpha, clipping and
    /// shadow (cut at the bounds) are drawn. An empty image when the bounds are not finite or above 2^28 pixels.
    /// Throws when the tree is deeper than Filmstrip draws (64 levels), naming the view, or when pixman could not
    /// carry out a draw (`PixmanImageError`).
    public static func image(of view: UIView, scale: Double, background: RGBA = .clear) throws -> RGBAImage {
        let width = Double(view.bounds.width) * scale
        let height = Double(view.bounds.height) * scale
        guard scale > 0, width.isFinite, height.isFinite, width >= 0, height >= 0, width * height <= 268_435_456 else {
            return RGBAImage(width: 0, height: 0)
        }
        let snapshot = try ViewSnapshot(view)
        var canvas = Canvas(
            width: Int(width.rounded(.up)), height: Int(height.rounded(.up)), background: background)
        let map = CGAffineTransform(
            a: CGFloat(scale), b: 0, c: 0, d: CGFloat(scale), tx: -view.bounds.minX * CGFloat(scale),
            ty: -view.bounds.minY * CGFloat(scale))
        drawView(snapshot, into: &canvas, map: ViewPixelMap(transform: map), cache: nil)
        if let failure = canvas.drawingError { throw failure }
        return canvas.makeImage()
    }

    /// Draws `view` onto `canvas` as a subview of a superview whose coordinates land on the canvas at `scale`
    /// pixels per point with its origin at pixel (`originX`, `originY`): the view's frame, transform, alpha and
    /// shadow included. Throws when the tree is deeper than Filmstrip draws (64 levels), naming the view.
    public static func draw(
        _ view: UIView, into canvas: inout Canvas, scale: Double, originX: Double = 0, originY: Double = 0
    ) throws {
        guard scale > 0, scale.isFinite, originX.isFinite, originY.isFinite else { return }
        draw(try ViewSnapshot(view), into: &canvas, scale: scale, originX: originX, originY: originY, cache: nil)
    }

    /// Draws a snapshot as `draw(_:into:scale:originX:originY:)` draws its view, resampling images through
    /// `cache` when given.
    static func draw(
        _ view: ViewSnapshot, into canvas: inout Canvas, scale: Double, originX: Double = 0, originY: Double = 0,
        cache: ResampleCache?
    ) {
        guard scale > 0, scale.isFinite, originX.isFinite, originY.isFinite else { return }
        let map = CGAffineTransform(
            a: CGFloat(scale), b: 0, c: 0, d: CGFloat(scale), tx: CGFloat(originX), ty: CGFloat(originY))
        drawSubview(view, into: &canvas, parentMap: ViewPixelMap(transform: map), cache: cache)
    }

    // MARK: The tree

    /// Draws `view`, whose superview's coordinates land on the canvas by `parentMap`.
    static func drawSubview(
        _ view: ViewSnapshot, into canvas: inout Canvas, parentMap: ViewPixelMap, cache: ResampleCache?
    ) {
        let turn = view.transform
        let t = view.transform3D
        // On the z = 0 plane only m14, m24 and m44 make a perspective: m34 alone changes nothing, as on iOS.
        let isPerspective = t.m14 != 0 || t.m24 != 0 || t.m44 != 1
        if !isPerspective, turn.b == 0, turn.c == 0, turn.a > 0, turn.d > 0 {
            drawView(
                view, into: &canvas,
                map: ViewPixelMap(transform: localMap(of: view).concatenating(parentMap.transform)), cache: cache)
        } else {
            drawTurned(view, into: &canvas, parentMap: parentMap, cache: cache)
        }
    }

    /// Draws `view`, whose own coordinates land on the canvas by `map`: onto a patch first when it is faded or
    /// clips.
    static func drawView(_ view: ViewSnapshot, into canvas: inout Canvas, map: ViewPixelMap, cache: ResampleCache?) {
        guard map.transform.isFinite else { return }
        guard view.alpha < 1 || view.clipsToBounds || view.mask != nil else {
            return drawLayerAndSubviews(view, into: &canvas, map: map, cache: cache)
        }
        guard let box = patchBox(of: map.pixelRect(extent(of: view)), within: canvas.bounds) else { return }
        var patch = Canvas(width: box.width, height: box.height, background: .clear)
        let patchMap = map.shifted(dx: -Double(box.x), dy: -Double(box.y))
        drawLayerAndSubviews(view, into: &patch, map: patchMap, cache: cache)
        applyMask(of: view, to: &patch, map: patchMap, cache: cache)
        canvas.keepFailure(of: patch)
        let opacity = min(Double(view.alpha), 1)
        let drawn = patch.makePremultipliedImage()
        guard view.clipsToBounds else { return canvas.composite(drawn, atX: box.x, y: box.y, opacity: opacity) }
        guard castsShadowOutsideItsClip(view) else {
            return canvas.composite(
                drawn, atX: box.x, y: box.y, clippedTo: layerShape(of: view, map: map), opacity: opacity)
        }
        let shadowed = underShadow(clip(patch, to: layerShape(of: view, map: patchMap)), of: view, map: patchMap)
        canvas.keepFailure(of: shadowed)
        canvas.composite(shadowed.makePremultipliedImage(), atX: box.x, y: box.y, opacity: opacity)
    }

    /// Whether the view, which clips, still casts its shadow: with a `shadowPath` iOS draws the path's shadow outside
    /// the clip (`masksToBounds` cuts away only a shadow cast by the layer's own content).
    static func castsShadowOutsideItsClip(_ view: ViewSnapshot) -> Bool {
        view.clipsToBounds && view.shadowPath != nil && view.shadowOpacity > 0
    }

    /// `patch` (the view drawn and clipped, its coordinates landing on the patch by `map`) over the view's shadow.
    static func underShadow(_ patch: Canvas, of view: ViewSnapshot, map: ViewPixelMap) -> Canvas {
        var shadowed = Canvas(width: patch.width, height: patch.height, background: .clear)
        drawShadow(of: view, outline: layerShape(of: view, map: map), into: &shadowed, map: map)
        shadowed.keepFailure(of: patch)
        shadowed.composite(patch.makePremultipliedImage(), atX: 0, y: 0)
        return shadowed
    }

    /// Draws a view whose transform turns, shears, mirrors or projects it: upright at the superview's scale onto a
    /// patch (clipped there as `drawView` would), which is then mapped onto the canvas by the transform about the
    /// view's centre, at the view's alpha. A `transform3D` with perspective is drawn as Core Animation projects a
    /// layer (UIKit choice `perspectiveIsDrawnAsCoreAnimationProjectsALayer`); a view reaching behind the eye
    /// is not drawn. Only the part that can reach the canvas is drawn, at most four canvases along each side.
    static func drawTurned(
        _ view: ViewSnapshot, into canvas: inout Canvas, parentMap: ViewPixelMap, cache: ResampleCache?
    ) {
        let t = view.transform3D
        let scaleX = Double(parentMap.transform.a)
        let scaleY = Double(parentMap.transform.d)
        let pivot = view.center.applying(parentMap.transform)
        // From a point of the upright view in pixels, from its centre, to the canvas.
        let map = ProjectiveMap.translation(Double(pivot.x), Double(pivot.y)).after(
            ProjectiveMap(
                [Double(t.m11), Double(t.m21) * scaleX / scaleY, Double(t.m41) * scaleX],
                [Double(t.m12) * scaleY / scaleX, Double(t.m22), Double(t.m42) * scaleY],
                [Double(t.m14) / scaleX, Double(t.m24) / scaleY, Double(t.m44)]))
        guard map.m.joined().allSatisfy(\.isFinite), let inverse = map.inverse else { return }
        let upright = ViewPixelMap(transform: uprightLocalMap(of: view).concatenating(parentMap.transform))
        let side = 4 * max(canvas.width, canvas.height)
        var limit = PixelRect(
            x: Double(pivot.x) - Double(side), y: Double(pivot.y) - Double(side), width: Double(2 * side),
            height: Double(2 * side))
        let reachable = UIKitGeometry.corners(of: CGRect(x: 0, y: 0, width: canvas.width, height: canvas.height))
            .compactMap { inverse.apply(x: Double($0.x), y: Double($0.y)) }
        if reachable.count == 4 {
            let box = UIKitGeometry.box(of: reachable.map { CGPoint(x: $0.x, y: $0.y) })
                .offsetBy(dx: pivot.x, dy: pivot.y)
            limit =
                limit.intersection(
                    PixelRect(
                        x: Double(box.minX), y: Double(box.minY), width: Double(box.width), height: Double(box.height)))
                ?? limit
        }
        guard let box = patchBox(of: upright.pixelRect(extent(of: view)), within: limit), box.width <= side,
            box.height <= side
        else { return }
        var patch = Canvas(width: box.width, height: box.height, background: .clear)
        let patchMap = upright.shifted(dx: -Double(box.x), dy: -Double(box.y))
        drawLayerAndSubviews(view, into: &patch, map: patchMap, cache: cache)
        applyMask(of: view, to: &patch, map: patchMap, cache: cache)
        if view.clipsToBounds { patch = clip(patch, to: layerShape(of: view, map: patchMap)) }
        if castsShadowOutsideItsClip(view) { patch = underShadow(patch, of: view, map: patchMap) }
        canvas.keepFailure(of: patch)
        // The patch's centre, from the view's centre.
        let fromPivot = (
            x: Double(box.x) + Double(box.width) / 2 - Double(pivot.x),
            y: Double(box.y) + Double(box.height) / 2 - Double(pivot.y)
        )
        let size = (width: Double(box.width), height: Double(box.height))
        let opacity = min(Double(view.alpha), 1)
        guard t.m14 == 0, t.m24 == 0, t.m44 == 1, let centre = map.apply(x: fromPivot.x, y: fromPivot.y) else {
            let fromPatch = map.after(ProjectiveMap.translation(fromPivot.x, fromPivot.y))
            return canvas.draw(patch.makeImage(), size: size, through: fromPatch, opacity: opacity)
        }
        let linear = (a: map.m[0][0], b: map.m[1][0], c: map.m[0][1], d: map.m[1][1])
        guard linear.a * linear.d - linear.b * linear.c != 0 else { return }
        canvas.draw(patch.makeImage(), size: size, centre: centre, linear: linear, opacity: opacity)
    }

    /// The view's shadow, background, content, subviews and border, its coordinates landing on the canvas by `map`.
    static func drawLayerAndSubviews(
        _ view: ViewSnapshot, into canvas: inout Canvas, map: ViewPixelMap, cache: ResampleCache?
    ) {
        let outline = layerShape(of: view, map: map)
        if !view.clipsToBounds { drawShadow(of: view, outline: outline, into: &canvas, map: map) }
        if let color = view.backgroundColor, color.a > 0 { canvas.fill(outline, with: color) }
        view.content?.draw(on: &canvas, mappedBy: map, cache: cache)
        for subview in view.subviews { drawSubview(subview, into: &canvas, parentMap: map, cache: cache) }
        if view.borderWidth > 0, let color = view.borderColor, color.a > 0 {
            canvas.strokeInside(outline, width: Double(view.borderWidth) * map.lengthScale, with: color)
        }
    }

    /// Keeps of `patch` (the view drawn, its coordinates landing on the patch by `map`) only what its mask's alpha
    /// covers: the mask is drawn onto a patch of the same size as a sublayer of the view, and the view's patch is
    /// multiplied by its alpha.
    static func applyMask(of view: ViewSnapshot, to patch: inout Canvas, map: ViewPixelMap, cache: ResampleCache?) {
        guard let mask = view.mask else { return }
        var coverage = Canvas(width: patch.width, height: patch.height, background: .clear)
        drawSubview(mask.layer, into: &coverage, parentMap: map, cache: cache)
        patch.keepOnly(whereOpaqueIn: coverage)
    }

    /// The layer's shadow, cast by its `shadowPath` or else its rounded bounds
    /// (UIKit choice `layerShadowIsCastByTheRoundedBounds`).
    static func drawShadow(of view: ViewSnapshot, outline: RoundedShape, into canvas: inout Canvas, map: ViewPixelMap) {
        guard view.shadowOpacity > 0, let color = view.shadowColor, color.a > 0 else { return }
        let caster = view.shadowPath.map { shape(of: $0, map: map) } ?? outline
        canvas.drawShadow(
            of: caster, dx: Double(view.shadowOffset.width) * map.scaleX,
            dy: Double(view.shadowOffset.height) * map.scaleY, blur: Double(view.shadowRadius) * map.lengthScale,
            color: color, opacity: Double(min(view.shadowOpacity, 1)))
    }

    // MARK: Geometry

    /// From the view's coordinates to its superview's: the anchor point (the bounds' centre by default) goes to
    /// `center`, turned about it by the transform's linear part and moved by its translation.
    static func localMap(of view: ViewSnapshot) -> CGAffineTransform {
        let t = view.transform
        let middle = view.anchor
        return CGAffineTransform(
            a: t.a, b: t.b, c: t.c, d: t.d, tx: view.center.x - (t.a * middle.x + t.c * middle.y) + t.tx,
            ty: view.center.y - (t.b * middle.x + t.d * middle.y) + t.ty)
    }

    /// `localMap(of:)` without the transform: where the view lies before it is turned.
    static func uprightLocalMap(of view: ViewSnapshot) -> CGAffineTransform {
        let anchor = view.anchor
        return CGAffineTransform(translationX: view.center.x - anchor.x, y: view.center.y - anchor.y)
    }

    /// What the view and its subtree can draw, in its coordinates: its bounds (and a `shadowPath`'s shadow) when it
    /// clips; else the bounds, its shadow and its visible subviews' extents.
    static func extent(of view: ViewSnapshot) -> CGRect {
        var box = view.bounds
        if view.shadowOpacity > 0, !view.clipsToBounds || castsShadowOutsideItsClip(view) {
            let caster = view.shadowPath?.boundingBox ?? view.bounds
            let reach = 3 * abs(view.shadowRadius) + 1
            box = box.union(
                caster.offsetBy(dx: view.shadowOffset.width, dy: view.shadowOffset.height).insetBy(
                    dx: -reach, dy: -reach))
        }
        guard !view.clipsToBounds else {
            return [box.minX, box.minY, box.width, box.height].allSatisfy(\.isFinite) ? box : view.bounds
        }
        if let overflow = view.content?.overflow { box = box.union(overflow) }
        for subview in view.subviews {
            let corners = UIKitGeometry.corners(of: extent(of: subview)).map { $0.applying(localMap(of: subview)) }
            box = box.union(UIKitGeometry.box(of: corners))
        }
        return [box.minX, box.minY, box.width, box.height].allSatisfy(\.isFinite) ? box : view.bounds
    }

    /// The whole pixels holding `rect` within `limit`; nil when none.
    static func patchBox(of rect: PixelRect, within limit: PixelRect) -> (x: Int, y: Int, width: Int, height: Int)? {
        guard rect.isFinite, limit.isFinite, let area = rect.intersection(limit) else { return nil }
        let left = area.minX.rounded(.down)
        let top = area.minY.rounded(.down)
        let right = area.maxX.rounded(.up)
        let bottom = area.maxY.rounded(.up)
        guard right > left, bottom > top, abs(left) < 1e9, abs(top) < 1e9, right - left < 1e6, bottom - top < 1e6
        else { return nil }
        return (Int(left), Int(top), Int(right - left), Int(bottom - top))
    }

    /// The layer's outline in canvas pixels: its bounds with its corner radius, curve and masked corners.
    static func layerShape(of view: ViewSnapshot, map: ViewPixelMap) -> RoundedShape {
        shape(of: view.bounds, corners: view.corners, map: map)
    }

    /// `rect` in canvas pixels with a layer's corner radius, curve and masked corners.
    static func shape(of rect: CGRect, corners: LayerCorners, map: ViewPixelMap) -> RoundedShape {
        var rounded: RoundedCorners = []
        if corners.masked.contains(.layerMinXMinYCorner) { rounded.insert(.topLeft) }
        if corners.masked.contains(.layerMaxXMinYCorner) { rounded.insert(.topRight) }
        if corners.masked.contains(.layerMinXMaxYCorner) { rounded.insert(.bottomLeft) }
        if corners.masked.contains(.layerMaxXMaxYCorner) { rounded.insert(.bottomRight) }
        return RoundedShape(
            rect: map.pixelRect(rect), cornerRadius: Double(corners.radius) * map.lengthScale,
            curve: corners.curve == .continuous ? .continuous : .circular,
            roundedCorners: corners.radius > 0 ? rounded : .all)
    }

    /// A shadow path's outline in canvas pixels; an oval as the rounded rectangle of half its shorter side, exact
    /// for a circle (UIKit choice `ovalShadowPathIsDrawnAsAStadium`).
    static func shape(of path: CGPath, map: ViewPixelMap) -> RoundedShape {
        guard let outline = path.outline else {
            let box = path.boundingBox
            return RoundedShape(rect: map.pixelRect(box.isNull ? .zero : box))
        }
        switch outline {
        case .roundedRect(let rect, let radius, let continuous):
            return RoundedShape(
                rect: map.pixelRect(rect.standardized), cornerRadius: Double(radius) * map.lengthScale,
                curve: continuous ? .continuous : .circular)
        case .ellipse(let rect):
            let pixels = map.pixelRect(rect.standardized)
            return RoundedShape(rect: pixels, cornerRadius: min(pixels.width, pixels.height) / 2)
        }
    }

    /// `patch` cut to `outline` (anti-aliased), onto a new transparent patch of its size.
    static func clip(_ patch: Canvas, to outline: RoundedShape) -> Canvas {
        var clipped = Canvas(width: patch.width, height: patch.height, background: .clear)
        clipped.keepFailure(of: patch)
        clipped.composite(patch.makePremultipliedImage(), atX: 0, y: 0, clippedTo: outline)
        return clipped
    }
}
