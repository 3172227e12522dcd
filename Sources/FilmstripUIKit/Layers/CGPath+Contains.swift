import Foundation

extension CGPath {
    /// Whether `point` is inside the path's filled area by `rule` (nonzero winding, or even-odd when `eoFill`), the
    /// path first mapped by `transform`, as Core Graphics answers it: each subpath closed, curves flattened.
    public func contains(
        _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
    ) -> Bool {
        var winding = 0
        var crossings = 0
        let x = Double(point.x)
        let y = Double(point.y)
        for polyline in polylines(mappedBy: transform) where polyline.points.count > 2 {
            let points = polyline.points
            for index in points.indices {
                let a = points[index]
                let b = points[(index + 1) % points.count]
                // An edge crosses the horizontal line through the point when its ends are on either side of it.
                guard (a.y <= y) != (b.y <= y) else { continue }
                let crossingX = a.x + (y - a.y) / (b.y - a.y) * (b.x - a.x)
                guard crossingX > x else { continue }
                crossings += 1
                winding += b.y > a.y ? 1 : -1
            }
        }
        return rule == .evenOdd ? crossings % 2 == 1 : winding != 0
    }
}
