/// A tolerance as results files and scene files spell it: the four fields a check is judged by. Whether the diff image
/// is drawn is the caller's business, not the tolerance's, so it is neither written nor read (decoding draws it).
extension DiffOptions: Codable {
    private enum CodingKeys: String, CodingKey {
        case threshold, maxDiffPixels, maxDiffRatio, includeAA
    }

    /// Reads the four fields; a missing one takes pixelmatch's default.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = DiffOptions()
        self.init(
            threshold: try container.decodeIfPresent(Double.self, forKey: .threshold) ?? defaults.threshold,
            includeAA: try container.decodeIfPresent(Bool.self, forKey: .includeAA) ?? defaults.includeAA,
            maxDiffPixels: try container.decodeIfPresent(Int.self, forKey: .maxDiffPixels) ?? defaults.maxDiffPixels,
            maxDiffRatio: try container.decodeIfPresent(Double.self, forKey: .maxDiffRatio) ?? defaults.maxDiffRatio)
    }

    /// Writes the four fields.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(threshold, forKey: .threshold)
        try container.encode(maxDiffPixels, forKey: .maxDiffPixels)
        try container.encode(maxDiffRatio, forKey: .maxDiffRatio)
        try container.encode(includeAA, forKey: .includeAA)
    }
}
