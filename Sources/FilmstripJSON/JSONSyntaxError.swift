/// Where JSON text first breaks its grammar.
public struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    /// 0-based byte offset of the problem.
    public var offset: Int
    /// 1-based line of the problem.
    public var line: Int
    /// 1-based column (in characters) of the problem.
    public var column: Int
    /// What is wrong there.
    public var reason: String

    /// "line 3, column 5: a trailing comma before \"}\"".
    public var description: String { "line \(line), column \(column): \(reason)" }
}
