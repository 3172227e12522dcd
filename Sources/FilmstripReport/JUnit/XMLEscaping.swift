/// Escaping for XML 1.0 text and attribute values. Characters XML 1.0 cannot carry at all (most C0 controls, lone
/// surrogates cannot occur in a Swift String) become U+FFFD so that a hostile name never makes a CI parser reject
/// the whole file.
enum XMLEscaping {
    static func text(_ value: String) -> String { escape(value, attribute: false) }

    /// Also escapes quotes, and tabs and line breaks as character references so attribute normalisation keeps them.
    static func attribute(_ value: String) -> String { escape(value, attribute: true) }

    private static func escape(_ value: String, attribute: Bool) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(value.unicodeScalars.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where attribute: out += "&quot;"
            case "'" where attribute: out += "&apos;"
            case "\n" where attribute: out += "&#10;"
            case "\r": out += "&#13;"
            case "\t" where attribute: out += "&#9;"
            case "\n", "\t": out.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
