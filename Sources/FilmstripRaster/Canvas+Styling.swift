import FilmstripImage

/// Drawing for styled cells (rounded clips, borders, shadows), built on the public primitives: the parts of a shape
/// with straight edges are ordinary rectangle fills and image draws, and only the corner squares, whose pixels the
/// curve crosses, go through a small coverage mask drawn at 1:1. Per-pixel work stays proportional to the corners,
/// not to the cell.
extension Canvas {
    /// Fills `shape` with `colour`, anti-aliased.
    package mutating func fill(_ shape: RoundedShape, with color: RGBA) {
        guard shape.cornerExtent > 0 else { return fill(shape.rect, with: color, clippedTo: bounds) }
        let tiling = ShapeTiling(shape: shape, reach: shape.cornerExtent, width: width, height: height)
        for band in tiling.bands(of: shape.rect) { fill(band, with: color, clippedTo: bounds) }
        for corner in tiling.corners { drawMask(color: color, over: corner) { shape.coverage(column: $0, row: $1) } }
    }

    /// Draws `image` (or its `source` rectangle) stretched onto `destination`, clipped to `shape` (UIKit's
    /// `clipsToBounds` with a corner radius): pixels inside are exactly what `draw(_:in:from:clippedTo:)` gives.
    package mutating func draw(
        _ image: RGBAImage, in destination: PixelRect, from source: PixelRect? = nil,
        clippedTo shape: RoundedShape
    ) {
        let source = source ?? PixelRect(width: image.width, height: image.height)
        guard image.width > 0, image.height > 0, !source.isEmpty, !destination.isEmpty, source.isFinite,
            destination.isFinite,
            let area = destination.intersection(shape.rect)
        else { return }
        // A part off the canvas is skipped, never drawn unclipped: a nil clip would mean the whole destination, and
        // a cell crossing the view's edge would lose every corner.
        guard shape.cornerExtent > 0 else {
            guard let visible = area.intersection(bounds) else { return }
            return draw(image, in: destination, from: source, clippedTo: visible)
        }
        let tiling = ShapeTiling(shape: shape, reach: shape.cornerExtent, width: width, height: height)
        for band in tiling.bands(of: area) {
            guard let visible = band.intersection(bounds) else { continue }
            draw(image, in: destination, from: source, clippedTo: visible)
        }
        // The corners: the image drawn alone onto a small canvas aligned with this one's pixels (its rectangle
        // widened, with the source widened in proportion, so its own edges do not fade: the mask decides them),
        // then masked by the shape's coverage within the destination and drawn back at 1:1.
        let margin = 2.0
        let widened = PixelRect(
            x: destination.x - margin, y: destination.y - margin,
            width: destination.width + 2 * margin, height: destination.height + 2 * margin)
        let sourceMarginX = margin * source.width / destination.width
        let sourceMarginY = margin * source.height / destination.height
        let widenedSource = PixelRect(
            x: source.x - sourceMarginX, y: source.y - sourceMarginY,
            width: source.width + 2 * sourceMarginX, height: source.height + 2 * sourceMarginY)
        for corner in tiling.corners {
            var patch = Canvas(width: corner.width, height: corner.height, background: .clear)
            patch.draw(
                image,
                in: PixelRect(
                    x: widened.x - Double(corner.x), y: widened.y - Double(corner.y),
                    width: widened.width, height: widened.height), from: widenedSource)
            keepFailure(of: patch)
            var pixels = patch.makeImage()
            var touched = false
            pixels.pixels.withUnsafeMutableBufferPointer { bytes in
                for row in 0..<corner.height {
                    for column in 0..<corner.width {
                        let x = Double(corner.x + column)
                        let y = Double(corner.y + row)
                        let inArea =
                            max(0, min(x + 1, area.maxX) - max(x, area.minX))
                            * max(0, min(y + 1, area.maxY) - max(y, area.minY))
                        let coverage =
                            inArea > 0
                            ? shape.coverage(
                                x0: max(x, area.minX), y0: max(y, area.minY),
                                x1: min(x + 1, area.maxX), y1: min(y + 1, area.maxY)) * inArea : 0
                        let alpha = (row * corner.width + column) * 4 + 3
                        let scaled = UInt8(min(255, (Double(bytes[alpha]) * coverage).rounded()))
                        bytes[alpha] = scaled
                        if scaled > 0 { touched = true }
                    }
                }
            }
            if touched { draw(pixels, in: corner.rect, clippedTo: bounds) }
        }
    }

    /// Strokes `width` pixels along the inside of `shape`'s outline (`CALayer.borderWidth`: the border lies within
    /// the bounds and its inner edge is rounded by the radius less the width).
    package mutating func strokeInside(_ shape: RoundedShape, width: Double, with color: RGBA) {
        guard width > 0, !shape.rect.isEmpty else { return }
        guard let inner = shape.inset(by: width) else { return fill(shape, with: color) }
        let rect = shape.rect
        let tiling = ShapeTiling(
            shape: shape, reach: max(shape.cornerExtent, width), width: self.width, height: self.height)
        let middleX = Double(tiling.x1)
        let middleWidth = Double(tiling.x2 - tiling.x1)
        let middleY = Double(tiling.y1)
        let middleHeight = Double(tiling.y2 - tiling.y1)
        if middleWidth > 0 {
            fill(
                PixelRect(x: middleX, y: rect.minY, width: middleWidth, height: width), with: color, clippedTo: bounds)
            fill(
                PixelRect(x: middleX, y: rect.maxY - width, width: middleWidth, height: width), with: color,
                clippedTo: bounds)
        }
        if middleHeight > 0 {
            fill(
                PixelRect(x: rect.minX, y: middleY, width: width, height: middleHeight), with: color, clippedTo: bounds
            )
            fill(
                PixelRect(x: rect.maxX - width, y: middleY, width: width, height: middleHeight), with: color,
                clippedTo: bounds)
        }
        for corner in tiling.corners {
            drawMask(color: color, over: corner) {
                max(0, shape.coverage(column: $0, row: $1) - inner.coverage(column: $0, row: $1))
            }
        }
    }

