/// How strictly two images are compared and how many differences are tolerated.
///
/// The metric and defaults are pixelmatch's, so counts agree with tools built on it.
public struct DiffOptions: Hashable, Sendable {
    /// Matching threshold from 0 to 1; smaller is more sensitive. A pixel differs when its YIQ distance exceeds
    /// `35215 * threshold²` (35215 being the largest possible distance, black against white).
    public var threshold: Double
    /// Counts anti-aliased pixels as differences instead of detecting and excusing them.
    public var includeAA: Bool
    /// The comparison passes when at most this many pixels differ...
    public var maxDiffPixels: Int
    /// ...or when at most this fraction of the expected image's pixels differ. Either tolerance is enough, so
    /// setting one alone works; with both at their default of 0 only an exact match passes.
    public var maxDiffRatio: Double
    /// Draws the diff image; turn off when only the counts matter, which on large images saves most of the time
    /// (painting every pixel, and faulting in an image's worth of memory).
    public var drawsDiffImage: Bool

    /// Tolerances for a comparison; the defaults are pixelmatch's, and fail on a single differing pixel.
    public init(
        threshold: Double = 0.1, includeAA: Bool = false, maxDiffPixels: Int = 0, maxDiffRatio: Double = 0,
        drawsDiffImage: Bool = true
    ) {
        self.threshold = threshold
        self.includeAA = includeAA
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffRatio = maxDiffRatio
        self.drawsDiffImage = drawsDiffImage
    }

    /// The values `threshold` may take: a YIQ distance as a fraction of the largest.
    public static let thresholdRange: ClosedRange<Double> = 0...1
    /// The values `maxDiffRatio` may take: a share of the expected image's pixels.
    public static let maxDiffRatioRange: ClosedRange<Double> = 0...1
    /// The values `maxDiffPixels` may take in a scene file or on the command line.
    public static let maxDiffPixelsRange: ClosedRange<Int> = 0...Int(Int32.max)

    /// The YIQ distance above which two pixels differ.
    var maxColorDelta: Double { 35215 * threshold * threshold }

    /// Whether `diffPixels` differing pixels, `ratio` of the expected image, are within tolerance.
    func allows(diffPixels: Int, ratio: Double) -> Bool {
        diffPixels <= maxDiffPixels || ratio <= maxDiffRatio
    }
}

/// A tolerance as results files and scene files spell it: the four fields a check is judged by. Whether the diff image
/// is drawn is the caller's business, not the tolerance's, so it is neither written nor read (decoding draws it).
/// Writing is Swift's own, in the order of the keys; it lives in this file because Swift synthesises it only there.
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
}
