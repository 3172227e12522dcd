/// CoreGraphics' comparison of `CGRect`s by value, which Foundation on Linux does not have.
extension CGRect {
    /// Whether the two are the same, as CoreGraphics' `equalTo(_:)` says; Foundation on Linux has only `==`, and
    /// layouts written before Swift's `==` on geometry call this.
    public func equalTo(_ rect: CGRect) -> Bool { self == rect }
}
