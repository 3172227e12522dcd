/// Escaping for the two places the page puts data: HTML text (the title) and the inline JSON data block.
enum HTMLEscaping {
    static func text(_ value: String) -> String {
        var out = ""
        for character in value {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }

    /// JSON made safe inside `<script type="application/json">`: `<`, `>` and `&` only occur inside JSON strings,
    /// where `\u003c` and friends mean the same, so no `</script>` or `<!--` can end or change the block.
    /// U+2028 and U+2029 are escaped too, for any reader that treats the text as script.
    static func scriptJSON(_ json: String) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(json.unicodeScalars.count)
        for scalar in json.unicodeScalars {
            switch scalar {
            case "<": out += "\\u003c"
            case ">": out += "\\u003e"
            case "&": out += "\\u0026"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
