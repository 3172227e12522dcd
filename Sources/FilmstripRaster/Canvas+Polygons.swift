import CFilmstripPixels
import CPixman
import FilmstripImage

/// Filling closed polygons (a shape layer's flattened path, its stroke's outline): their coverage is computed by
/// the C shim into an 8-bit mask over the pixels they touch, and pixman composites the colour through it.
extension Canvas {
    /// Fills `polygons` (each closed back to its first point, in canvas pixels) with `colour` under `rule`,
    /// anti-aliased.
    package mutating func fill(
        polygons: [[(x: Double, y: Double)]], rule: PolygonFillRule, with color: RGBA
    ) {
        guard color.a > 0 else { return }
        let points = polygons.joined()
        guard let first = points.first, points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return }
        var box = (minX: first.x, minY: first.y, maxX: first.x, maxY: first.y)
        for point in points {
            box = (min(box.minX, point.x), min(box.minY, point.y), max(box.maxX, point.x), max(box.maxY, point.y))
        }
        let extent = PixelRect(x: box.minX, y: box.minY, width: box.maxX - box.minX, height: box.maxY - box.minY)
        guard let visible = visibleArea(of: extent, clip: nil) else { return }
        let columns = pixelSpan(visible.minX, visible.maxX, limit: width)
        let rows = pixelSpan(visible.minY, visible.maxY, limit: height)
        guard !columns.isEmpty, !rows.isEmpty else { return }
        var coordinates: [Double] = []
        coordinates.reserveCapacity(points.count * 2)
        for point in points {
            coordinates.append(point.x - Double(columns.lowerBound))
            coordinates.append(point.y - Double(rows.lowerBound))
        }
        let counts = polygons.map { Int32(clamping: $0.count) }
        let rowBytes = (columns.count + 3) & ~3
        var mask = [UInt8](repeating: 0, count: rowBytes * rows.count)
        let status = mask.withUnsafeMutableBufferPointer { bytes in
            fs_fill_polygons(
                bytes.baseAddress, Int32(columns.count), Int32(rows.count), Int32(rowBytes), coordinates, counts,
                Int32(counts.count), rule == .evenOdd ? 1 : 0)
        }
        guard status == 0 else {
            return recordingFailure { _ in
                throw PixmanImageError(size: PixelSize(width: columns.count, height: rows.count))
            }
        }
        composite(color, through: &mask, rowBytes: rowBytes, columns: columns, rows: rows)
    }

    /// Composites `colour` through `mask` (covering `columns` x `rows` of the canvas) source-over.
    package mutating func composite(
        _ color: RGBA, through mask: inout [UInt8], rowBytes: Int, columns: Range<Int>, rows: Range<Int>
    ) {
        recordingFailure { canvas in
            try PixmanBridge.withSolid(color) { solid in
                try mask.withUnsafeMutableBufferPointer { bytes in
                    try PixmanBridge.withAlphaMask(
                        bytes.baseAddress!, width: columns.count, height: rows.count, rowBytes: rowBytes
                    ) { maskImage in
                        try canvas.withCanvasImage { target in
                            PixmanBridge.composite(
                                PIXMAN_OP_OVER, source: solid, mask: maskImage, destination: target,
                                destinationX: columns.lowerBound, destinationY: rows.lowerBound,
                                width: columns.count, height: rows.count)
                        }
                    }
                }
            }
        }
    }
}
