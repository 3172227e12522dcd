/// The extent of one line of text, in the units it was measured in (points or pixels).
package struct TextMetrics: Equatable, Sendable {
    /// The advance width: where the next character would start.
    public var width: Double
    /// Height above the baseline.
    public var ascender: Double
    /// Depth below the baseline, negative.
    public var descender: Double

    /// The distance from the descender to the ascender: a line's height without extra leading.
    public var lineHeight: Double { ascender - descender }
}
