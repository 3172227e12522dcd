/// Core Graphics' `equalTo(_:)` for points, which Foundation on Linux lacks.
extension CGPoint {
    /// Whether the two points are equal, as Core Graphics' `equalTo(_:)` (older layout code uses it for `==`).
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}
