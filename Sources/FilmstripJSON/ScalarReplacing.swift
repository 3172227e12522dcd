extension String {
    /// This string with every Unicode scalar for which `replacement` returns text replaced by that text. The one loop
    /// behind each escaper (JSON strings, HTML and XML text, inline script data), so each states only its table.
    package func replacingScalars(_ replacement: (Unicode.Scalar) -> String?) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(unicodeScalars.count)
        for scalar in unicodeScalars {
            if let text = replacement(scalar) { out += text } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }
}

extension Unicode.Scalar {
    /// `\u` and four lower-case hex digits: how JSON and JavaScript strings name a scalar of the Basic Multilingual
    /// Plane without writing it.
    package var unicodeEscape: String {
        let hex = String(value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
