/// How strictly two images are compared and how many differences are tolerated.
///
/// By default a comparison is exact: a pixel differs when any of its four bytes differs, and one differing pixel
/// fails. Filmstrip draws the same bytes on every run, so nothing forces a tolerant default, and low-contrast UI (a
/// light-grey card's corners on white) falls under any perceptual threshold. Tolerance is opted into: a perceptual
/// threshold (pixelmatch's YIQ metric, so counts agree with tools built on it), anti-aliasing detection, or a number
/// or share of pixels allowed to differ.
public struct DiffOptions: Hashable, Sendable {
    /// Pixelmatch's perceptual threshold, 0 to 1, smaller being more sensitive: a pixel differs when its YIQ
    /// distance exceeds `35215 * threshold²` (35215 being the largest possible distance, black against white),
    /// colours blended over white first. Nil, the default: a pixel differs when any byte of it differs.
    public var perceptualThreshold: Double?
    /// Detects anti-aliased pixels (pixelmatch's detector) and counts them apart, so that they do not fail a
    /// comparison; off by default, when every differing pixel counts.
    public var detectsAntiAliasing: Bool
    /// The comparison passes when at most this many pixels differ...
    public var maxDiffPixels: Int
    /// ...or when at most this fraction of the expected image's pixels differ. Either tolerance is enough, so
    /// setting one alone works; with both at their default of 0 only an exact match passes.
    public var maxDiffRatio: Double
    /// Draws the diff image; turn off when only the counts matter, which on large images saves most of the time
    /// (painting every pixel, and faulting in an image's worth of memory).
    public var drawsDiffImage: Bool

    /// Tolerances for a comparison; the defaults fail on a single differing pixel.
    public init(
        perceptualThreshold: Double? = nil, detectsAntiAliasing: Bool = false, maxDiffPixels: Int = 0,
        maxDiffRatio: Double = 0, drawsDiffImage: Bool = true
    ) {
        self.perceptualThreshold = perceptualThreshold
        self.detectsAntiAliasing = detectsAntiAliasing
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffRatio = maxDiffRatio
        self.drawsDiffImage = drawsDiffImage
    }

    /// Pixelmatch's own defaults (threshold 0.1, anti-aliasing detected), Filmstrip's defaults before 0.3.0.
    public static let pixelmatch = DiffOptions(perceptualThreshold: 0.1, detectsAntiAliasing: true)

    /// The values `perceptualThreshold` may take: a YIQ distance as a fraction of the largest.
    public static let perceptualThresholdRange: ClosedRange<Double> = 0...1
    /// The values `maxDiffRatio` may take: a share of the expected image's pixels.
    public static let maxDiffRatioRange: ClosedRange<Double> = 0...1
    /// The values `maxDiffPixels` may take in a scene file or on the command line.
    public static let maxDiffPixelsRange: ClosedRange<Int> = 0...Int(Int32.max)

    /// The comparison these options make, for people: "exact comparison", or "pixelmatch's perceptual threshold
    /// 0.1", each followed by ", anti-aliased pixels excused" when anti-aliasing is detected. Failure messages name
    /// it, so a reader knows which metric failed a check.
    public var metricName: String {
        let metric = perceptualThreshold.map { "pixelmatch's perceptual threshold \($0)" } ?? "exact comparison"
        return detectsAntiAliasing ? metric + ", anti-aliased pixels excused" : metric
    }

    /// The YIQ distance above which two pixels differ; -1 when exact, so that every pixel whose bytes differ (its
    /// distance at least 0) does.
    var maxColorDelta: Double {
        guard let perceptualThreshold else { return -1 }
        return 35215 * perceptualThreshold * perceptualThreshold
    }

    /// Whether `diffPixels` differing pixels, `ratio` of the expected image, are within tolerance.
    func allows(diffPixels: Int, ratio: Double) -> Bool {
        diffPixels <= maxDiffPixels || ratio <= maxDiffRatio
    }
}

/// A tolerance as results files and scene files spell it: the four fields a check is judged by. Whether the diff image
/// is drawn is the caller's business, not the tolerance's, so it is neither written nor read (decoding draws it).
/// Writing is Swift's own, in the order of the keys, and leaves out an exact comparison's threshold; it lives in this
/// file because Swift synthesises it only there.
extension DiffOptions: Codable {
    /// The fields' names, declared once: results files write them in this order, and a scene file's check reads
    /// its `tolerance` object by them.
    package enum CodingKeys: String, CodingKey, CaseIterable, Sendable {
        case perceptualThreshold, maxDiffPixels, maxDiffRatio, detectsAntiAliasing
    }

    /// Reads the four fields; a missing one takes the exact default.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = DiffOptions()
        self.init(
            perceptualThreshold: try container.decodeIfPresent(Double.self, forKey: .perceptualThreshold),
            detectsAntiAliasing: try container.decodeIfPresent(Bool.self, forKey: .detectsAntiAliasing)
                ?? defaults.detectsAntiAliasing,
            maxDiffPixels: try container.decodeIfPresent(Int.self, forKey: .maxDiffPixels) ?? defaults.maxDiffPixels,
            maxDiffRatio: try container.decodeIfPresent(Double.self, forKey: .maxDiffRatio) ?? defaults.maxDiffRatio)
    }
}
