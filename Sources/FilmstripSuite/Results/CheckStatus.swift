/// How a check ended. The order of the cases is the order a reviewer wants to see them in.
public enum CheckStatus: String, Codable, Sendable, CaseIterable {
    /// Compared within tolerance.
    case passed
    /// Compared and outside tolerance (or sizes or frame counts differ).
    case failed
    /// The reference was written by this run; a recording run is never mistaken for a passing one.
    case recorded
    /// The check could not run: a reference or an output could not be read or written.
    case error
}
