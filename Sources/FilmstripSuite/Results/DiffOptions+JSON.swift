import FilmstripDiff
import FilmstripJSON

extension DiffOptions {
    /// The tolerance as a results file holds it, keys in a fixed order so the file is byte-stable; an exact
    /// comparison's `perceptualThreshold` is null.
    package var jsonValue: JSONValue {
        .object([
            ("perceptualThreshold", perceptualThreshold.map { .number($0) } ?? .null),
            ("maxDiffPixels", .int(maxDiffPixels)), ("maxDiffRatio", .number(maxDiffRatio)),
            ("detectsAntiAliasing", .bool(detectsAntiAliasing)),
        ])
    }
}
