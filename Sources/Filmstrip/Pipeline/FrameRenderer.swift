import FilmstripImage
import FilmstripLayout
import FilmstripRaster

/// Draws one frame: the elements visible at an offset in z-order (the zoomed cell last, on top), each cell through the
/// scene's `CellRenderer`, supplementary elements with their prepared fills, then the layout's decorations; or lets a
/// `FrameDrawingLayout` draw the frame itself. It knows no style by name.
package enum FrameRenderer {
    package static func render(_ prepared: PreparedScene, atOffset offset: Double) throws -> RGBAImage {
        var canvas = Canvas(
            width: prepared.canvasSize.width, height: prepared.canvasSize.height,
            background: prepared.scene.look.background)
        try draw(prepared, atOffset: offset, on: &canvas)
        if let failure = canvas.drawingError { throw failure }
        return canvas.makeImage()
    }

    /// Draws the frame at `offset` over what `canvas` holds.
    package static func draw(_ prepared: PreparedScene, atOffset offset: Double, on canvas: inout Canvas) throws {
        let scene = prepared.scene
        let layout = prepared.layout
        if let drawing = layout as? any FrameDrawingLayout, drawing.drawsFrames {
            return try drawing.drawFrame(
                atOffset: offset, scale: scene.view.scale, on: &canvas, cache: prepared.resampleCache)
        }
        let scale = Double(scene.view.scale)
        let visible = layout.visibleRect(atOffset: offset)
        func pixels(_ frame: Rect) -> PixelRect {
            PixelRect(
                x: (frame.minX - visible.minX) * scale, y: (frame.minY - visible.minY) * scale,
                width: frame.width * scale, height: frame.height * scale)
        }
        let contents = try prepared.contents(atOffsets: [offset])
        var style = scene.look.cellStyle
        style.placeholderColor = style.placeholderColor ?? scene.look.appearance.placeholderColor
        let selected = scene.style.selectedItem(in: layout, atOffset: offset)
        let contentMode = scene.contentMode
        let ordered = layout.visibleAttributes(atOffset: offset).enumerated().sorted {
            ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset)
        }.map(\.element)
        for element in ordered {
            let destination = pixels(element.frame)
            if element.kind == .cell {
                let cell = CellDrawing(
                    index: element.index, content: contents[element.index] ?? .placeholder,
                    frame: destination, attributes: element, scale: scene.view.scale,
                    resampleCache: prepared.resampleCache,
                    contentIdentity: prepared.contentIdentity(ofItem: element.index),
                    style: style, contentMode: contentMode, isSelected: element.index == selected)
                scene.look.cellRenderer.draw(cell, on: &canvas)
                continue
            }
            switch prepared.fills[element.kind] {
            case .color(let color)?: canvas.fill(destination, with: color, clippedTo: canvas.bounds)
            case .image(let image)?: canvas.draw(image, in: destination, clippedTo: canvas.bounds)
            case nil: break
            }
        }
        for decoration in layout.decorations(atOffset: offset) {
            let color = scene.look.appearance.resolve(decoration.color)
            let rect = PixelRect(
                x: decoration.frame.minX * scale, y: decoration.frame.minY * scale,
                width: decoration.frame.width * scale, height: decoration.frame.height * scale)
            switch decoration.shape {
            case .ellipse:
                canvas.fillCircle(
                    centreX: rect.x + rect.width / 2, centreY: rect.y + rect.height / 2,
                    radius: min(rect.width, rect.height) / 2, with: color, clippedTo: canvas.bounds)
            case .rectangle:
                canvas.fill(rect, with: color, clippedTo: canvas.bounds)
            }
        }
    }
}
