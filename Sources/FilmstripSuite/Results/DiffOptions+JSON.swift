import FilmstripDiff
import FilmstripJSON

extension DiffOptions {
    /// The tolerance as a results file holds it, keys in a fixed order so the file is byte-stable; an exact
    /// comparison's `perceptualThreshold` is null.
    package var jsonValue: JSONValue {
        .object(
            CodingKeys.allCases.map { key in
                let value: JSONValue =
                    switch key {
                    case .perceptualThreshold: perceptualThreshold.map { .number($0) } ?? .null
                    case .maxDiffPixels: .int(maxDiffPixels)
                    case .maxDiffRatio: .number(maxDiffRatio)
                    case .detectsAntiAliasing: .bool(detectsAntiAliasing)
                    }
                return (key.stringValue, value)
            })
    }
}
