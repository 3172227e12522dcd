import CPixman
import FilmstripImage

extension Canvas {
    /// Draws `image` as an element `size` pixels large whose centre lands on `centre` and which is turned or
    /// sheared about it by the linear map (`a`, `b`, `c`, `d`: a vector `(x, y)` from the centre goes to
    /// `(a·x + c·y, b·x + d·y)`), at `opacity`.
    ///
    /// The image is first resampled (Lanczos, as every other draw) to the element's size times the map's scale
    /// along each axis, so that the turn itself only moves pixels by less than one: pixman then maps it with
    /// bilinear filtering, which also softens the turned edges over about a pixel.
    public mutating func draw(
        _ image: RGBAImage, size: (width: Double, height: Double), centre: (x: Double, y: Double),
        linear: (a: Double, b: Double, c: Double, d: Double), opacity: Double = 1
    ) {
        let (a, b, c, d) = linear
        let determinant = a * d - b * c
        let scaleX = (a * a + b * b).squareRoot()
        let scaleY = (c * c + d * d).squareRoot()
        guard image.width > 0, image.height > 0, opacity > 0, size.width > 0, size.height > 0,
            determinant != 0, [a, b, c, d, centre.x, centre.y, size.width, size.height].allSatisfy(\.isFinite)
        else { return }
        // Where the four corners land: nothing is drawn (or allocated) for an element off the canvas.
        let corners = [(-0.5, -0.5), (0.5, -0.5), (-0.5, 0.5), (0.5, 0.5)].map { (u, v) -> (Double, Double) in
            let x = u * size.width
            let y = v * size.height
            return (centre.x + a * x + c * y, centre.y + b * x + d * y)
        }
        let box = PixelRect(
            x: corners.map(\.0).min()!, y: corners.map(\.1).min()!,
            width: corners.map(\.0).max()! - corners.map(\.0).min()!,
            height: corners.map(\.1).max()! - corners.map(\.1).min()!)
        guard let visible = visibleArea(of: box, clip: nil) else { return }
        let columns = pixelSpan(visible.minX, visible.maxX, limit: width)
        let rows = pixelSpan(visible.minY, visible.maxY, limit: height)
        guard !columns.isEmpty, !rows.isEmpty else { return }
        let patch: (size: PixelSize, words: [UInt32])
        do {
            patch = try uprightPatch(of: image, size: size, stretch: (scaleX, scaleY))
        } catch {
            return recordingFailure { _ in throw error }
        }
        let upright = patch.size
        var words = patch.words
        // From the patch's pixels to the canvas: the map with the patch's own scale taken out.
        let (m00, m10) = (a * size.width / Double(upright.width), b * size.width / Double(upright.width))
        let (m01, m11) = (c * size.height / Double(upright.height), d * size.height / Double(upright.height))
        let inverseDeterminant = 1 / (m00 * m11 - m01 * m10)
        let (i00, i01) = (m11 * inverseDeterminant, -m01 * inverseDeterminant)
        let (i10, i11) = (-m10 * inverseDeterminant, m00 * inverseDeterminant)
        // Canvas point p maps to patch point inverse · (p - centre) + patch centre.
        let tx = Double(upright.width) / 2 - (i00 * centre.x + i01 * centre.y)
        let ty = Double(upright.height) / 2 - (i10 * centre.x + i11 * centre.y)
        func fixed(_ value: Double) -> pixman_fixed_t { pixman_fixed_t((value * 65536).rounded()) }
        var transform = pixman_transform_t()
        transform.matrix = (
            (fixed(i00), fixed(i01), fixed(tx)), (fixed(i10), fixed(i11), fixed(ty)), (0, 0, fixed(1))
        )
        let patchWidth = upright.width
        let patchHeight = upright.height
        let alpha = UInt8((min(opacity, 1) * 255).rounded())
        guard alpha > 0 else { return }
        recordingFailure { canvas in
            try words.withUnsafeMutableBufferPointer { pointer in
                try PixmanBridge.withImage(pointer.baseAddress!, width: patchWidth, height: patchHeight) { source in
                    pixman_image_set_transform(source, &transform)
                    pixman_image_set_filter(source, PIXMAN_FILTER_BILINEAR, nil, 0)
                    try canvas.withCanvasImage { target in
                        let draw = { (mask: OpaquePointer?) in
                            PixmanBridge.composite(
                                PIXMAN_OP_OVER, source: source, mask: mask, destination: target,
                                sourceX: columns.lowerBound, sourceY: rows.lowerBound,
                                destinationX: columns.lowerBound, destinationY: rows.lowerBound,
                                width: columns.count, height: rows.count)
                        }
                        if alpha == 255 {
                            draw(nil)
                        } else {
                            try PixmanBridge.withSolid(red: 0, green: 0, blue: 0, alpha: alpha) { draw($0) }
                        }
                    }
                }
            }
        }
    }

    /// `image` resampled (Lanczos) upright to an element `size` pixels large stretched by `stretch` along its axes,
    /// no larger than a few canvases: what a turned or projected element is mapped from, so that the map itself moves
    /// pixels by less than one. Its size and premultiplied words.
    func uprightPatch(
        of image: RGBAImage, size: (width: Double, height: Double), stretch: (x: Double, y: Double)
    ) throws(PixmanImageError) -> (size: PixelSize, words: [UInt32]) {
        let limit = Double(4 * max(width, height))
        let upright = PixelSize(
            width: max(1, Int(min(size.width * stretch.x, limit).rounded())),
            height: max(1, Int(min(size.height * stretch.y, limit).rounded())))
        var patch = Canvas(width: upright.width, height: upright.height, background: .clear)
        patch.draw(image, in: PixelRect(width: upright.width, height: upright.height))
        if let failure = patch.drawingError { throw failure }
        return (upright, patch.makePremultipliedImage().words)
    }
}
