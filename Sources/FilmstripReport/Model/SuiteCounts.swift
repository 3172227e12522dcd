import FilmstripJSON

/// How many checks ended each way, for the summary line, the report and JUnit.
public struct SuiteCounts: Hashable, Codable, Sendable {
    public var passed = 0
    public var failed = 0
    public var recorded = 0
    public var errors = 0

    public init(passed: Int = 0, failed: Int = 0, recorded: Int = 0, errors: Int = 0) {
        self.passed = passed
        self.failed = failed
        self.recorded = recorded
        self.errors = errors
    }

    public init<S: Sequence>(_ checks: S) where S.Element == CheckResult {
        for check in checks { add(check.status) }
    }

    public var total: Int { passed + failed + recorded + errors }

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

    var jsonValue: JSONValue {
        .object([
            ("passed", .int(passed)), ("failed", .int(failed)), ("recorded", .int(recorded)),
            ("errors", .int(errors)), ("total", .int(total)),
        ])
    }
}
