/// Why an input file could not be read; the path and the reason make one line on their own.
public struct InputFileError: Error, Equatable, Sendable, CustomStringConvertible {
    public var path: String
    /// Without the path: "no such file", "a character device, not a regular file or a pipe", ...
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }
}
