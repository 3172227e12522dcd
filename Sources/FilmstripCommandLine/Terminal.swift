import FilmstripIO

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the CLI talks to the user: results to standard output, diagnostics to standard error.
enum Terminal {
    /// One diagnostic line on standard error, its control characters escaped (see `escaped`).
    static func printError(_ message: String) {
        writeError("filmstrip: \(escaped(message))\n")
    }

    /// `text` as it is printed: control and bidirectional characters escaped (`PrintableText`), so that a path or
    /// name from a pull request can neither start a new line in a CI log nor display as another name.
    static func escaped(_ text: String) -> String { PrintableText.escaped(text) }

    /// One line on standard output, escaped like `printError`'s.
    static func printLine(_ message: String) {
        print(escaped(message))
    }

    /// Writes `text` to standard error as it is (through the descriptor: C's `stderr` is a global Swift 6 cannot
    /// prove safe).
    static func writeError(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes {
                write(STDERR_FILENO, $0.baseAddress! + offset, $0.count - offset)
            }
            if written <= 0 { return }
            offset += written
        }
    }

    /// True when standard error is a terminal, so progress can be shown without polluting logs.
    static var showsProgress: Bool { isatty(STDERR_FILENO) == 1 }
}

extension Terminal {
    /// A number for a sentence: at most three decimals, no trailing zeros (`2.374`, `583.04`, `0`).
    static func decimal(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        let thousandths = (value * 1000).rounded()
        let sign = thousandths < 0 ? "-" : ""
        let magnitude = abs(thousandths)
        let whole = (magnitude / 1000).rounded(.down)
        var fraction = String(Int(magnitude - whole * 1000))
        fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return sign + String(Int(whole)) + (fraction.isEmpty ? "" : "." + fraction)
    }
}
