import CPixman
import FilmstripImage

/// Compositing a layer drawn onto a patch of its own (a faded or clipping view) back at 1:1: the patch's pixels are
/// the canvas's, so they go through pixman without resampling, clipped to a rectangle or a rounded outline.
extension Canvas {
    /// Composites `patch`, whose pixel (0, 0) lands on canvas pixel (`x`, `y`), source-over at `opacity`, each pixel
    /// weighted by its overlap with `clip` (the whole patch when nil).
    package mutating func composite(
        _ patch: PremultipliedImage, atX x: Int, y: Int, clippedTo clip: PixelRect? = nil, opacity: Double = 1
    ) {
        let area = PixelRect(x: Double(x), y: Double(y), width: Double(patch.width), height: Double(patch.height))
        guard opacity > 0, patch.width > 0, patch.height > 0, let visible = visibleArea(of: area, clip: clip)
        else { return }
        let columns = pixelSpan(visible.minX, visible.maxX, limit: width)
        let rows = pixelSpan(visible.minY, visible.maxY, limit: height)
        guard !columns.isEmpty, !rows.isEmpty else { return }
        recordingFailure { canvas in
            try patch.words.withUnsafeBufferPointer { words in
                // pixman only reads its source.
                try PixmanBridge.withImage(
                    UnsafeMutablePointer(mutating: words.baseAddress!), width: patch.width, height: patch.height
                ) { source in
                    try canvas.composite(
                        source, origin: (x, y), over: visible, columns: columns, rows: rows, opacity: min(opacity, 1))
                }
            }
        }
    }

    /// Composites `patch` (pixel (0, 0) on canvas pixel (`x`, `y`)) clipped to `shape` at `opacity`: the straight
    /// parts as rectangle clips, the corner squares through an 8-bit mask of the shape's coverage.
    package mutating func composite(
        _ patch: PremultipliedImage, atX x: Int, y: Int, clippedTo shape: RoundedShape, opacity: Double = 1
    ) {
        guard shape.cornerExtent > 0 else {
            return composite(patch, atX: x, y: y, clippedTo: shape.rect, opacity: opacity)
        }
        guard opacity > 0, patch.width > 0, patch.height > 0 else { return }
        let tiling = ShapeTiling(shape: shape, reach: shape.cornerExtent, width: width, height: height)
        for band in tiling.bands(of: shape.rect) { composite(patch, atX: x, y: y, clippedTo: band, opacity: opacity) }
        let patchArea = PixelRect(x: Double(x), y: Double(y), width: Double(patch.width), height: Double(patch.height))
        let strength = min(opacity, 1) * 255
        for corner in tiling.corners {
            guard let area = corner.rect.intersection(patchArea) else { continue }
            let left = Int(area.minX)
            let top = Int(area.minY)
            let columns = Int(area.maxX) - left
            let rows = Int(area.maxY) - top
            guard columns > 0, rows > 0 else { continue }
            let rowBytes = (columns + 3) & ~3
            var mask = [UInt8](repeating: 0, count: rowBytes * rows)
            for row in 0..<rows {
                for column in 0..<columns {
                    let coverage = shape.coverage(column: left + column, row: top + row)
                    mask[row * rowBytes + column] = UInt8((coverage * strength).rounded())
                }
            }
            recordingFailure { canvas in
                try patch.words.withUnsafeBufferPointer { words in
                    try PixmanBridge.withImage(
                        UnsafeMutablePointer(mutating: words.baseAddress!), width: patch.width, height: patch.height
                    ) { source in
                        try mask.withUnsafeMutableBufferPointer { bytes in
                            try PixmanBridge.withAlphaMask(
                                bytes.baseAddress!, width: columns, height: rows, rowBytes: rowBytes
                            ) { maskImage in
                                try canvas.withCanvasImage { target in
                                    PixmanBridge.composite(
                                        PIXMAN_OP_OVER, source: source, mask: maskImage, destination: target,
                                        sourceX: left - x, sourceY: top - y, destinationX: left, destinationY: top,
                                        width: columns, height: rows)
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
