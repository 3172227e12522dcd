import CFilmstripPixels
import FilmstripImage
import Foundation

/// A rectangle with rounded corners of either `CornerCurve`, as a cell's clip, border, tint or shadow and what
/// `Canvas.fillRoundedRect` and `fillCircle` fill: a point test and the anti-aliased coverage of any pixel-grid area.
///
/// Coverage is the exact area for areas no corner curve crosses (so straight edges match `Canvas.fill` exactly) and
/// a fixed 16 x 16 sample grid for the few the curve crosses: deterministic and mirror-symmetric.
package struct RoundedShape: Sendable, Equatable {
    /// The rectangle in pixels.
    package var rect: PixelRect
    /// The corner radius in pixels, as `CALayer.cornerRadius`; clamped so each corner's curve fits half a side.
    package var cornerRadius: Double
    /// Circular arcs, or iOS's continuous corners.
    package var curve: CornerCurve
    /// The corners that are rounded (`CALayer.maskedCorners`); the others are square. All four by default.
    package var roundedCorners: RoundedCorners

    /// The rectangle `rect` with `roundedCorners` rounded to `cornerRadius` pixels drawn as `curve`.
    package init(
        rect: PixelRect, cornerRadius: Double = 0, curve: CornerCurve = .circular, roundedCorners: RoundedCorners = .all
    ) {
        self.rect = rect
        self.cornerRadius = max(0, cornerRadius.isFinite ? cornerRadius : 0)
        self.curve = curve
        self.roundedCorners = roundedCorners
    }

    /// How far from each corner, along both sides, the curve reaches (0 for square corners).
    package var cornerExtent: Double {
        guard !rect.isEmpty else { return 0 }
        return min(curve.extent(radius: cornerRadius), rect.width / 2, rect.height / 2)
    }

    /// The shape `distance` pixels inside this one: what a border of that width leaves, with the radius reduced by
    /// it as UIKit's inner border edge is. Nil when nothing is left.
    package func inset(by distance: Double) -> RoundedShape? {
        let inner = PixelRect(
            x: rect.x + distance, y: rect.y + distance,
            width: rect.width - 2 * distance, height: rect.height - 2 * distance)
        guard !inner.isEmpty else { return nil }
        return RoundedShape(
            rect: inner, cornerRadius: cornerRadius - distance, curve: curve, roundedCorners: roundedCorners)
    }

    /// The shape moved by (`dx`, `dy`) pixels.
    package func offsetBy(dx: Double, dy: Double) -> RoundedShape {
        RoundedShape(
            rect: PixelRect(x: rect.x + dx, y: rect.y + dy, width: rect.width, height: rect.height),
            cornerRadius: cornerRadius, curve: curve, roundedCorners: roundedCorners)
    }

    /// Whether the point (`x`, `y`) is inside (the right and bottom edges are outside, as for pixel areas).
    package func contains(x: Double, y: Double) -> Bool {
        guard x >= rect.minX, x < rect.maxX, y >= rect.minY, y < rect.maxY else { return false }
        let extent = cornerExtent
        guard extent > 0 else { return true }
        let u = cornerDistance(x, rect.minX, rect.maxX, extent)
        let v = cornerDistance(y, rect.minY, rect.maxY, extent)
        guard u > 0, v > 0 else { return true }
        if roundedCorners != .all {
            let left = x < rect.x + rect.width / 2
            let top = y < rect.y + rect.height / 2
            let corner: RoundedCorners =
                top ? (left ? .topLeft : .topRight) : (left ? .bottomLeft : .bottomRight)
            guard roundedCorners.contains(corner) else { return true }
        }
        return cornerContains(u: u / extent, v: v / extent)
    }

    /// The fraction of the pixel-grid area `[x0, x1) x [y0, y1)` inside the shape.
    package func coverage(x0: Double, y0: Double, x1: Double, y1: Double) -> Double {
        let left = max(x0, rect.minX)
        let right = min(x1, rect.maxX)
        let top = max(y0, rect.minY)
        let bottom = min(y1, rect.maxY)
        guard right > left, bottom > top, x1 > x0, y1 > y0 else { return 0 }
        let area = (right - left) * (bottom - top) / ((x1 - x0) * (y1 - y0))
        let extent = cornerExtent
        guard extent > 0 else { return area }
        // Distances past the straight part are V-shaped in x (and y): their extremes over an interval are at its
        // ends, or 0 where it overlaps the straight part.
        let uLeft = cornerDistance(left, rect.minX, rect.maxX, extent)
        let uRight = cornerDistance(right, rect.minX, rect.maxX, extent)
        let vTop = cornerDistance(top, rect.minY, rect.maxY, extent)
        let vBottom = cornerDistance(bottom, rect.minY, rect.maxY, extent)
        let straightX = left < rect.maxX - extent && right > rect.minX + extent
        let straightY = top < rect.maxY - extent && bottom > rect.minY + extent
        if cornerContains(u: max(uLeft, uRight) / extent, v: max(vTop, vBottom) / extent) { return area }
        let nearestInside = cornerContains(
            u: straightX ? 0 : min(uLeft, uRight) / extent, v: straightY ? 0 : min(vTop, vBottom) / extent)
        // With a square corner the area may lie inside even past the curve: only the samples can tell.
        if !nearestInside && roundedCorners == .all { return 0 }
        let n = 16
        let profile = curve == .continuous ? ContinuousCornerProfile.profile : nil
        let inside = fs_rounded_shape_samples(
            x0, y0, (x1 - x0) / Double(n), (y1 - y0) / Double(n), Int32(n), rect.x, rect.y, rect.width, rect.height,
            extent, curve.exponent, UInt32(roundedCorners.rawValue), profile, Int32(profile?.count ?? 0))
        return Double(inside) / Double(n * n)
    }

    /// The coverage of pixel (`column`, `row`).
    package func coverage(column: Int, row: Int) -> Double {
        coverage(x0: Double(column), y0: Double(row), x1: Double(column + 1), y1: Double(row + 1))
    }

    /// The coverage of the part of pixel (`column`, `row`) inside `clip`, as a fraction of the whole pixel.
    package func coverage(column: Int, row: Int, clippedTo clip: PixelRect?) -> Double {
        guard let clip else { return coverage(column: column, row: row) }
        let pixel = PixelRect(x: Double(column), y: Double(row), width: 1, height: 1)
        guard let visible = pixel.intersection(clip) else { return 0 }
        return coverage(x0: visible.minX, y0: visible.minY, x1: visible.maxX, y1: visible.maxY) * visible.width
            * visible.height
    }

    /// How far `x` lies past the straight part `[low + extent, high - extent]` of a side.
    private func cornerDistance(_ x: Double, _ low: Double, _ high: Double, _ extent: Double) -> Double {
        max(0, low + extent - x, x - (high - extent))
    }

    /// Whether a point `u` and `v` extents past the straight parts of a corner's two sides lies inside its curve:
    /// the C shim's test, so that the Swift and the samples agree.
    private func cornerContains(u: Double, v: Double) -> Bool {
        guard curve == .continuous else { return fs_rounded_corner_contains(u, v, curve.exponent, nil, 0) != 0 }
        let profile = ContinuousCornerProfile.profile
        return fs_rounded_corner_contains(u, v, curve.exponent, profile, Int32(profile.count)) != 0
    }
}
