import FilmstripImage
import Foundation

/// A flattened subpath in canvas pixels: the points a path's lines and flattened curves pass through, closed back to
/// the first or open. What fills and strokes are computed from.
package struct Polyline: Sendable, Equatable {
    /// A point in canvas pixels.
    package struct Point: Sendable, Equatable {
        package var x: Double
        package var y: Double
        package init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }
    }

    /// The points in order.
    package var points: [Point]
    /// True when the subpath was closed (`closeSubpath`): it runs back to its first point and has no caps.
    package var isClosed: Bool

    package init(points: [Point], isClosed: Bool) {
        self.points = points
        self.isClosed = isClosed
    }

    /// The points as the tuples the polygon fill takes.
    package var polygon: [(x: Double, y: Double)] { points.map { ($0.x, $0.y) } }

    /// The segments' lengths in order, the closing one included when closed.
    var segmentLengths: [Double] {
        guard points.count > 1 else { return [] }
        var lengths: [Double] = []
        for index in 0..<(isClosed ? points.count : points.count - 1) {
            let p = points[index]
            let q = points[(index + 1) % points.count]
            lengths.append(hypotenuse(q.x - p.x, q.y - p.y))
        }
        return lengths
    }

    /// The length along the outline.
    package var length: Double { segmentLengths.reduce(0, +) }

    /// The open pieces of `polylines` (taken end to end, as one path) between `from` and `to`, lengths along the
    /// whole: `CAShapeLayer.strokeStart` and `strokeEnd` times the total length. A closed polyline wholly inside
    /// stays closed.
    package static func pieces(of polylines: [Polyline], from: Double, to: Double) -> [Polyline] {
        var pieces: [Polyline] = []
        var offset = 0.0
        for polyline in polylines {
            let length = polyline.length
            defer { offset += length }
            if from <= offset && to >= offset + length {
                pieces.append(polyline)
                continue
            }
            let low = max(from - offset, 0)
            let high = min(to - offset, length)
            guard high >= low, high >= 0, low <= length else { continue }
            if let piece = polyline.piece(from: low, to: high) { pieces.append(piece) }
        }
        return pieces
    }

    /// The open piece between lengths `from` and `to` along this polyline (a single point when they are equal).
    func piece(from: Double, to: Double) -> Polyline? {
        let lengths = segmentLengths
        guard !lengths.isEmpty else {
            return from == 0 && !points.isEmpty ? Polyline(points: [points[0]], isClosed: false) : nil
        }
        var result: [Point] = []
        var travelled = 0.0
        for (index, length) in lengths.enumerated() {
            let p = points[index]
            let q = points[(index + 1) % points.count]
            let start = travelled
            let end = travelled + length
            travelled = end
            guard end >= from, start <= to else { continue }
            func at(_ distance: Double) -> Point {
                guard length > 0 else { return p }
                let t = min(max((distance - start) / length, 0), 1)
                return Point(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t)
            }
            if result.isEmpty { result.append(at(max(from, start))) }
            result.append(at(min(to, end)))
        }
        return result.isEmpty ? nil : Polyline(points: result, isClosed: false)
    }
}
