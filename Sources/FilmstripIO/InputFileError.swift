/// Why an input file could not be read; the path and the reason make one line on their own.
package struct InputFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file as the user named it, so the message points at what they typed.
    package var path: String
    /// Without the path: "no such file", "a character device, not a regular file or a pipe", ...
    package var reason: String

    /// "path: reason", one line for the terminal or a results file.
    package var description: String { "\(path): \(reason)" }
}
