import FilmstripImage
import FilmstripRaster

/// Draws a cell as an app's image cell does: its shadow, the photo (stretched, cropped or letterboxed by the content
/// mode, clipped to the rounded corners), a tint if it is the selected cell, then the border; a style's own item
/// draws itself; a photo that could not be decoded is a flat placeholder in the cell's shape. With the default
/// `CellStyle` this is the plain image cell of the UIKit layouts the built-in styles reproduce, pixel for pixel.
public struct StandardCellRenderer: CellRenderer {
    /// Drawn where a photo could not be decoded (`skipBad`) when the style names no colour: iOS's light system grey.
    public static let placeholderColor = RGBA(r: 0xD1, g: 0xD1, b: 0xD6)

    /// The renderer every scene uses unless told otherwise; it has no options of its own (they are the cell's
    /// `CellStyle`).
    public init() {}

    /// Draws the cell as its `CellStyle` asks: shadow, content clipped to its corners, selection tint and border; a
    /// style's own item draws itself.
    public func draw(_ cell: CellDrawing, on canvas: inout Canvas) {
        let style = cell.style
        if case .item(let item) = cell.content { return item.draw(in: cell.frame, scale: cell.scale, on: &canvas) }
        let placeholder = style.placeholderColor ?? StandardCellRenderer.placeholderColor
        let opacity = cell.attributes.alpha
        if let turn = cell.attributes.transform,
            turn.isProjective || !(turn.b == 0 && turn.c == 0 && turn.a > 0 && turn.d > 0)
        {
            return StandardCellRenderer.drawTurned(cell, turn, placeholder: placeholder, on: &canvas)
        }
        if style.isPlain && cell.contentMode != .aspectFit {
            switch cell.content {
            case .image(let image):
                if let cache = cell.resampleCache {
                    canvas.draw(
                        image, in: cell.frame, clippedTo: canvas.bounds, identity: cell.contentIdentity, cache: cache,
                        opacity: opacity)
                } else {
                    canvas.draw(image, in: cell.frame, clippedTo: canvas.bounds, opacity: opacity)
                }
            case .placeholder:
                var faded = placeholder
                faded.a = UInt8((Double(placeholder.a) * min(max(opacity, 0), 1)).rounded())
                canvas.fill(cell.frame, with: faded, clippedTo: canvas.bounds)
            case .item: break
            }
            return
        }
        if opacity < 1 { return StandardCellRenderer.drawFaded(cell, opacity: opacity, with: self, on: &canvas) }
        let scale = Double(cell.scale)
        let shape = cell.shape
        if style.shadowOpacity > 0 {
            canvas.drawShadow(
                of: shape, dx: style.shadowOffset.width * scale, dy: style.shadowOffset.height * scale,
                blur: style.shadowRadius * scale, opacity: style.shadowOpacity)
        }
        switch cell.content {
        case .image(let image):
            canvas.draw(
                image, in: StandardCellRenderer.destination(of: image, in: cell.frame, mode: cell.contentMode),
                clippedTo: shape)
        case .placeholder:
            canvas.fill(shape, with: placeholder)
        case .item:
            break
        }
        if cell.isSelected, let tint = style.selectedTint { canvas.fill(shape, with: tint) }
        let border = style.border(selected: cell.isSelected)
        if border.width > 0 { canvas.strokeInside(shape, width: border.width * scale, with: border.color) }
    }

