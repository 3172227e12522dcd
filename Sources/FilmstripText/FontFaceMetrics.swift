/// A face's vertical design metrics in font units, as its tables give them: multiply by `size / unitsPerEm` for a
/// size in points or pixels.
package struct FontFaceMetrics: Equatable, Sendable {
    /// Font units per em.
    package var unitsPerEm: Double
    /// The hhea ascender: above the baseline, positive.
    package var ascender: Double
    /// The hhea descender: below the baseline, negative.
    package var descender: Double
    /// The hhea line gap (extra space between lines), zero or more.
    package var lineGap: Double
    /// The OS/2 cap height (zero when the table does not give it).
    package var capHeight: Double
    /// The OS/2 x-height (zero when the table does not give it).
    package var xHeight: Double
}

extension FontFaceMetrics {
    /// Metrics of all zeros (one unit per em): what a face that cannot be read measures.
    package static let empty = FontFaceMetrics(
        unitsPerEm: 1, ascender: 0, descender: 0, lineGap: 0, capHeight: 0, xHeight: 0)
}
