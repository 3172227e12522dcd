import FilmstripJSON

/// Escaping for the inline JSON data block of the report page (its title goes through `MarkupEscaping`).
enum HTMLEscaping {
    /// JSON made safe inside `<script type="application/json">`: `<`, `>` and `&` only occur inside JSON strings,
    /// where `\u003c` and friends mean the same, so no `</script>` or `<!--` can end or change the block.
    /// U+2028 and U+2029 are escaped too, for any reader that treats the text as script.
    static func scriptJSON(_ json: String) -> String {
        json.replacingScalars { scalar in
            switch scalar {
            case "<", ">", "&", "\u{2028}", "\u{2029}": scalar.unicodeEscape
            default: nil
            }
        }
    }
}
