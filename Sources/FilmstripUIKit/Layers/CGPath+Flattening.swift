import FilmstripImage
import FilmstripRaster
import Foundation

extension CGPath {
    /// The path's subpaths mapped by `transform` (to canvas pixels) with curves flattened into lines no further than
    /// `tolerance` pixels from them: what the polygon fill and the stroker take. A subpath of a lone `move` is kept
    /// as one point (a round or square cap draws it).
    func polylines(mappedBy transform: CGAffineTransform, tolerance: Double = 0.01) -> [Polyline] {
        typealias Point = Polyline.Point
        var polylines: [Polyline] = []
        var current: [Point] = []
        var hasSubpath = false
        func point(_ p: CGPoint) -> Point {
            let mapped = p.applying(transform)
            return Point(x: Double(mapped.x), y: Double(mapped.y))
        }
        func finish(closed: Bool) {
            if hasSubpath, !current.isEmpty { polylines.append(Polyline(points: current, isClosed: closed)) }
            hasSubpath = false
            current = closed && !current.isEmpty ? [current[0]] : []
        }
        func steps(_ bend: Double, _ factor: Double) -> Int {
            guard bend.isFinite else { return 1 }
            return min(max(1, Int((bend * factor / tolerance).squareRoot().rounded(.up))), 1000)
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                current = [point(p)]
                hasSubpath = true
            case .line(let p):
                if current.isEmpty { current = [point(.zero)] }
                hasSubpath = true
                current.append(point(p))
            case .quad(let c, let p):
                let p0 = current.last ?? point(.zero)
                let p1 = point(c)
                let p2 = point(p)
                if current.isEmpty { current = [p0] }
                hasSubpath = true
                let bend = hypotenuse(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y)
                let n = steps(bend, 0.25)
                for i in 1...n {
                    let t = Double(i) / Double(n)
                    let u = 1 - t
                    current.append(
                        Point(
                            x: u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x,
                            y: u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y))
                }
            case .cubic(let c1, let c2, let p):
                let p0 = current.last ?? point(.zero)
                let p1 = point(c1)
                let p2 = point(c2)
                let p3 = point(p)
                if current.isEmpty { current = [p0] }
                hasSubpath = true
                let bend = max(
                    hypotenuse(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y),
                    hypotenuse(p1.x - 2 * p2.x + p3.x, p1.y - 2 * p2.y + p3.y))
                let n = steps(bend, 0.75)
                for i in 1...n {
                    let t = Double(i) / Double(n)
                    let u = 1 - t
                    let a = u * u * u
                    let b = 3 * u * u * t
                    let c = 3 * u * t * t
                    let d = t * t * t
                    current.append(
                        Point(
                            x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y))
                }
            case .close:
                finish(closed: true)
            }
        }
        finish(closed: false)
        return polylines
    }
}
