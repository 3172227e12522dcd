/// When an assertion writes its reference instead of comparing against it.
public enum RecordMode: String, Sendable, CaseIterable {
    /// Write every reference (and fail, so a recording run is never mistaken for a passing one).
    case all
    /// Write references that do not exist yet (and fail saying so); compare the rest. The default.
    case missing
    /// Compare, and replace a reference that does not match (and fail).
    case failed
    /// Only compare: a missing reference is a failure. For CI.
    case never

    /// `FILMSTRIP_RECORD` from the environment (`all`, `missing`, `failed`, `never`; `1`/`true` mean `all`).
    public static func fromEnvironment(_ environment: [String: String]) -> RecordMode? {
        guard let value = environment["FILMSTRIP_RECORD"]?.lowercased(), !value.isEmpty else { return nil }
        if value == "1" || value == "true" || value == "yes" { return .all }
        return RecordMode(rawValue: value)
    }
}