    /// Draws the shadow `shape` casts (`CALayer.shadowPath` of the shape): its silhouette moved by (`dx`, `dy`),
    /// blurred by a Gaussian of standard deviation `blur` pixels, in `colour` at `opacity`.
    ///
    /// The blur is three passes of a box filter (close to a Gaussian) over a coarse mask whose cells are about
    /// `blur / 2.5` pixels wide, which a blur that wide cannot tell from the full-resolution one; the mask is then
    /// drawn stretched over the canvas with the smooth Catmull-Rom filter. The cost is one image draw of the
    /// shadow's area plus a small mask, whatever the blur.
    package mutating func drawShadow(
        of shape: RoundedShape, dx: Double, dy: Double, blur: Double, color: RGBA = .black,
        opacity: Double
    ) {
        guard opacity > 0, !shape.rect.isEmpty, shape.rect.isFinite, dx.isFinite, dy.isFinite, blur.isFinite else {
            return
        }
        let moved = shape.offsetBy(dx: dx, dy: dy)
        let alpha = UInt8(min(255, (Double(color.a) * min(opacity, 1)).rounded()))
        let tinted = RGBA(r: color.r, g: color.g, b: color.b, a: alpha)
        guard blur >= 0.5 else { return fill(moved, with: tinted) }
        let cell = max(1, Int(blur / 2.5))
        let box = BoxBlur(standardDeviation: blur / Double(cell))
        let reach = Double(box.reach * cell + cell)
        // Far beyond any canvas (and any Int): nothing of it can show.
        let far = 1e12
        guard moved.rect.minX - reach > -far, moved.rect.maxX + reach < far, moved.rect.minY - reach > -far,
            moved.rect.maxY + reach < far
        else { return }
        let originX = Int((moved.rect.minX - reach).rounded(.down))
        let originY = Int((moved.rect.minY - reach).rounded(.down))
        // The grid of cells over the shadow, cut to the cells that can still reach the canvas: a value spreads
        // `box.reach` cells in the blur and 2 more in the final filter, so a mask cut 3 cells further out than that
        // gives the canvas the same shadow, and a cell far larger than the view costs what the view shows.
        let spare = box.reach + 3
        let columnSpan = ShadowGrid.cells(
            to: moved.rect.maxX + reach, origin: originX, cell: cell, canvas: width, spare: spare)
        let rowSpan = ShadowGrid.cells(
            to: moved.rect.maxY + reach, origin: originY, cell: cell, canvas: height, spare: spare)
        let columns = columnSpan.count
        let rows = rowSpan.count
        guard columns > 0, rows > 0 else { return }
        let area = PixelRect(
            x: Double(originX + columnSpan.lowerBound * cell), y: Double(originY + rowSpan.lowerBound * cell),
            width: Double(columns * cell), height: Double(rows * cell))
        guard area.intersection(bounds) != nil else { return }
        var mask = [Float](repeating: 0, count: columns * rows)
        for row in 0..<rows {
            let y0 = Double(originY + (rowSpan.lowerBound + row) * cell)
            for column in 0..<columns {
                let x0 = Double(originX + (columnSpan.lowerBound + column) * cell)
                mask[row * columns + column] = Float(
                    moved.coverage(x0: x0, y0: y0, x1: x0 + Double(cell), y1: y0 + Double(cell)))
            }
        }
        box.apply(to: &mask, width: columns, height: rows)
        var pixels = [UInt8](repeating: 0, count: columns * rows * 4)
        for index in 0..<mask.count {
            pixels[index * 4] = color.r
            pixels[index * 4 + 1] = color.g
            pixels[index * 4 + 2] = color.b
            pixels[index * 4 + 3] = UInt8(min(255, max(0, (mask[index] * Float(alpha)).rounded())))
        }
        draw(
            RGBAImage(width: columns, height: rows, pixels: pixels), in: area, clippedTo: bounds,
            filter: cell == 1 ? .lanczos3 : .catmullRom)
    }

    /// Draws `colour` over the pixels of `region` with the coverage `coverage(column, row)` gives, at 1:1.
    private mutating func drawMask(color: RGBA, over region: ShapeTiling.Region, coverage: (Int, Int) -> Double) {
        var pixels = [UInt8](repeating: 0, count: region.width * region.height * 4)
        var touched = false
        for row in 0..<region.height {
            for column in 0..<region.width {
                let value = coverage(region.x + column, region.y + row)
                guard value > 0 else { continue }
                let index = (row * region.width + column) * 4
                pixels[index] = color.r
                pixels[index + 1] = color.g
                pixels[index + 2] = color.b
                pixels[index + 3] = UInt8(min(255, (Double(color.a) * value).rounded()))
                touched = touched || pixels[index + 3] > 0
            }
        }
        if touched {
            draw(
                RGBAImage(width: region.width, height: region.height, pixels: pixels), in: region.rect,
                clippedTo: bounds)
        }
    }
}
