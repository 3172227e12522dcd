/// The extent of one line of text, in the units it was measured in (points or pixels).
package struct TextMetrics: Equatable, Sendable {
    /// The advance width: where the next character would start.
    package var width: Double
    /// Height above the baseline.
    package var ascender: Double
    /// Depth below the baseline, negative.
    package var descender: Double

    /// The distance from the descender to the ascender: a line's height without extra leading.
    package var lineHeight: Double { ascender - descender }
}
