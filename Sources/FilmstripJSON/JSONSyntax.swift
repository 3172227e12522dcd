import CFilmstripJSON

/// A strict check of JSON text as RFC 8259 writes it, before Foundation parses it: Foundation's parser takes
/// trailing commas and repeated keys and reports errors by byte offset, so a scene file with a typo would either
/// pass or be named without a line. It also holds a document to `JSONLimits` while it reads, so a bomb of millions of
/// values stops at the first one past a limit: Foundation's parsers build their whole tree before any caller can
/// count. This reads each byte at most once, in order, without recursion, and says where the first problem is as a
/// line and column and as the path of the value it is in.
package enum JSONSyntax {
    /// Objects and arrays nested deeper than this are refused, unless limits say otherwise.
    package static let maximumDepth = 256

    /// Throws the first syntax error of `bytes`, or the first value past one of `limits`, with its 1-based line and
    /// column and the path of the value (or, for a container over its count, the container) it is in.
    package static func validate(_ bytes: [UInt8], limits: JSONLimits = JSONLimits()) throws(JSONSyntaxError) {
        try bytes.withUnsafeBufferPointer { (buffer) throws(JSONSyntaxError) in try validate(buffer, limits: limits) }
    }

    /// `validate` of bytes in place (a `Data`'s, say), without copying them into an array.
    package static func validate(_ bytes: UnsafeBufferPointer<UInt8>, limits: JSONLimits) throws(JSONSyntaxError) {
        var reader = Reader(bytes: bytes, limits: limits)
        try reader.document()
    }

    /// Throws the first value past one of `limits`, as `validate` names it, without checking the grammar of a
    /// document within them (a parser does that): one native pass counts (`filmstrip_json_exceeds_limits`), and only
    /// a document it finds over a limit is read again here, up to that point, for the error's line and path. For
    /// documents of tens of megabytes that a strict check would only slow down (results files).
    package static func checkLimits(_ bytes: UnsafeBufferPointer<UInt8>, limits: JSONLimits) throws(JSONSyntaxError) {
        guard let base = bytes.baseAddress else { return }
        var offset = 0
        let native = filmstrip_json_limits(
            max_values: limits.maximumValues, max_members: limits.maximumMembers,
            max_elements: limits.maximumElements, max_depth: limits.maximumDepth)
        guard filmstrip_json_exceeds_limits(base, bytes.count, native, &offset) != 0 else { return }
        try validate(bytes, limits: limits)
    }

    /// `validate`, returning the member names of the top value when it is an object (empty otherwise): what kind
    /// of document a file is, told without a parser building its tree.
    package static func topLevelMemberNames(_ bytes: [UInt8], limits: JSONLimits = JSONLimits()) throws(JSONSyntaxError)
        -> Set<String>
    {
        try bytes.withUnsafeBufferPointer { (buffer) throws(JSONSyntaxError) in
            var reader = Reader(bytes: buffer, limits: limits)
            try reader.document()
            return reader.topLevelKeys
        }
    }

    /// `validate` with only a limit on the values of the whole document.
    package static func validate(_ bytes: [UInt8], maximumValues: Int) throws(JSONSyntaxError) {
        try validate(bytes, limits: JSONLimits(maximumValues: maximumValues))
    }

    /// A member name (a string's bytes between its quotes, already checked) as a decoder looks it up: escapes
    /// decoded, so `"widt\u0068"` is `width`, and a Swift `String`, compared as Foundation's decoder compares its
    /// keys (canonically: `"é"` and `"e\u0301"` are one key). A lone surrogate, which Foundation refuses later,
    /// reads as U+FFFD.
    static func memberName<Bytes: Collection<UInt8>>(_ raw: Bytes) -> String where Bytes.Index == Int {
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
        let bytes: UnsafeBufferPointer<UInt8>
        let limits: JSONLimits
        var position = 0
        var values = 0
        var stack: [Container] = []
        /// The member names of the top value, once it is read, when it is an object.
        var topLevelKeys: Set<String> = []

        /// An open array or object: how many elements or members it has so far, the member names it has and where
        /// the current member's name stands (for the path an error names).
        struct Container {
            let isArray: Bool
            var count = 0
            var keys: Set<String> = []
            var key: Range<Int> = 0..<0

        }

        init(bytes: UnsafeBufferPointer<UInt8>, limits: JSONLimits) {
            self.bytes = bytes
            self.limits = limits
        }

        /// The path of the value being read, through the first `depth` open containers.
        func path(depth: Int) -> [JSONPathComponent] {
            stack.prefix(depth).compactMap { container -> JSONPathComponent? in
                guard container.count > 0 else { return nil }
                if container.isArray { return .index(container.count - 1) }
                return .member(JSONSyntax.memberName(bytes[container.key]))
            }
        }

        func fail(_ reason: String, at offset: Int? = nil, limit: Bool = false, depth: Int? = nil)
            -> JSONSyntaxError
        {
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
            return JSONSyntaxError(
                offset: end, line: line, column: column, reason: reason, path: path(depth: depth ?? stack.count),
                exceedsLimit: limit)
        }

        mutating func skipSpace() {
            while position < bytes.count {
                switch bytes[position] {
                case 0x20, 0x09, 0x0A, 0x0D: position += 1
                default: return
                }
            }
        }

        var current: UInt8? { position < bytes.count ? bytes[position] : nil }

        mutating func document() throws(JSONSyntaxError) {
            if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { position = 3 }
            skipSpace()
            try value()
            while !stack.isEmpty {
                skipSpace()
                // Only the kind, not the container: a copy held here would share its member names' set, which
                // `member` then copies to grow (every member, in a debug build).
                let isArray = stack[stack.count - 1].isArray
                let name = isArray ? "array" : "object"
                let close: UInt8 = isArray ? 0x5D : 0x7D
                guard let byte = current else { throw fail("the text ends inside an unclosed \(name)") }
                if byte == close {
                    position += 1
                    let closed = stack.removeLast()
                    if stack.isEmpty { topLevelKeys = closed.keys }
                    continue
                }
                guard byte == 0x2C else {
                    try refuseInvalidUTF8()
                    throw fail("expected \",\" or \"\(isArray ? "]" : "}")\" in the \(name)")
                }
                let comma = position
                position += 1
                skipSpace()
                if current == close {
                    throw fail("a trailing comma before \"\(isArray ? "]" : "}")\"", at: comma)
                }
                if isArray {
                    try element()
                } else {
                    try member()
                }
            }
            skipSpace()
            if position < bytes.count {
                try refuseInvalidUTF8()
                throw fail("unexpected text after the JSON value")
            }
        }

        /// The next element of the innermost (array) container, counted against its limit.
        mutating func element() throws(JSONSyntaxError) {
            let last = stack.count - 1
            stack[last].count += 1
            if stack[last].count > limits.maximumElements {
                throw fail("more than \(limits.maximumElements) elements in one array", limit: true, depth: last)
            }
            try value()
        }

        /// An object member `"key": value`, its key checked against the keys the object already has.
        mutating func member() throws(JSONSyntaxError) {
            guard current == 0x22 else { throw fail("expected a member name in double quotes") }
            let last = stack.count - 1
            let start = position
            stack[last].count += 1
            if stack[last].count > limits.maximumMembers {
                throw fail("more than \(limits.maximumMembers) members in one object", limit: true, depth: last)
            }
            try string()
            let key = (start + 1)..<(position - 1)
            stack[last].key = key
            // Taken out of the stack to insert, so the set is never shared while it grows: a debug build otherwise
            // copies it on every insertion (quadratic in an object's members).
            var keys = stack[last].keys
            stack[last].keys = []
            let inserted = keys.insert(JSONSyntax.memberName(bytes[key])).inserted
            stack[last].keys = keys
            if !inserted {
                throw fail(
                    "the member \(String(decoding: bytes[key], as: UTF8.self)) appears twice", at: start, depth: last)
            }
            skipSpace()
            guard current == 0x3A else { throw fail("expected \":\" after the member name") }
            position += 1
            skipSpace()
            try value()
        }

        /// One value; an array or object is opened on the stack (and its first element read) for `document` to go
        /// on.
        mutating func value() throws(JSONSyntaxError) {
            skipSpace()
            guard let byte = current else { throw fail("the text ends where a value was expected") }
            values += 1
            if values > limits.maximumValues { throw fail("more than \(limits.maximumValues) values", limit: true) }
            switch byte {
            case 0x7B, 0x5B:
                guard stack.count < limits.maximumDepth else {
                    throw fail("nested more than \(limits.maximumDepth) levels deep", limit: true)
                }
                position += 1
                skipSpace()
                let isArray = byte == 0x5B
                if current == (isArray ? 0x5D : 0x7D) {
                    // Empty: closed at once, nothing opened.
                    position += 1
                    return
                }
                stack.append(Container(isArray: isArray))
                if isArray {
                    try element()
                } else {
                    try member()
                }
            case 0x22: try string()
            case 0x74: try literal("true")
            case 0x66: try literal("false")
            case 0x6E: try literal("null")
            case 0x2D, 0x30...0x39: try number()
            default:
                let length = try utf8Length()
                let character = String(decoding: bytes[position..<(position + length)], as: UTF8.self)
                let scalar = character.unicodeScalars.first ?? Unicode.Scalar(byte)
                throw fail("unexpected character \"\(scalar.escaped(asASCII: true))\" where a value was expected")
            }
        }

        mutating func literal(_ word: StaticString) throws(JSONSyntaxError) {
            let count = word.utf8CodeUnitCount
            guard bytes.count - position >= count,
                UnsafeBufferPointer(start: word.utf8Start, count: count).elementsEqual(
                    bytes[position..<(position + count)])
            else {
                throw fail("expected a value (a string, number, object, array, true, false or null)")
            }
            position += count
        }

        mutating func number() throws(JSONSyntaxError) {
            if current == 0x2D { position += 1 }
            guard let first = current, isDigit(first) else { throw fail("a number needs digits") }
            position += 1
            if first != 0x30 { digits() }
            if current == 0x2E {
                position += 1
                guard let byte = current, isDigit(byte) else { throw fail("a number needs digits after \".\"") }
                digits()
            }
            if current == 0x65 || current == 0x45 {
                position += 1
                if current == 0x2B || current == 0x2D { position += 1 }
                guard let byte = current, isDigit(byte) else { throw fail("a number needs digits in its exponent") }
                digits()
            }
        }

        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

        mutating func digits() {
            while position < bytes.count && isDigit(bytes[position]) { position += 1 }
        }

        mutating func string() throws(JSONSyntaxError) {
            let start = position
            position += 1
            while position < bytes.count {
                let byte = bytes[position]
                if byte >= 0x20 && byte < 0x80 && byte != 0x22 && byte != 0x5C {
                    position += 1
                    continue
                }
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
                        switch escape {
                        case 0x22, 0x5C, 0x2F, 0x62, 0x66, 0x6E, 0x72, 0x74: position += 1
                        default: throw fail("an unknown escape in a string")
                        }
                    }
                case 0x00..<0x20:
                    throw fail("a control character in a string (write it escaped, e.g. \\n)")
                default:
                    position += try utf8Length()
                }
            }
            throw fail("a string that never ends", at: start)
        }

        /// Throws when the byte at `position` does not start valid UTF-8: text outside strings is ASCII, so a byte
        /// there that is not is named as the encoding's problem when it is one, and otherwise as the grammar's.
        func refuseInvalidUTF8() throws(JSONSyntaxError) {
            if let byte = current, byte >= 0x80 { _ = try utf8Length() }
        }

        /// The length of the UTF-8 sequence of one scalar at `position` (RFC 3629: no overlong forms, surrogates or
        /// scalars past U+10FFFF), or throws where the bytes stop being one.
        func utf8Length() throws(JSONSyntaxError) -> Int {
            let lead = bytes[position]
            let length: Int
            var lowest: UInt8 = 0x80
            var highest: UInt8 = 0xBF
            switch lead {
            case 0x00..<0x80: return 1
            case 0xC2...0xDF: length = 2
            case 0xE0:
                length = 3
                lowest = 0xA0
            case 0xE1...0xEC, 0xEE, 0xEF: length = 3
            case 0xED:
                length = 3
                highest = 0x9F
            case 0xF0:
                length = 4
                lowest = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4:
                length = 4
                highest = 0x8F
            default: throw fail("bytes that are not valid UTF-8")
            }
            guard position + 1 < bytes.count, bytes[position + 1] >= lowest, bytes[position + 1] <= highest else {
                throw fail("bytes that are not valid UTF-8")
            }
            var index = position + 2
            while index < position + length {
                guard index < bytes.count, bytes[index] & 0xC0 == 0x80 else {
                    throw fail("bytes that are not valid UTF-8")
                }
                index += 1
            }
            return length
        }

        func isHexDigit(_ byte: UInt8) -> Bool {
            (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
        }
    }
}
