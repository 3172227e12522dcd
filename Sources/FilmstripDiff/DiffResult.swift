import FilmstripImage
import FilmstripJSON

/// The outcome of `ImageDiff.compare`: counts, verdict and the diff image. Only `compare` makes one, so the
/// ratio and the verdict always follow from the counts.
public struct DiffResult: Equatable, Sendable {
    /// The expected image's width, which the diff image has too.
    public let width: Int
    /// The expected image's height, which the diff image has too.
    public let height: Int
    /// Pixels that differ (beyond the perceptual threshold, when one is set), anti-aliasing excepted when
    /// `DiffOptions.detectsAntiAliasing` is set.
    public let diffPixels: Int
    /// Pixels that differ but are anti-aliasing in either image; always 0 unless `detectsAntiAliasing` is set.
    public let aaPixels: Int
    /// `diffPixels` over the expected image's pixel count (0 for an empty expected image).
    public let ratio: Double
    /// The sizes match and the differences are within tolerance.
    public let pass: Bool
    /// The images have different sizes; counts then cover the top-left overlap only.
    public let sizeMismatch: Bool
    /// "expected WxH, got WxH" when the sizes differ, otherwise nil.
    public let message: String?
    /// The expected image faded to grey, differing pixels red, anti-aliased ones yellow; where `actual` does not
    /// cover `expected` it is red too. Nil when `DiffOptions.drawsDiffImage` is off.
    public let diffImage: RGBAImage?

    /// One compact JSON object, keys in a fixed order, for scripts and the cross-check:
    /// `{"width":W,"height":H,"diffPixels":N,"aaPixels":N,"ratio":R,"pass":B,"sizeMismatch":B}`.
    public var json: String {
        JSONValue.object([
            ("width", .int(width)), ("height", .int(height)), ("diffPixels", .int(diffPixels)),
            ("aaPixels", .int(aaPixels)), ("ratio", .number(ratio)), ("pass", .bool(pass)),
            ("sizeMismatch", .bool(sizeMismatch)),
        ]).serialized()
    }

    /// One line for people, e.g. `FAIL: 12 of 10000 pixels differ (0.12%), 3 anti-aliased`.
    public var summary: String {
        let verdict = pass ? "PASS" : "FAIL"
        let percentage = Self.percentage(ratio, isZero: diffPixels == 0)
        let counts = "\(diffPixels) of \(width * height) pixels differ (\(percentage)), \(aaPixels) anti-aliased"
        if let message { return "\(verdict): \(message); in the overlap \(counts)" }
        return "\(verdict): \(counts)"
    }

    /// `ratio` as a percentage with up to four decimals; a nonzero share too small to show reads "<0.0001%" so it
    /// never looks like a pass.
    static func percentage(_ ratio: Double, isZero: Bool) -> String {
        if isZero { return "0%" }
        let tenThousandths = Int((ratio * 100 * 10_000).rounded())
        if tenThousandths == 0 { return "<0.0001%" }
        var fraction = String(tenThousandths % 10_000)
        fraction = String(repeating: "0", count: 4 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(tenThousandths / 10_000)" + (fraction.isEmpty ? "" : "." + fraction) + "%"
    }
}
