/// CoreGraphics' comparison of `CGSize`s by value, which Foundation on Linux does not have.
extension CGSize {
    /// Whether the two are the same, as CoreGraphics' `equalTo(_:)` says; Foundation on Linux has only `==`, and
    /// layouts written before Swift's `==` on geometry call this.
    public func equalTo(_ size: CGSize) -> Bool { self == size }
}
