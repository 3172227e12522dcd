/// CoreGraphics' comparison of `CGPoint`s by value, which Foundation on Linux does not have.
extension CGPoint {
    /// Whether the two are the same, as CoreGraphics' `equalTo(_:)` says; Foundation on Linux has only `==`, and
    /// layouts written before Swift's `==` on geometry call this.
    public func equalTo(_ point: CGPoint) -> Bool { self == point }
}
