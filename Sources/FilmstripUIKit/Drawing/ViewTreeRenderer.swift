import FilmstripImage
import FilmstripRaster

/// Draws a tree of views with Filmstrip's rasteriser, as Core Animation composites their layers: for each view its
/// shadow (behind, unless it clips), background (rounded by its layer's corners), content (`ViewContentDrawing`: an
/// image view's image), subviews in order and border (over the content and subviews). A view with `alpha` below 1
/// or `clipsToBounds` is drawn onto a transparent patch of its own first and composited as one, through its rounded
/// outline when it clips; a turned, sheared or mirrored view is drawn upright onto a patch and mapped onto the
/// canvas. All per-pixel work runs in the canvas's pixman paths.
public enum ViewTreeRenderer {
    /// The view's bounds and everything drawn in them at `scale` pixels per point over `background`, as
    /// `CALayer.render(in:)` draws a layer: its own transform and position are left out; its alpha, clipping and
    /// shadow (cut at the bounds) are drawn. An empty image when the bounds are not finite or above 2^28 pixels.
    public static func image(of view: UIView, scale: Double, background: RGBA = .clear) -> RGBAImage {
        let width = Double(view.bounds.width) * scale
        let height = Double(view.bounds.height) * scale
        guard scale > 0, width.isFinite, height.isFinite, width >= 0, height >= 0, width * height <= 268_435_456 else {
            return RGBAImage(width: 0, height: 0)
        }
        var canvas = Canvas(
            width: Int(width.rounded(.up)), height: Int(height.rounded(.up)), background: background)
        let map = CGAffineTransform(
            a: CGFloat(scale), b: 0, c: 0, d: CGFloat(scale), tx: -view.bounds.minX * CGFloat(scale),
            ty: -view.bounds.minY * CGFloat(scale))
        drawView(view, into: &canvas, map: ViewPixelMap(transform: map))
        return canvas.makeImage()
    }

    /// Draws `view` onto `canvas` as a subview of a superview whose coordinates land on the canvas at `scale`
    /// pixels per point with its origin at pixel (`originX`, `originY`): the view's frame, transform, alpha and
    /// shadow included.
    public static func draw(
        _ view: UIView, into canvas: inout Canvas, scale: Double, originX: Double = 0, originY: Double = 0
    ) {
        guard scale > 0, scale.isFinite, originX.isFinite, originY.isFinite else { return }
        let map = CGAffineTransform(
            a: CGFloat(scale), b: 0, c: 0, d: CGFloat(scale), tx: CGFloat(originX), ty: CGFloat(originY))
        drawSubview(view, into: &canvas, parentMap: ViewPixelMap(transform: map))
    }

    // MARK: The tree

    /// Draws `view`, whose superview's coordinates land on the canvas by `parentMap`.
    static func drawSubview(_ view: UIView, into canvas: inout Canvas, parentMap: ViewPixelMap) {
        guard isVisible(view) else { return }
        let turn = view.transform
        if turn.b == 0, turn.c == 0, turn.a > 0, turn.d > 0 {
            drawView(
                view, into: &canvas, map: ViewPixelMap(transform: localMap(of: view).concatenating(parentMap.transform))
            )
        } else {
            drawTurned(view, into: &canvas, parentMap: parentMap)
        }
    }

    /// Draws `view`, whose own coordinates land on the canvas by `map`: onto a patch first when it is faded or
    /// clips.
    static func drawView(_ view: UIView, into canvas: inout Canvas, map: ViewPixelMap) {
        guard isVisible(view), map.transform.isFinite else { return }
        guard view.alpha < 1 || view.clipsToBounds else { return drawLayerAndSubviews(view, into: &canvas, map: map) }
        guard let box = patchBox(of: map.pixelRect(extent(of: view)), within: canvas.bounds) else { return }
        var patch = Canvas(width: box.width, height: box.height, background: .clear)
        let patchMap = map.shifted(dx: -Double(box.x), dy: -Double(box.y))
        drawLayerAndSubviews(view, into: &patch, map: patchMap)
        let destination = PixelRect(
            x: Double(box.x), y: Double(box.y), width: Double(box.width), height: Double(box.height))
        let opacity = min(Double(view.alpha), 1)
        guard view.clipsToBounds else {
            return canvas.draw(patch.makePremultipliedImage(), in: destination, opacity: opacity)
        }
        let outline = layerShape(of: view, map: map)
        guard outline.cornerExtent > 0 else {
            return canvas.draw(
                patch.makePremultipliedImage(), in: destination, clippedTo: outline.rect, opacity: opacity)
        }
        let clipped = clip(patch, to: outline.offsetBy(dx: -Double(box.x), dy: -Double(box.y)))
        canvas.draw(clipped.makePremultipliedImage(), in: destination, opacity: opacity)
    }

