/// Text from a pull request (a path, a photo or check name) made safe to print on one line: control characters (C0,
/// DEL, C1) and bidirectional controls written as Swift escapes (`\n`, `\u{1B}`, `\u{202E}`), so that it can neither
/// start a new CI log line (where `::error ...` at a line's start is a workflow command), drive the terminal, nor
/// display as another name.
package enum PrintableText {
    /// `text` with every hidden character escaped; the text itself when it has none.
    package static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isHidden) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where isHidden(scalar): result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// C0 and C1 controls, DEL, and the bidirectional marks, embeddings, overrides and isolates.
    private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
