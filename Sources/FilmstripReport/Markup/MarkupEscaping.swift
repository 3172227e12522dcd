import FilmstripJSON

/// Escaping for text and attribute values in the JUnit XML and the HTML report: XML 1.0's rules, which HTML reads
/// the same way. Characters XML 1.0 cannot carry at all (most C0 controls, U+FFFE, U+FFFF) become U+FFFD, so a
/// hostile scene name never makes a CI parser reject the whole file.
enum MarkupEscaping {
    static func text(_ value: String) -> String { value.replacingScalars { escape($0, attribute: false) } }

    /// Also escapes quotes, and tabs and line breaks as character references so attribute normalisation keeps them.
    static func attribute(_ value: String) -> String { value.replacingScalars { escape($0, attribute: true) } }

    private static func escape(_ scalar: Unicode.Scalar, attribute: Bool) -> String? {
        switch scalar {
        case "&": "&amp;"
        case "<": "&lt;"
        case ">": "&gt;"
        case "\"" where attribute: "&quot;"
        case "'" where attribute: "&apos;"
        case "\n" where attribute: "&#10;"
        case "\t" where attribute: "&#9;"
        case "\r": "&#13;"
        case "\n", "\t": nil
        case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: "\u{FFFD}"
        default: nil
        }
    }
}
