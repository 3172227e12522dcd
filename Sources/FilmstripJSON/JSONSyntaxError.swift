/// Where JSON text first breaks its grammar, or a limit.
public struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    /// 0-based byte offset of the problem.
    public var offset: Int
    /// 1-based line of the problem.
    public var line: Int
    /// 1-based column (in characters) of the problem.
    public var column: Int
    /// What is wrong there.
    public var reason: String
    /// The value the problem is in (for a container over its count of members or elements, the container): empty
    /// for the top value.
    package var path: [JSONPathComponent]
    /// Whether the text broke one of `JSONLimits` (its grammar may be fine) rather than the grammar.
    package var exceedsLimit: Bool

    package init(
        offset: Int, line: Int, column: Int, reason: String, path: [JSONPathComponent] = [],
        exceedsLimit: Bool = false
    ) {
        self.offset = offset
        self.line = line
        self.column = column
        self.reason = reason
        self.path = path
        self.exceedsLimit = exceedsLimit
    }

    /// "line 3, column 5: a trailing comma before \"}\"".
    public var description: String { "line \(line), column \(column): \(reason)" }
}
