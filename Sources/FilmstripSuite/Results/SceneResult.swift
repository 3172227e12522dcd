import FilmstripJSON

/// The checks of one scene file.
public struct SceneResult: Hashable, Codable, Sendable {
    /// The scene file as the user names it on the command line (relative to the current folder when run), which
    /// is also what the accept command uses.
    public var path: String
    /// The scene's name, the folder of its references under `__snapshots__`.
    public var name: String
    /// The scene's checks, in the order the scene lists them.
    public var checks: [CheckResult]

    /// A scene's results.
    public init(path: String, name: String, checks: [CheckResult]) {
        self.path = path
        self.name = name
        self.checks = checks
    }

    package var jsonValue: JSONValue {
        .object([("path", .string(path)), ("name", .string(name)), ("checks", .array(checks.map(\.jsonValue)))])
    }
}
