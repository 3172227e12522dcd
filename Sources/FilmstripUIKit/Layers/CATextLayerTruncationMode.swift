/// Where a text layer cuts text that does not fit, by Core Animation's names.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name of the mode.
    public let rawValue: String
    /// A mode by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// No ellipsis: the text is cut at the bounds (the default).
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    /// An ellipsis at the start.
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    /// An ellipsis at the end.
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    /// An ellipsis in the middle.
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}
