import CPixman
import FilmstripImage

/// Filling a colour through an 8-bit coverage mask (a rasterized glyph): pixman composites the solid colour source-
/// over through the mask, so text costs no per-pixel Swift loop.
extension Canvas {
    /// Composites `colour` through `coverage` (`width` x `rows` bytes, `rowBytes` a row, a multiple of 4) whose
    /// first byte lands on canvas pixel (`x`, `y`), only within the whole pixels of `clip` (the canvas when nil).
    package mutating func fill(
        coverage: [UInt8], width: Int, rows: Int, rowBytes: Int, atX x: Int, y: Int, with color: RGBA,
        clippedTo clip: PixelRect? = nil
    ) {
        guard color.a > 0, width > 0, rows > 0, rowBytes >= width, rowBytes % 4 == 0,
            coverage.count >= rowBytes * rows
        else { return }
        var left = max(0, x)
        var top = max(0, y)
        var right = min(self.width, x + width)
        var bottom = min(height, y + rows)
        if let clip {
            guard clip.isFinite else { return }
            left = max(left, Int(max(clip.minX.rounded(.down), -1e9)))
            top = max(top, Int(max(clip.minY.rounded(.down), -1e9)))
            right = min(right, Int(min(clip.maxX.rounded(.up), 1e9)))
            bottom = min(bottom, Int(min(clip.maxY.rounded(.up), 1e9)))
        }
        guard left < right, top < bottom else { return }
        recordingFailure { canvas in
            try PixmanBridge.withSolid(color) { solid in
                try coverage.withUnsafeBufferPointer { buffer in
                    // pixman only reads a mask.
                    try PixmanBridge.withAlphaMask(
                        UnsafeMutablePointer(mutating: buffer.baseAddress!), width: width, height: rows,
                        rowBytes: rowBytes
                    ) { mask in
                        try canvas.withCanvasImage { target in
                            PixmanBridge.composite(
                                PIXMAN_OP_OVER, source: solid, mask: mask, destination: target, maskX: left - x,
                                maskY: top - y, destinationX: left, destinationY: top, width: right - left,
                                height: bottom - top)
                        }
                    }
                }
            }
        }
    }
}
