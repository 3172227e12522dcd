/// Core Graphics' `equalTo(_:)` for sizes, which Foundation on Linux lacks.
extension CGSize {
    /// Whether the two sizes are equal, as Core Graphics' `equalTo(_:)` (older layout code uses it for `==`).
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}
