import CFilmstripPixels
import CPixman
import FilmstripImage

extension Canvas {
    /// Draws `image` as an element `size` pixels large through the projective `map`, which takes a point of the
    /// element (from its centre, in pixels) to the canvas, at `opacity`: a layer with perspective, as Core Animation
    /// draws it. Nothing is drawn when part of the element would be behind the eye (`W` not positive at a corner).
    ///
    /// As for a turn, the image is first resampled (Lanczos) to the element's size times the map's largest stretch
    /// along each axis, so that the projective map, filtered bilinearly, only has to shrink it (by the
    /// foreshortening) and softens the element's edges over about a pixel.
    package mutating func draw(
        _ image: RGBAImage, size: (width: Double, height: Double), through map: ProjectiveMap, opacity: Double = 1
    ) {
        guard image.width > 0, image.height > 0, opacity > 0, size.width > 0, size.height > 0,
            map.m.joined().allSatisfy(\.isFinite), size.width.isFinite, size.height.isFinite
        else { return }
        let halfWidth = size.width / 2
        let halfHeight = size.height / 2
        let mapped = [
            (-halfWidth, -halfHeight), (halfWidth, -halfHeight), (halfWidth, halfHeight), (-halfWidth, halfHeight),
        ]
        .compactMap { map.apply(x: $0.0, y: $0.1) }
        guard mapped.count == 4 else { return }
        let xs = mapped.map(\.x)
        let ys = mapped.map(\.y)
        let box = PixelRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        guard let visible = visibleArea(of: box, clip: nil) else { return }
        let columns = pixelSpan(visible.minX, visible.maxX, limit: width)
        let rows = pixelSpan(visible.minY, visible.maxY, limit: height)
        guard !columns.isEmpty, !rows.isEmpty else { return }
        // The longest of each pair of opposite edges, drawn, says how large the upright patch must be.
        func length(_ p: (x: Double, y: Double), _ q: (x: Double, y: Double)) -> Double {
            ((p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y)).squareRoot()
        }
        let stretchX = max(length(mapped[0], mapped[1]), length(mapped[3], mapped[2])) / size.width
        let stretchY = max(length(mapped[0], mapped[3]), length(mapped[1], mapped[2])) / size.height
        let patch: (size: PixelSize, words: [UInt32])
        do {
            patch = try uprightPatch(of: image, size: size, stretch: (stretchX, stretchY))
        } catch {
            return recordingFailure { _ in throw error }
        }
        let (upright, words) = patch
        // Patch pixels to the element's points from its centre, then through the map to the canvas.
        let fromPatch = ProjectiveMap.scale(size.width / Double(upright.width), size.height / Double(upright.height))
            .after(.translation(-Double(upright.width) / 2, -Double(upright.height) / 2))
        guard let inverse = map.after(fromPatch).inverse else { return }
        let alpha = UInt32((min(opacity, 1) * 255).rounded())
        guard alpha > 0 else { return }
        let matrix = Array(inverse.m.joined())
        let patchWidth = upright.width
        let patchHeight = upright.height
        let canvasWidth = width
        // pixman's projective path reads negative 16.16 coordinates as huge unsigned ones, so the warp itself
        // is a loop of our own in C, in double precision (`fs_projective_over`).
        recordingFailure { canvas in
            try words.withUnsafeBufferPointer { source in
                try canvas.withCanvasImage { target in
                    guard let pixels = pixman_image_get_data(target) else { return }
                    fs_projective_over(
                        pixels, canvasWidth, columns.lowerBound, rows.lowerBound, columns.upperBound,
                        rows.upperBound, source.baseAddress!, patchWidth, patchHeight, matrix, alpha)
                }
            }
        }
    }
}
