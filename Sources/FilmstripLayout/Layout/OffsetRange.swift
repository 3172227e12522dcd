/// The offsets a scroll view rests at along its scroll axis: from `-leadingInset` to the offset that shows the end of
/// the content plus the trailing inset. Offsets outside it are legal (rubber band) but a fling never comes to rest
/// there.
public struct OffsetRange: Hashable, Sendable {
    /// The smallest offset: the start of the content less its inset.
    public let min: Double
    /// Never below `min`: content shorter than the view cannot scroll, so the range collapses to `[min, min]`.
    public let max: Double

    /// A range from `min` to `max`, collapsed to `[min, min]` when `max` is below `min`.
    public init(min: Double, max: Double) {
        self.min = min
        self.max = Swift.max(min, max)
    }

    /// The range of a scroll view `viewLength` long over content `contentLength` long with the given content
    /// insets along the scroll axis.
    public init(contentLength: Double, viewLength: Double, leadingInset: Double, trailingInset: Double) {
        // 0 - inset rather than -inset: a zero inset gives 0, not -0, which would print as "-0".
        self.init(min: 0 - leadingInset, max: contentLength + trailingInset - viewLength)
    }

    /// `offset` moved into the range. NaN has no meaningful place, so it becomes `min` rather than spreading.
    public func clamp(_ offset: Double) -> Double {
        if offset.isNaN { return min }
        return Swift.min(Swift.max(offset, min), max)
    }

    /// Whether the view can rest at `offset`.
    public func contains(_ offset: Double) -> Bool {
        min <= offset && offset <= max
    }

    /// `min...max`, as the scroll physics takes it.
    public var closedRange: ClosedRange<Double> { min...max }

    /// How far `max` lies beyond `min`.
    public var length: Double { max - min }
}
