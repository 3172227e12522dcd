import FilmstripJSON

/// How many checks ended each way, for the summary line, the report and JUnit.
public struct SuiteCounts: Hashable, Codable, Sendable {
    /// Checks within tolerance.
    public var passed = 0
    /// Checks that differ from their references.
    public var failed = 0
    /// Checks whose references were written.
    public var recorded = 0
    /// Checks that could not run: an error, not a difference.
    public var errors = 0

    /// Counts as given.
    public init(passed: Int = 0, failed: Int = 0, recorded: Int = 0, errors: Int = 0) {
        self.passed = passed
        self.failed = failed
        self.recorded = recorded
        self.errors = errors
    }

    /// The counts of `checks`' statuses.
    public init<S: Sequence>(_ checks: S) where S.Element == CheckResult {
        for check in checks { add(check.status) }
    }

    /// Every check counted.
    public var total: Int { passed + failed + recorded + errors }

    /// Counts one more check that ended with `status`.
    public mutating func add(_ status: CheckStatus) {
        switch status {
        case .passed: passed += 1
        case .failed: failed += 1
        case .recorded: recorded += 1
        case .error: errors += 1
        }
    }

    /// `41 passed, 2 failed, 1 recorded`, naming recorded and errors only when there are any.
    public var summary: String {
        var parts = ["\(passed) passed", "\(failed) failed"]
        if recorded > 0 { parts.append("\(recorded) recorded") }
        if errors > 0 { parts.append("\(errors) \(errors == 1 ? "error" : "errors")") }
        return parts.joined(separator: ", ")
    }

    package var jsonValue: JSONValue {
        .object([
            ("passed", .int(passed)), ("failed", .int(failed)), ("recorded", .int(recorded)),
            ("errors", .int(errors)), ("total", .int(total)),
        ])
    }
}
