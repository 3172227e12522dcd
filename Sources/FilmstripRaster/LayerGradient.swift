import FilmstripImage
import Foundation

/// A gradient as `CAGradientLayer` describes one, in canvas pixels: its colours at their locations and the geometry
/// its kind reads. Drawn by pixman's gradient images (`Canvas.fill(_:with:)`), so no pixel is computed in Swift.
package struct LayerGradient: Sendable, Hashable {
    /// How colour varies over the plane.
    package enum Kind: Sendable, Hashable {
        /// Along the line from `start` to `end`, constant across it, padded with the end colours beyond.
        case axial
        /// Outward from `start` over the ellipse whose radii are `end`'s distance from it along x and y.
        case radial
        /// Around `start`, clockwise on screen from the direction of `end`, once round.
        case conic
    }

    /// The kind.
    package var kind: Kind
    /// The colours at their locations (0 to 1), in order of location.
    package var stops: [(location: Double, color: RGBA)]
    /// The start point in canvas pixels (the centre of a radial or conic gradient).
    package var start: (x: Double, y: Double)
    /// The end point in canvas pixels.
    package var end: (x: Double, y: Double)

    /// A gradient of `kind` through `stops` (sorted by location here, ties kept in order) from `start` to `end`.
    package init(
        kind: Kind, stops: [(location: Double, color: RGBA)], start: (x: Double, y: Double),
        end: (x: Double, y: Double)
    ) {
        self.kind = kind
        self.stops = stops.enumerated().sorted {
            $0.element.location != $1.element.location
                ? $0.element.location < $1.element.location : $0.offset < $1.offset
        }.map(\.element)
        self.start = start
        self.end = end
    }

    package static func == (lhs: LayerGradient, rhs: LayerGradient) -> Bool {
        lhs.kind == rhs.kind && lhs.start == rhs.start && lhs.end == rhs.end && lhs.stops.count == rhs.stops.count
            && zip(lhs.stops, rhs.stops).allSatisfy { $0.location == $1.location && $0.color == $1.color }
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(start.x)
        hasher.combine(start.y)
        hasher.combine(end.x)
        hasher.combine(end.y)
        for stop in stops {
            hasher.combine(stop.location)
            hasher.combine(stop.color)
        }
    }

    /// The angle, in degrees clockwise on screen from +x, of the direction from `start` to `end` (0 when they
    /// coincide).
    var conicStartDegrees: Double {
        let dx = end.x - start.x
        let dy = end.y - start.y
        guard dx != 0 || dy != 0 else { return 0 }
        return atan2(dy, dx) * 180 / Double.pi
    }
}
