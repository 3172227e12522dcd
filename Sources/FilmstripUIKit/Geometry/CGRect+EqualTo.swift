/// Core Graphics' `equalTo(_:)` for rectangles, which Foundation on Linux lacks.
extension CGRect {
    /// Whether the two rectangles cover the same area, as Core Graphics' `equalTo(_:)`: they are compared
    /// standardized, so a rectangle with a negative width equals the same area given from its other corner.
    public func equalTo(_ rect2: CGRect) -> Bool { standardized == rect2.standardized }
}
