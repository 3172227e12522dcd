/// What the rewriter changed (or could not change) at one place of the app's file, printed as the compiler prints
/// its own messages so that editors and CI logs link to the line.
public struct RewriteNote: Sendable, Equatable {
    /// A change made, or a construct left as it is that will not compile on Linux.
    public enum Severity: String, Sendable {
        /// A rewrite that was made.
        case note
        /// A construct left unchanged that has no Linux equivalent.
        case warning
    }

    /// The app's file.
    public var path: String
    /// The 1-based line in the app's file.
    public var line: Int
    /// The 1-based column in the app's file.
    public var column: Int
    /// Whether this is a rewrite or a construct left as it is.
    public var severity: Severity
    /// What was done and why, in one line.
    public var message: String

    /// A note at `line`:`column` of `path`.
    public init(path: String, line: Int, column: Int, severity: Severity = .note, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
    }

    /// `path:line:column: note: message`, the compiler's own format.
    public var compilerStyle: String { "\(path):\(line):\(column): \(severity.rawValue): \(message)" }
}
