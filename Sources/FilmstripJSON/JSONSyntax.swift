/// A strict check of JSON text as RFC 8259 writes it, before Foundation parses it: Foundation's parser takes
/// trailing commas and repeated keys and reports errors by byte offset, so a scene file with a typo would either
/// pass or be named without a line. This reads each byte once, without recursion (nesting is bounded), and says
/// where the first problem is as a line and column.
package enum JSONSyntax {
    /// Objects and arrays nested deeper than this are refused.
    package static let maximumDepth = 256

    /// Throws the first syntax error of `bytes`, with its 1-based line and column, or at the first value past
    /// `maximumValues` (every value counts: an object, an array, each member's value, each element), so that a
    /// bomb of millions of members stops there instead of costing a key set of them all.
    package static func validate(_ bytes: [UInt8], maximumValues: Int = .max) throws(JSONSyntaxError) {
        var reader = Reader(bytes: bytes, maximumValues: maximumValues)
        try reader.document()
    }

    /// A member name (a string's bytes between its quotes, already checked) as a decoder looks it up: escapes
    /// decoded, so `"widt\u0068"` is `width`, and a Swift `String`, compared as Foundation's decoder compares its
    /// keys (canonically: `"é"` and `"e\u0301"` are one key). A lone surrogate, which Foundation refuses later,
    /// reads as U+FFFD.
    static func memberName(_ raw: ArraySlice<UInt8>) -> String {
        guard raw.contains(0x5C) else { return String(decoding: raw, as: UTF8.self) }
        var utf16: [UInt16] = []
        var index = raw.startIndex
        while index < raw.endIndex {
            guard raw[index] == 0x5C else {
                // Runs of plain bytes are UTF-8: decode them whole.
                let end = raw[index...].firstIndex(of: 0x5C) ?? raw.endIndex
                utf16 += String(decoding: raw[index..<end], as: UTF8.self).utf16
                index = end
                continue
            }
            let escape = raw[index + 1]
            switch escape {
            case 0x75:
                let hex = String(decoding: raw[(index + 2)..<(index + 6)], as: UTF8.self)
                utf16.append(UInt16(hex, radix: 16) ?? 0xFFFD)
                index += 6
                continue
            case 0x62: utf16.append(0x08)
            case 0x66: utf16.append(0x0C)
            case 0x6E: utf16.append(0x0A)
            case 0x72: utf16.append(0x0D)
            case 0x74: utf16.append(0x09)
            default: utf16.append(UInt16(escape))  // \" \\ \/
            }
            index += 2
        }
        return String(decoding: utf16, as: UTF16.self)
    }

    private struct Reader {
        let bytes: [UInt8]
        let maximumValues: Int
        var position = 0
        var values = 0

        enum Container {
            case array
            case object(keys: Set<String>)
        }

        func fail(_ reason: String, at offset: Int? = nil) -> JSONSyntaxError {
            let end = min(offset ?? position, bytes.count)
            var line = 1
            var column = 1
            var index = 0
            while index < end {
                if bytes[index] == 0x0A {
                    line += 1
                    column = 1
                } else if bytes[index] & 0xC0 != 0x80 {
                    column += 1
                }
                index += 1
            }
            return JSONSyntaxError(offset: end, line: line, column: column, reason: reason)
        }

        mutating func skipSpace() {
            while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
        }

        var current: UInt8? { position < bytes.count ? bytes[position] : nil }

        /// The offset of the first byte that is not part of valid UTF-8, or nil.
        func firstInvalidUTF8() -> Int? {
            var parser = Unicode.UTF8.ForwardParser()
            var iterator = bytes.makeIterator()
            var offset = 0
            while true {
                switch parser.parseScalar(from: &iterator) {
                case .valid(let encoded): offset += encoded.count
                case .emptyInput: return nil
                case .error: return offset
                }
            }
        }

        mutating func document() throws(JSONSyntaxError) {
            if let invalid = firstInvalidUTF8() { throw fail("bytes that are not valid UTF-8", at: invalid) }
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
            var stack: [Container] = []
            skipSpace()
            try value(&stack)
            while !stack.isEmpty {
                skipSpace()
                guard let byte = current else { throw fail("the text ends inside an unclosed \(name(stack.last!))") }
                let isArray: Bool
                if case .array = stack.last! { isArray = true } else { isArray = false }
                if byte == (isArray ? 0x5D : 0x7D) {
                    position += 1
                    stack.removeLast()
                    continue
                }
                guard byte == 0x2C else {
                    throw fail("expected \",\" or \"\(isArray ? "]" : "}")\" in the \(name(stack.last!))")
                }
                let comma = position
                position += 1
                skipSpace()
                if current == (isArray ? 0x5D : 0x7D) {
                    throw fail("a trailing comma before \"\(isArray ? "]" : "}")\"", at: comma)
                }
                if isArray {
                    try value(&stack)
                } else {
                    try member(&stack)
                }
            }
            skipSpace()
            if position < bytes.count { throw fail("unexpected text after the JSON value") }
        }

        func name(_ container: Container) -> String {
            if case .array = container { return "array" }
            return "object"
        }

        /// An object member `"key": value`, its key checked against the keys the object already has.
        mutating func member(_ stack: inout [Container]) throws(JSONSyntaxError) {
            guard current == 0x22 else { throw fail("expected a member name in double quotes") }
            let start = position
            try string()
            let key = bytes[(start + 1)..<(position - 1)]
            guard case .object(var keys) = stack.removeLast() else { return }
            if !keys.insert(JSONSyntax.memberName(key)).inserted {
                throw fail("the member \(String(decoding: key, as: UTF8.self)) appears twice", at: start)
            }
            stack.append(.object(keys: keys))
            skipSpace()
            guard current == 0x3A else { throw fail("expected \":\" after the member name") }
            position += 1
            skipSpace()
            try value(&stack)
        }

        /// One value; an array or object is opened on `stack` (and its first element read) for `document` to go on.
        mutating func value(_ stack: inout [Container]) throws(JSONSyntaxError) {
            skipSpace()
            guard let byte = current else { throw fail("the text ends where a value was expected") }
            values += 1
            if values > maximumValues { throw fail("more than \(maximumValues) values") }
            switch byte {
            case 0x7B, 0x5B:
                guard stack.count < JSONSyntax.maximumDepth else {
                    throw fail("nested more than \(JSONSyntax.maximumDepth) levels deep")
                }
                position += 1
                skipSpace()
                let isArray = byte == 0x5B
                if current == (isArray ? 0x5D : 0x7D) {
                    // Empty: closed at once, nothing opened.
                    position += 1
                    return
                }
                stack.append(isArray ? .array : .object(keys: []))
                if isArray {
                    try value(&stack)
                } else {
                    try member(&stack)
                }
            case 0x22: try string()
            case 0x74: try literal("true")
            case 0x66: try literal("false")
            case 0x6E: try literal("null")
            case 0x2D, 0x30...0x39: try number()
            default:
                throw fail(
                    "unexpected character \"\(Unicode.Scalar(byte).escaped(asASCII: true))\" where a value was expected"
                )
            }
        }

        mutating func literal(_ word: String) throws(JSONSyntaxError) {
            let utf8 = Array(word.utf8)
            guard bytes.count - position >= utf8.count, Array(bytes[position..<(position + utf8.count)]) == utf8 else {
                throw fail("expected a value (a string, number, object, array, true, false or null)")
            }
            position += utf8.count
        }

        mutating func number() throws(JSONSyntaxError) {
            if current == 0x2D { position += 1 }
            guard let first = current, (0x30...0x39).contains(first) else { throw fail("a number needs digits") }
            position += 1
            if first != 0x30 { digits() }
            if current == 0x2E {
                position += 1
                guard let byte = current, (0x30...0x39).contains(byte) else {
                    throw fail("a number needs digits after \".\"")
                }
                digits()
            }
            if current == 0x65 || current == 0x45 {
                position += 1
                if current == 0x2B || current == 0x2D { position += 1 }
                guard let byte = current, (0x30...0x39).contains(byte) else {
                    throw fail("a number needs digits in its exponent")
                }
                digits()
            }
        }

        mutating func digits() {
            while let byte = current, (0x30...0x39).contains(byte) { position += 1 }
        }

        mutating func string() throws(JSONSyntaxError) {
            let start = position
            position += 1
            while let byte = current {
                switch byte {
                case 0x22:
                    position += 1
                    return
                case 0x5C:
                    position += 1
                    guard let escape = current else { break }
                    if escape == 0x75 {
                        let hex = bytes[(position + 1)..<min(position + 5, bytes.count)]
                        guard hex.count == 4, hex.allSatisfy({ isHexDigit($0) }) else {
                            throw fail("\\u needs four hexadecimal digits")
                        }
                        position += 5
                    } else {
                        guard [0x22, 0x5C, 0x2F, 0x62, 0x66, 0x6E, 0x72, 0x74].contains(escape) else {
                            throw fail("an unknown escape in a string")
                        }
                        position += 1
                    }
                case 0x00..<0x20:
                    throw fail("a control character in a string (write it escaped, e.g. \\n)")
                default:
                    position += 1
                }
            }
            throw fail("a string that never ends", at: start)
        }

        func isHexDigit(_ byte: UInt8) -> Bool {
            (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
        }
    }
}
