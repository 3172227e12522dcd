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

    /// `FILMSTRIP_RECORD` from the environment (`all`, `missing`, `failed`, `never`; `1`/`true`/`yes` mean `all`);
    /// nil when it is unset or empty. Any other value throws: a misspelt `nevr` on CI must not quietly record.
    public static func fromEnvironment(_ environment: [String: String]) throws(InvalidRecordMode) -> RecordMode? {
        guard let raw = environment["FILMSTRIP_RECORD"], !raw.isEmpty else { return nil }
        let value = raw.lowercased()
        if value == "1" || value == "true" || value == "yes" { return .all }
        guard let mode = RecordMode(rawValue: value) else { throw InvalidRecordMode(value: raw) }
        return mode
    }

    /// A `FILMSTRIP_RECORD` value that names no record mode.
    public struct InvalidRecordMode: Error, Equatable, CustomStringConvertible {
        /// The value as the environment gave it.
        public var value: String

        /// Names the variable, the value and the values it takes.
        public var description: String {
            "FILMSTRIP_RECORD=\(value) is not a record mode; use all, missing, failed or never (or 1, true, yes)"
        }
    }
}