    /// Draws a view whose transform turns, shears or mirrors it: upright at the superview's scale onto a patch
    /// (clipped and faded there as `drawView` would), which is then mapped onto the canvas by the transform
    /// (`Canvas.draw(_:size:centre:linear:opacity:)`). Only the part that can reach the canvas is drawn, at most
    /// four canvases along each side. A perspective in `transform3D` is drawn by its affine part
    /// (`UIKitAssumptions.viewPerspectiveIsDrawnByItsAffinePart`).
    static func drawTurned(_ view: UIView, into canvas: inout Canvas, parentMap: ViewPixelMap) {
        let turn = view.transform
        let scaleX = parentMap.transform.a
        let scaleY = parentMap.transform.d
        // The transform in canvas pixels, about the view's centre: u -> pivot + linear (u - pivot) + shift.
        let linear = CGAffineTransform(
            a: turn.a, b: turn.b * scaleY / scaleX, c: turn.c * scaleX / scaleY, d: turn.d, tx: 0, ty: 0)
        let determinant = linear.a * linear.d - linear.b * linear.c
        guard determinant != 0, determinant.isFinite else { return }
        let pivot = view.center.applying(parentMap.transform)
        let shift = CGPoint(x: turn.tx * scaleX, y: turn.ty * scaleY)
        let inverse = linear.inverted()
        let reachable = UIKitGeometry.box(
            of: UIKitGeometry.corners(of: CGRect(x: 0, y: 0, width: canvas.width, height: canvas.height)).map {
                CGPoint(x: $0.x - pivot.x - shift.x, y: $0.y - pivot.y - shift.y).applying(inverse)
            }
        ).offsetBy(dx: pivot.x, dy: pivot.y)
        let upright = ViewPixelMap(transform: uprightLocalMap(of: view).concatenating(parentMap.transform))
        let limit = PixelRect(
            x: Double(reachable.minX), y: Double(reachable.minY), width: Double(reachable.width),
            height: Double(reachable.height))
        let side = 4 * max(canvas.width, canvas.height)
        guard let box = patchBox(of: upright.pixelRect(extent(of: view)), within: limit), box.width <= side,
            box.height <= side
        else { return }
        var patch = Canvas(width: box.width, height: box.height, background: .clear)
        let patchMap = upright.shifted(dx: -Double(box.x), dy: -Double(box.y))
        drawLayerAndSubviews(view, into: &patch, map: patchMap)
        if view.clipsToBounds { patch = clip(patch, to: layerShape(of: view, map: patchMap)) }
        let centre = CGPoint(
            x: CGFloat(box.x) + CGFloat(box.width) / 2 - pivot.x, y: CGFloat(box.y) + CGFloat(box.height) / 2 - pivot.y)
        let landed = centre.applying(linear)
        canvas.draw(
            patch.makeImage(), size: (Double(box.width), Double(box.height)),
            centre: (Double(pivot.x + landed.x + shift.x), Double(pivot.y + landed.y + shift.y)),
            linear: (Double(linear.a), Double(linear.b), Double(linear.c), Double(linear.d)),
            opacity: min(Double(view.alpha), 1))
    }

    /// The view's shadow, background, content, subviews and border, its coordinates landing on the canvas by `map`.
    static func drawLayerAndSubviews(_ view: UIView, into canvas: inout Canvas, map: ViewPixelMap) {
        let layer = view.layer
        let outline = layerShape(of: view, map: map)
        if !layer.masksToBounds { drawShadow(of: view, outline: outline, into: &canvas, map: map) }
        if let colour = view.backgroundColor?.resolvedColor(with: view.traitCollection).cgColor.rgba, colour.a > 0 {
            canvas.fill(outline, with: colour)
        }
        if let drawing = view as? ViewContentDrawing { drawing.drawContent(on: &canvas, mappedBy: map) }
        for subview in view.subviews { drawSubview(subview, into: &canvas, parentMap: map) }
        if layer.borderWidth > 0, let colour = layer.borderColor?.rgba, colour.a > 0 {
            canvas.strokeInside(outline, width: Double(layer.borderWidth) * map.lengthScale, with: colour)
        }
    }

