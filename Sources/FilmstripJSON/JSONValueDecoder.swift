/// Reads a `Decodable` straight from a `JSONValue`, as `JSONDecoder` reads one from bytes: for values kept as parsed
/// JSON (a style's fields in a scene file) and read later by the type that knows their shape, without writing them
/// out as text and parsing them again. Numbers are read as any numeric type that holds them exactly.
package struct JSONValueDecoder: Decoder {
    package let value: JSONValue
    package let codingPath: [any CodingKey]
    package let userInfo: [CodingUserInfoKey: Any]

    /// A decoder of `value`, which `userInfo` goes with to every nested decoder.
    package init(
        _ value: JSONValue, codingPath: [any CodingKey] = [], userInfo: [CodingUserInfoKey: Any] = [:]
    ) {
        self.value = value
        self.codingPath = codingPath
        self.userInfo = userInfo
    }

    package func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value else { throw mismatch([String: JSONValue].self) }
        var fields: [String: JSONValue] = [:]
        for (name, member) in members { fields[name] = member }
        return KeyedDecodingContainer(Keyed<Key>(decoder: self, fields: fields))
    }

    package func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let values) = value else { throw mismatch([JSONValue].self) }
        return Unkeyed(decoder: self, values: values)
    }

    package func singleValueContainer() throws -> any SingleValueDecodingContainer { Single(decoder: self) }

    /// The decoder of a nested value, one step further along the path.
    fileprivate func nested(_ value: JSONValue, at key: any CodingKey) -> JSONValueDecoder {
        JSONValueDecoder(value, codingPath: codingPath + [key], userInfo: userInfo)
    }

    fileprivate func mismatch(_ type: Any.Type) -> DecodingError {
        .typeMismatch(type, DecodingError.Context(codingPath: codingPath, debugDescription: "found \(value.kind)"))
    }

    /// The value as `type`, or a type mismatch. A standard scalar type is read here; any other type reads itself
    /// from this decoder.
    fileprivate func decodeScalar<T: Decodable>(_ type: T.Type) throws -> T {
        let isScalar =
            type is Bool.Type || type is String.Type || type is any BinaryInteger.Type
            || type is any BinaryFloatingPoint.Type
        guard isScalar else { return try T(from: self) }
        switch value {
        case .bool(let bool): if let bool = bool as? T { return bool }
        case .string(let string): if let string = string as? T { return string }
        case .int(let int): if let number = JSONValueDecoder.number(Double(int), as: type) { return number }
        case .number(let double): if let number = JSONValueDecoder.number(double, as: type) { return number }
        default: break
        }
        throw mismatch(type)
    }

    /// `value` as the numeric type `type`, when it holds it exactly (any finite value for a floating-point type).
    private static func number<T>(_ value: Double, as type: T.Type) -> T? {
        if let integer = type as? any BinaryInteger.Type { return integer.init(exactly: value) as? T }
        if let floating = type as? any BinaryFloatingPoint.Type { return floating.init(value) as? T }
        return nil
    }

    private struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let decoder: JSONValueDecoder
        let fields: [String: JSONValue]

        var codingPath: [any CodingKey] { decoder.codingPath }
        var allKeys: [Key] { fields.keys.sorted().compactMap { Key(stringValue: $0) } }

        func contains(_ key: Key) -> Bool { fields[key.stringValue] != nil }

        private func member(_ key: Key) throws -> JSONValueDecoder {
            guard let value = fields[key.stringValue] else {
                throw DecodingError.keyNotFound(
                    key, DecodingError.Context(codingPath: codingPath, debugDescription: "no such field"))
            }
            return decoder.nested(value, at: key)
        }

        func decodeNil(forKey key: Key) throws -> Bool { try member(key).value.isNull }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            try member(key).decodeScalar(type)
        }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
            -> KeyedDecodingContainer<NestedKey>
        {
            try member(key).container(keyedBy: type)
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            try member(key).unkeyedContainer()
        }

        func superDecoder() throws -> any Decoder { decoder }

        func superDecoder(forKey key: Key) throws -> any Decoder { try member(key) }
    }

    private struct Unkeyed: UnkeyedDecodingContainer {
        let decoder: JSONValueDecoder
        let values: [JSONValue]
        var currentIndex = 0

        init(decoder: JSONValueDecoder, values: [JSONValue]) {
            self.decoder = decoder
            self.values = values
        }

        var codingPath: [any CodingKey] { decoder.codingPath }
        var count: Int? { values.count }
        var isAtEnd: Bool { currentIndex >= values.count }

        private mutating func next() throws -> JSONValueDecoder {
            guard !isAtEnd else {
                throw DecodingError.valueNotFound(
                    JSONValue.self, DecodingError.Context(codingPath: codingPath, debugDescription: "at the end"))
            }
            defer { currentIndex += 1 }
            return decoder.nested(values[currentIndex], at: JSONMemberKey(String(currentIndex)))
        }

        mutating func decodeNil() throws -> Bool {
            guard !isAtEnd, values[currentIndex].isNull else { return false }
            currentIndex += 1
            return true
        }

        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next().decodeScalar(type) }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
            -> KeyedDecodingContainer<NestedKey>
        {
            try next().container(keyedBy: type)
        }

        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            try next().unkeyedContainer()
        }

        mutating func superDecoder() throws -> any Decoder { try next() }
    }

    private struct Single: SingleValueDecodingContainer {
        let decoder: JSONValueDecoder

        var codingPath: [any CodingKey] { decoder.codingPath }

        func decodeNil() -> Bool { decoder.value.isNull }

        func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.decodeScalar(type) }
    }
}

extension JSONValue {
    /// Whether this is JSON's `null` (compared without writing the value out, as `==` does).
    fileprivate var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// What kind of value this is, for a message.
    fileprivate var kind: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .int, .number: "a number"
        case .string: "a string"
        case .array: "a list"
        case .object: "an object"
        }
    }
}
