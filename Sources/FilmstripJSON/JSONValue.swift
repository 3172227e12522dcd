/// A JSON document with object keys in the order they were given.
///
/// Filmstrip's JSON outputs are read by scripts and compared in tests, so they must be byte-stable: Foundation's
/// `JSONEncoder` on Linux emits keys in hash order, which changes from run to run.
package enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    /// A number written with full precision (the shortest text that reads back to the same Double).
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.serialized() == rhs.serialized() }

    /// Compact JSON text.
    package func serialized() -> String {
        var out = ""
        write(to: &out)
        return out
    }

    private func write(to out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .int(let value): out += String(value)
        case .number(let value): out += JSONValue.format(value)
        case .string(let value): JSONValue.writeString(value, to: &out)
        case .array(let values):
            out += "["
            for (i, value) in values.enumerated() {
                if i > 0 { out += "," }
                value.write(to: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (i, (key, value)) in members.enumerated() {
                if i > 0 { out += "," }
                JSONValue.writeString(key, to: &out)
                out += ":"
                value.write(to: &out)
            }
            out += "}"
        }
    }

    /// An array of numbers.
    package static func numbers(_ values: [Double]) -> JSONValue { .array(values.map { .number($0) }) }

    /// Whole numbers without a fraction (`131`, not `131.0`), others as Swift's shortest text that reads back to
    /// the same Double (`1.01171875`, `1e-05`). JSON has no NaN or infinity, so those become `null`; negative
    /// zero prints as `0`.
    package static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == 0 { return "0" }
        // Swift writes whole numbers below 1e16 as `131.0`; from 1e16 on it switches to `1e+16`.
        if value == value.rounded(), abs(value) < 1e16 { return String(Int64(value)) }
        return "\(value)"
    }

    private static func writeString(_ value: String, to out: inout String) {
        out += "\"" + value.replacingScalars(escape) + "\""
    }

    /// RFC 8259's escapes: the quote, the backslash and every control character.
    private static func escape(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "\"": "\\\""
        case "\\": "\\\\"
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        case "\u{08}": "\\b"
        case "\u{0C}": "\\f"
        case _ where scalar.value < 0x20: scalar.unicodeEscape
        default: nil
        }
    }
}