    /// A styled cell at `opacity` (a UIKit layout's `alpha`): drawn opaque onto a layer of its own, shadow, photo and
    /// border together, which is then composited at `opacity`, as UIKit fades a view's layer as one.
    static func drawFaded(
        _ cell: CellDrawing, opacity: Double, with renderer: StandardCellRenderer, on canvas: inout Canvas
    ) {
        guard opacity > 0 else { return }
        let scale = Double(cell.scale)
        let style = cell.style
        // The shadow reaches past the cell by its offset and a few blur radii (the box blur's extent).
        let reach = style.shadowOpacity > 0 ? 4 * style.shadowRadius * scale + 2 : 0
        let left = cell.frame.x - reach + min(0, style.shadowOffset.width * scale)
        let top = cell.frame.y - reach + min(0, style.shadowOffset.height * scale)
        let right = cell.frame.x + cell.frame.width + reach + max(0, style.shadowOffset.width * scale)
        let bottom = cell.frame.y + cell.frame.height + reach + max(0, style.shadowOffset.height * scale)
        let x0 = max(0, Int(left.rounded(.down)))
        let y0 = max(0, Int(top.rounded(.down)))
        let x1 = min(canvas.width, Int(right.rounded(.up)) + 1)
        let y1 = min(canvas.height, Int(bottom.rounded(.up)) + 1)
        guard x0 < x1, y0 < y1 else { return }
        var layer = Canvas(width: x1 - x0, height: y1 - y0, background: .clear)
        var opaque = cell
        opaque.attributes.alpha = 1
        opaque.frame.x -= Double(x0)
        opaque.frame.y -= Double(y0)
        renderer.draw(opaque, on: &layer)
        canvas.keepFailure(of: layer)
        // Whole-pixel placement at 1:1: the resampler copies the layer's pixels unchanged.
        canvas.draw(
            layer.makePremultipliedImage(),
            in: PixelRect(x: Double(x0), y: Double(y0), width: Double(x1 - x0), height: Double(y1 - y0)),
            opacity: opacity)
    }

    /// A cell a UIKit layout turned, flipped or put in perspective: the photo (or the placeholder) mapped through the
    /// transform, at the cell's alpha. Corners, borders and shadows of the cell style are not drawn turned.
    static func drawTurned(
        _ cell: CellDrawing, _ turn: ElementTransform, placeholder: RGBA, on canvas: inout Canvas
    ) {
        let scale = Double(cell.scale)
        let image: RGBAImage
        switch cell.content {
        case .image(let photo): image = photo
        case .placeholder, .item: image = RGBAImage(width: 1, height: 1, fill: placeholder)
        }
        guard turn.isProjective else {
            return canvas.draw(
                image, size: (turn.size.width * scale, turn.size.height * scale),
                centre: (cell.frame.x + cell.frame.width / 2, cell.frame.y + cell.frame.height / 2),
                linear: (turn.a, turn.b, turn.c, turn.d), opacity: cell.attributes.alpha)
        }
        // The anchor in canvas pixels: the frame (the box of the projected element) says where the content's
        // points are on the canvas. In pixels, the translation scales with the scene and the perspective row
        // shrinks by it.
        let anchorX = cell.frame.x + (turn.center.x - cell.attributes.frame.minX) * scale
        let anchorY = cell.frame.y + (turn.center.y - cell.attributes.frame.minY) * scale
        let map = ProjectiveMap.translation(anchorX, anchorY).after(
            ProjectiveMap(
                [turn.a, turn.c, turn.tx * scale], [turn.b, turn.d, turn.ty * scale],
                [turn.px / scale, turn.py / scale, turn.w]))
        canvas.draw(
            image, size: (turn.size.width * scale, turn.size.height * scale), through: map,
            opacity: cell.attributes.alpha)
    }

    /// Where the image goes in the cell's `frame`: the frame itself (the thumbnail is already at the frame's aspect
    /// for fill and stretch), or for aspect-fit the largest rectangle of the image's aspect centred in it.
    static func destination(of image: RGBAImage, in frame: PixelRect, mode: ContentMode) -> PixelRect {
        guard mode == .aspectFit, image.width > 0, image.height > 0, frame.width > 0, frame.height > 0 else {
            return frame
        }
        let factor = min(frame.width / Double(image.width), frame.height / Double(image.height))
        let width = Double(image.width) * factor
        let height = Double(image.height) * factor
        return PixelRect(
            x: frame.x + (frame.width - width) / 2, y: frame.y + (frame.height - height) / 2,
            width: width, height: height)
    }
}
