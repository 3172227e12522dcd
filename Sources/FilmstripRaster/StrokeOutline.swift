import FilmstripImage
import Foundation

/// The outline of a stroke as polygons whose union (under the non-zero rule, each one wound the same way) is what
/// the stroke covers: a quadrilateral per segment, a join at each inner vertex and a cap at each open end. Computed
/// per vertex, so the pixels are left to the polygon fill.
package enum StrokeOutline {
    typealias Point = Polyline.Point

    /// The polygons covering `polylines` stroked with `style`.
    package static func polygons(of polylines: [Polyline], style: StrokeStyle) -> [[(x: Double, y: Double)]] {
        let half = style.width / 2
        guard half > 0, half.isFinite else { return [] }
        var polygons: [[Point]] = []
        for polyline in dashed(polylines, style: style) {
            outline(of: polyline, half: half, style: style, into: &polygons)
        }
        return polygons.map { polygon in
            let wound = signedArea(polygon) < 0 ? polygon.reversed() : polygon
            return wound.map { ($0.x, $0.y) }
        }
    }

    /// The dashes of `polylines` as open pieces (the polylines themselves when the pattern is empty or all zero).
    static func dashed(_ polylines: [Polyline], style: StrokeStyle) -> [Polyline] {
        let pattern = style.dashes.map { max($0, 0) }
        let period = pattern.reduce(0, +)
        guard !pattern.isEmpty, period > 0, period.isFinite, style.dashPhase.isFinite else { return polylines }
        // An odd count repeats the pattern once more, as Core Graphics reads it.
        let lengths = pattern.count % 2 == 1 ? pattern + pattern : pattern
        var pieces: [Polyline] = []
        for polyline in polylines {
            let total = polyline.length
            var phase = style.dashPhase.truncatingRemainder(dividingBy: 2 * period)
            if phase < 0 { phase += 2 * period }
            // Where the pattern stands at the polyline's start.
            var index = 0
            while phase >= lengths[index] {
                phase -= lengths[index]
                index = (index + 1) % lengths.count
            }
            var position = -phase
            // Enough dashes for any sane path; a pattern far finer than a pixel stops here.
            var budget = 100_000
            while position < total && budget > 0 {
                budget -= 1
                let end = position + lengths[index]
                if index % 2 == 0, end > 0, let piece = polyline.piece(from: max(position, 0), to: min(end, total)) {
                    pieces.append(piece)
                }
                position = end
                index = (index + 1) % lengths.count
            }
        }
        return pieces
    }

    /// Adds the polygons of one stroked polyline.
    static func outline(of polyline: Polyline, half: Double, style: StrokeStyle, into polygons: inout [[Point]]) {
        // Consecutive duplicates make no direction.
        var points: [Point] = []
        for point in polyline.points where points.last != point { points.append(point) }
        if polyline.isClosed, points.count > 1, points.first == points.last { points.removeLast() }
        guard let first = points.first else { return }
        guard points.count > 1 else {
            // A zero-length subpath: a dot for round caps, a square for square caps.
            switch style.cap {
            case .butt: break
            case .round: polygons.append(circle(first, half))
            case .square:
                polygons.append([
                    Point(x: first.x - half, y: first.y - half), Point(x: first.x + half, y: first.y - half),
                    Point(x: first.x + half, y: first.y + half), Point(x: first.x - half, y: first.y + half),
                ])
            }
            return
        }
        let count = polyline.isClosed ? points.count : points.count - 1
        var directions: [Point] = []
        for index in 0..<count {
            let p = points[index]
            let q = points[(index + 1) % points.count]
            let length = hypotenuse(q.x - p.x, q.y - p.y)
            let d = Point(x: (q.x - p.x) / length, y: (q.y - p.y) / length)
            directions.append(d)
            let n = Point(x: -d.y * half, y: d.x * half)
            polygons.append([
                Point(x: p.x + n.x, y: p.y + n.y), Point(x: q.x + n.x, y: q.y + n.y),
                Point(x: q.x - n.x, y: q.y - n.y), Point(x: p.x - n.x, y: p.y - n.y),
            ])
        }
        // Joins: at every vertex between two segments.
        let joints = polyline.isClosed ? 0..<count : 1..<count
        for index in joints {
            let incoming = directions[(index - 1 + count) % count]
            let outgoing = directions[index]
            join(at: points[index], incoming, outgoing, half: half, style: style, into: &polygons)
        }
        guard !polyline.isClosed else { return }
        cap(
            at: points[0], direction: Point(x: -directions[0].x, y: -directions[0].y), half: half, style: style,
            into: &polygons)
        cap(at: points[points.count - 1], direction: directions[count - 1], half: half, style: style, into: &polygons)
    }

    /// The join at `vertex` between segments running `incoming` and `outgoing` (unit directions).
    static func join(
        at vertex: Point, _ incoming: Point, _ outgoing: Point, half: Double, style: StrokeStyle,
        into polygons: inout [[Point]]
    ) {
        let cross = incoming.x * outgoing.y - incoming.y * outgoing.x
        let dot = incoming.x * outgoing.x + incoming.y * outgoing.y
        if style.join == .round {
            if cross != 0 || dot < 0 { polygons.append(circle(vertex, half)) }
            return
        }
        guard cross != 0 else { return }
        // The outer side is the one the path turns away from.
        let side = cross > 0 ? -1.0 : 1.0
        let a = Point(x: vertex.x - incoming.y * half * side, y: vertex.y + incoming.x * half * side)
        let b = Point(x: vertex.x - outgoing.y * half * side, y: vertex.y + outgoing.x * half * side)
        // The miter's length over the width is 1 / sin(theta / 2), theta the angle between the segments.
        let cosTheta = -dot
        let sinHalf = ((1 - cosTheta) / 2).squareRoot()
        if style.join == .miter, sinHalf > 0, 1 / sinHalf <= style.miterLimit {
            let bisector = Point(x: a.x + b.x - 2 * vertex.x, y: a.y + b.y - 2 * vertex.y)
            let length = hypotenuse(bisector.x, bisector.y)
            if length > 0 {
                let reach = half / sinHalf
                let tip = Point(x: vertex.x + bisector.x / length * reach, y: vertex.y + bisector.y / length * reach)
                polygons.append([vertex, a, tip, b])
                return
            }
        }
        polygons.append([vertex, a, b])
    }

    /// The cap at an open end `end`, the path leaving it along `direction` (a unit vector pointing out of the path).
    static func cap(at end: Point, direction: Point, half: Double, style: StrokeStyle, into polygons: inout [[Point]]) {
        switch style.cap {
        case .butt: return
        case .round: polygons.append(circle(end, half))
        case .square:
            let n = Point(x: -direction.y * half, y: direction.x * half)
            let out = Point(x: direction.x * half, y: direction.y * half)
            polygons.append([
                Point(x: end.x + n.x, y: end.y + n.y), Point(x: end.x + n.x + out.x, y: end.y + n.y + out.y),
                Point(x: end.x - n.x + out.x, y: end.y - n.y + out.y), Point(x: end.x - n.x, y: end.y - n.y),
            ])
        }
    }

    /// A circle of `radius` about `centre`, its chords within 1/100 pixel of the arc.
    static func circle(_ centre: Point, _ radius: Double) -> [Point] {
        let tolerance = 0.01
        let step = radius > tolerance ? 2 * acos(1 - tolerance / radius) : Double.pi / 2
        let count = min(max(8, Int((2 * Double.pi / step).rounded(.up))), 1024)
        return (0..<count).map { index in
            let angle = 2 * Double.pi * Double(index) / Double(count)
            return Point(x: centre.x + radius * cos(angle), y: centre.y + radius * sin(angle))
        }
    }

    /// Twice the polygon's signed area (positive: clockwise on screen).
    static func signedArea(_ polygon: [Point]) -> Double {
        var sum = 0.0
        for index in polygon.indices {
            let p = polygon[index]
            let q = polygon[(index + 1) % polygon.count]
            sum += p.x * q.y - q.x * p.y
        }
        return sum
    }
}
