/// Where a text layer places its lines across its width, by Core Animation's names.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name of the mode.
    public let rawValue: String
    /// A mode by name; a name other than the five below draws as `natural`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The script's own direction: left (the default).
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    /// Lines start at the left edge.
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    /// Lines end at the right edge.
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    /// Lines are centred.
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Lines fill the width (drawn as `left`, as `UILabel` draws `.justified`).
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}
