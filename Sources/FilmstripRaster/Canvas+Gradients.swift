import CPixman
import FilmstripImage

/// Filling a rectangle with a `CAGradientLayer`'s gradient: pixman's linear, radial and conical gradient images are
/// the source, sampled at pixel centres, and the rectangle's edges are anti-aliased as any fill's.
extension Canvas {
    /// Fills `rect` with `gradient` at `opacity`.
    package mutating func fill(_ rect: PixelRect, with gradient: LayerGradient, opacity: Double = 1) {
        guard opacity > 0, !gradient.stops.isEmpty, let visible = visibleArea(of: rect, clip: nil) else { return }
        let columns = pixelSpan(visible.minX, visible.maxX, limit: width)
        let rows = pixelSpan(visible.minY, visible.maxY, limit: height)
        guard !columns.isEmpty, !rows.isEmpty else { return }
        guard gradient.stops.count > 1 else { return fill(visible, with: gradient.stops[0].color) }
        let numbers = [gradient.start.x, gradient.start.y, gradient.end.x, gradient.end.y]
        guard numbers.allSatisfy({ $0.isFinite && abs($0) < 30_000 }) else { return }
        recordingFailure { canvas in
            guard let source = Self.gradientImage(gradient) else {
                throw PixmanImageError(size: PixelSize(width: columns.count, height: rows.count))
            }
            defer { pixman_image_unref(source) }
            try canvas.composite(
                source, origin: (0, 0), over: visible, columns: columns, rows: rows, opacity: min(opacity, 1))
        }
    }

    /// pixman's image of `gradient`, padded past its ends, or nil when pixman could not make it.
    private static func gradientImage(_ gradient: LayerGradient) -> OpaquePointer? {
        func fixed(_ value: Double) -> pixman_fixed_t { pixman_fixed_t((value * 65536).rounded()) }
        func point(_ p: (x: Double, y: Double)) -> pixman_point_fixed_t {
            pixman_point_fixed_t(x: fixed(p.x), y: fixed(p.y))
        }
        // A conic gradient runs counter-clockwise in pixman: its stops are mirrored (t becomes 1 - t) and it starts
        // at the opposite angle, which makes it run clockwise from `end`'s direction.
        let mirrored = gradient.kind == .conic
        let ordered = mirrored ? gradient.stops.reversed().map { (1 - $0.location, $0.color) } : gradient.stops
        // Red and blue swapped, as every colour handed to pixman here (`PixmanBridge.premultipliedRGBA`).
        var stops = ordered.map { location, color in
            pixman_gradient_stop_t(
                x: fixed(min(max(location, 0), 1)),
                color: pixman_color_t(
                    red: UInt16(color.b) * 257, green: UInt16(color.g) * 257, blue: UInt16(color.r) * 257,
                    alpha: UInt16(color.a) * 257))
        }
        let count = Int32(stops.count)
        var start = point(gradient.start)
        var image: OpaquePointer?
        switch gradient.kind {
        case .axial:
            var end = point(gradient.end)
            if start.x == end.x && start.y == end.y { end.x += 1 }
            image = pixman_image_create_linear_gradient(&start, &end, &stops, count)
        case .radial:
            let rx = abs(gradient.end.x - gradient.start.x)
            let ry = abs(gradient.end.y - gradient.start.y)
            let radius = max(rx, ry)
            guard radius > 0 else { return nil }
            image = pixman_image_create_radial_gradient(&start, &start, 0, fixed(radius), &stops, count)
            // An ellipse: the circle of the larger radius, squeezed along the other axis by a transform from the
            // canvas into the gradient's plane.
            if let made = image, rx != ry, rx > 0, ry > 0 {
                var transform = pixman_transform_t()
                let sx = radius / rx
                let sy = radius / ry
                pixman_transform_init_identity(&transform)
                transform.matrix.0.0 = fixed(sx)
                transform.matrix.0.2 = fixed(gradient.start.x * (1 - sx))
                transform.matrix.1.1 = fixed(sy)
                transform.matrix.1.2 = fixed(gradient.start.y * (1 - sy))
                _ = pixman_image_set_transform(made, &transform)
            }
        case .conic:
            image = pixman_image_create_conical_gradient(&start, fixed(-gradient.conicStartDegrees), &stops, count)
        }
        if let image { pixman_image_set_repeat(image, PIXMAN_REPEAT_PAD) }
        return image
    }
}
