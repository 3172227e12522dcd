import Foundation

/// The elements of the shapes paths are made of (rectangles, rounded rectangles with circular or continuous
/// corners, ellipses, arcs), as Core Graphics and UIKit record them: lines and cubic Béziers.
enum PathGeometry {
    /// The control-point distance, in radii, of a cubic Bézier drawing a quarter circle: 4/3 tan(pi/8).
    static let quarterCircleHandle = 4.0 / 3.0 * tan(Double.pi / 8)

    /// `rect` as a closed subpath, clockwise on screen from its top-left corner.
    static func rectangle(_ rect: CGRect) -> [PathElement] {
        let r = rect.standardized
        return [
            .move(CGPoint(x: r.minX, y: r.minY)), .line(CGPoint(x: r.maxX, y: r.minY)),
            .line(CGPoint(x: r.maxX, y: r.maxY)), .line(CGPoint(x: r.minX, y: r.maxY)), .close,
        ]
    }

    /// The ellipse inscribed in `rect`, as four cubic quarters clockwise on screen from its right end.
    static func ellipse(_ rect: CGRect) -> [PathElement] {
        let r = rect.standardized
        let cx = r.midX
        let cy = r.midY
        let rx = r.width / 2
        let ry = r.height / 2
        let k = CGFloat(quarterCircleHandle)
        return [
            .move(CGPoint(x: cx + rx, y: cy)),
            .cubic(
                CGPoint(x: cx + rx, y: cy + k * ry), CGPoint(x: cx + k * rx, y: cy + ry), to: CGPoint(x: cx, y: cy + ry)
            ),
            .cubic(
                CGPoint(x: cx - k * rx, y: cy + ry), CGPoint(x: cx - rx, y: cy + k * ry), to: CGPoint(x: cx - rx, y: cy)
            ),
            .cubic(
                CGPoint(x: cx - rx, y: cy - k * ry), CGPoint(x: cx - k * rx, y: cy - ry), to: CGPoint(x: cx, y: cy - ry)
            ),
            .cubic(
                CGPoint(x: cx + k * rx, y: cy - ry), CGPoint(x: cx + rx, y: cy - k * ry), to: CGPoint(x: cx + rx, y: cy)
            ),
            .close,
        ]
    }

    /// `rect` with the corners in `corners` (top-left, top-right, bottom-right, bottom-left, clockwise) rounded to
    /// `radius`: circular quarter arcs, clamped to half the shorter side, or UIKit's continuous curve.
    static func roundedRect(
        _ rect: CGRect, radius: CGFloat, continuous: Bool, corners: [Bool] = [true, true, true, true]
    ) -> [PathElement] {
        let r = rect.standardized
        let limit = min(r.width, r.height) / 2
        let radius = max(0, radius.isFinite ? radius : 0)
        guard radius > 0, limit > 0 else { return rectangle(r) }
        // Each corner is drawn in its own frame: `along` runs along the side the outline arrives on, `inward`
        // into the rectangle along the side it leaves on; the corner's points are (a, b) radii from the corner.
        let frames: [(corner: CGPoint, along: CGPoint, inward: CGPoint)] = [
            (CGPoint(x: r.minX, y: r.minY), CGPoint(x: 0, y: 1), CGPoint(x: 1, y: 0)),
            (CGPoint(x: r.maxX, y: r.minY), CGPoint(x: -1, y: 0), CGPoint(x: 0, y: 1)),
            (CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: 0, y: -1), CGPoint(x: -1, y: 0)),
            (CGPoint(x: r.minX, y: r.maxY), CGPoint(x: 1, y: 0), CGPoint(x: 0, y: -1)),
        ]
        let shape = continuous ? ContinuousCorner.outline : circularCorner
        let size = continuous ? min(radius, limit / CGFloat(ContinuousCorner.extent)) : min(radius, limit)
        var elements: [PathElement] = []
        for (index, frame) in frames.enumerated() {
            func point(_ a: Double, _ b: Double) -> CGPoint {
                // `a` radii back along the arriving side, `b` radii along the leaving side.
                CGPoint(
                    x: frame.corner.x + (frame.along.x * CGFloat(a) + frame.inward.x * CGFloat(b)) * size,
                    y: frame.corner.y + (frame.along.y * CGFloat(a) + frame.inward.y * CGFloat(b)) * size)
            }
            guard corners[index] else {
                elements.append(elements.isEmpty ? .move(frame.corner) : .line(frame.corner))
                continue
            }
            let start = point(shape.start.a, shape.start.b)
            elements.append(elements.isEmpty ? .move(start) : .line(start))
            for segment in shape.segments {
                switch segment {
                case .line(let p): elements.append(.line(point(p.a, p.b)))
                case .cubic(let c1, let c2, let p):
                    elements.append(.cubic(point(c1.a, c1.b), point(c2.a, c2.b), to: point(p.a, p.b)))
                }
            }
        }
        elements.append(.close)
        return elements
    }

    /// A quarter circle of one radius in a corner's frame.
    static let circularCorner = CornerOutline(
        start: (1, 0),
        segments: [.cubic((1 - quarterCircleHandle, 0), (0, 1 - quarterCircleHandle), (0, 1))])

    /// An arc about `centre` from `start` to `end` (radians, measured clockwise on screen from +x when `clockwise`
    /// is true), as cubic pieces of at most a quarter turn; `connect` starts it with a line from the current point,
    /// else with a move.
    static func arc(
        centre: CGPoint, radius: CGFloat, start: CGFloat, end: CGFloat, clockwise: Bool, connect: Bool
    ) -> [PathElement] {
        let twoPi = 2 * Double.pi
        var sweep = Double(end - start)
        if clockwise {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: twoPi) + twoPi }
            if sweep > twoPi { sweep = twoPi }
        } else {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: twoPi) - twoPi }
            if sweep < -twoPi { sweep = -twoPi }
        }
        func point(_ angle: Double) -> CGPoint {
            CGPoint(x: centre.x + radius * CGFloat(cos(angle)), y: centre.y + radius * CGFloat(sin(angle)))
        }
        let first = point(Double(start))
        var elements: [PathElement] = [connect ? .line(first) : .move(first)]
        guard sweep.isFinite, radius.isFinite else { return elements }
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(pieces)
        let handle = 4.0 / 3.0 * tan(step / 4) * Double(radius)
        var angle = Double(start)
        for _ in 0..<pieces {
            let next = angle + step
            let p0 = point(angle)
            let p1 = point(next)
            let c1 = CGPoint(x: p0.x - CGFloat(handle * sin(angle)), y: p0.y + CGFloat(handle * cos(angle)))
            let c2 = CGPoint(x: p1.x + CGFloat(handle * sin(next)), y: p1.y - CGFloat(handle * cos(next)))
            elements.append(.cubic(c1, c2, to: p1))
            angle = next
        }
        return elements
    }
}
