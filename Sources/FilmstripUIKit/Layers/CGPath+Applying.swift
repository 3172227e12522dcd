extension CGPath {
    /// Calls `block` with each element of the path in order, as Core Graphics does: arcs, rectangles and ellipses
    /// as the moves, lines and cubic Béziers they were recorded as.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let points = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { points.deallocate() }
        for element in elements {
            let type: CGPathElementType =
                switch element {
                case .move: .moveToPoint
                case .line: .addLineToPoint
                case .quad: .addQuadCurveToPoint
                case .cubic: .addCurveToPoint
                case .close: .closeSubpath
                }
            for (index, point) in element.points.enumerated() { points[index] = point }
            var handed = CGPathElement(type: type, points: points)
            withUnsafePointer(to: &handed) { block($0) }
        }
    }
}
