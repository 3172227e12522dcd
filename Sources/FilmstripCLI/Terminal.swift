#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the CLI talks to the user: results to standard output, diagnostics to standard error.
enum Terminal {
    static func printError(_ message: String) {
        fputs("filmstrip: \(message)\n", stderr)
    }

    /// True when standard error is a terminal, so progress can be shown without polluting logs.
    static var showsProgress: Bool { isatty(STDERR_FILENO) == 1 }
}
