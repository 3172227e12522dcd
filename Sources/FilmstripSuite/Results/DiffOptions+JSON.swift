import FilmstripDiff
import FilmstripJSON

extension DiffOptions {
    /// The tolerance as a results file holds it, keys in a fixed order so the file is byte-stable.
    package var jsonValue: JSONValue {
        .object([
            ("threshold", .number(threshold)), ("maxDiffPixels", .int(maxDiffPixels)),
            ("maxDiffRatio", .number(maxDiffRatio)), ("includeAA", .bool(includeAA)),
        ])
    }
}
