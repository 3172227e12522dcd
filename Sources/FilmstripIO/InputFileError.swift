/// Why an input file could not be read; the path and the reason make one line on their own.
public struct InputFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file as the user named it, so the message points at what they typed.
    public var path: String
    /// Without the path: "no such file", "a character device, not a regular file or a pipe", ...
    public var reason: String

    /// "path: reason", one line for the terminal or a results file.
    public var description: String { "\(path): \(reason)" }
}