    /// The layer's shadow, cast by its `shadowPath` or else its rounded bounds
    /// (`UIKitAssumptions.layerShadowIsCastByTheRoundedBounds`).
    static func drawShadow(of view: UIView, outline: RoundedShape, into canvas: inout Canvas, map: ViewPixelMap) {
        let layer = view.layer
        guard layer.shadowOpacity > 0, let colour = layer.shadowColor?.rgba, colour.a > 0 else { return }
        let caster = layer.shadowPath.map { shape(of: $0, map: map) } ?? outline
        canvas.drawShadow(
            of: caster, dx: Double(layer.shadowOffset.width) * map.scaleX,
            dy: Double(layer.shadowOffset.height) * map.scaleY, blur: Double(layer.shadowRadius) * map.lengthScale,
            colour: colour, opacity: Double(min(layer.shadowOpacity, 1)))
    }

    // MARK: Geometry

    /// Whether anything of the view is drawn.
    static func isVisible(_ view: UIView) -> Bool { !view.isHidden && view.alpha > 0 && view.alpha.isFinite }

    /// From the view's coordinates to its superview's: the bounds' centre goes to `center`, turned about it by the
    /// transform's linear part and moved by its translation.
    static func localMap(of view: UIView) -> CGAffineTransform {
        let t = view.transform
        let middle = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        return CGAffineTransform(
            a: t.a, b: t.b, c: t.c, d: t.d, tx: view.center.x - (t.a * middle.x + t.c * middle.y) + t.tx,
            ty: view.center.y - (t.b * middle.x + t.d * middle.y) + t.ty)
    }

    /// `localMap(of:)` without the transform: where the view lies before it is turned.
    static func uprightLocalMap(of view: UIView) -> CGAffineTransform {
        CGAffineTransform(
            translationX: view.center.x - view.bounds.midX, y: view.center.y - view.bounds.midY)
    }

    /// What the view and its subtree can draw, in its coordinates: its bounds when it clips; else the bounds, its
    /// shadow and its visible subviews' extents.
    static func extent(of view: UIView) -> CGRect {
        var box = view.bounds
        guard !view.clipsToBounds else { return box }
        let layer = view.layer
        if layer.shadowOpacity > 0 {
            let caster = layer.shadowPath?.boundingBox ?? view.bounds
            let reach = 3 * abs(layer.shadowRadius) + 1
            box = box.union(
                caster.offsetBy(dx: layer.shadowOffset.width, dy: layer.shadowOffset.height).insetBy(
                    dx: -reach, dy: -reach))
        }
        if let image = view as? UIImageView, let shown = image.displayedImage {
            box = box.union(
                ContentModeGeometry.rect(ofContentSized: shown.size, in: view.bounds, mode: view.contentMode))
        }
        for subview in view.subviews where isVisible(subview) {
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
    static func layerShape(of view: UIView, map: ViewPixelMap) -> RoundedShape {
        let layer = view.layer
        var corners: RoundedCorners = []
        if layer.maskedCorners.contains(.layerMinXMinYCorner) { corners.insert(.topLeft) }
        if layer.maskedCorners.contains(.layerMaxXMinYCorner) { corners.insert(.topRight) }
        if layer.maskedCorners.contains(.layerMinXMaxYCorner) { corners.insert(.bottomLeft) }
        if layer.maskedCorners.contains(.layerMaxXMaxYCorner) { corners.insert(.bottomRight) }
        return RoundedShape(
            rect: map.pixelRect(view.bounds), cornerRadius: Double(layer.cornerRadius) * map.lengthScale,
            curve: layer.cornerCurve == .continuous ? .continuous : .circular,
            roundedCorners: layer.cornerRadius > 0 ? corners : .all)
    }

    /// A shadow path's outline in canvas pixels; an oval as the rounded rectangle of half its shorter side, exact
    /// for a circle (`UIKitAssumptions.ovalShadowPathIsDrawnAsAStadium`).
    static func shape(of path: CGPath, map: ViewPixelMap) -> RoundedShape {
        switch path.outline {
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
        clipped.draw(patch.makeImage(), in: clipped.bounds, clippedTo: outline)
        return clipped
    }
}
