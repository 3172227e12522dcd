import FilmstripImage
import FilmstripJSON
import FilmstripLayout
import Foundation

/// The fields of a scene file's object, read with the checks every field needs: the right JSON type, a finite number
/// in a sane range, a bounded string. Fields are named by coding keys (a style's `CodingKeys`), so each is spelled
/// once. A failure is a `SceneError.field` with the field's path and the problem, so a style's `init(from:)` states
/// its fields and their ranges in a line each.
public struct SceneFields {
    private let container: KeyedDecodingContainer<JSONMemberKey>
    package let context: SceneDecodingContext

    /// Longest string a field may hold; longer values are refused without being echoed whole.
    public static let maximumStringLength = SceneValueCheck.maximumStringLength
    /// Largest view dimension, in points: far beyond any screen, small enough that the canvas size cannot overflow.
    public static let maximumLength = SceneValueCheck.maximumLength

    /// The fields of the scene file `decoder` reads, with the paths resolved against the file's folder.
    public init(_ decoder: any Decoder) throws {
        container = try decoder.container(keyedBy: JSONMemberKey.self)
        context = decoder.userInfo[SceneDecodingContext.userInfoKey] as? SceneDecodingContext ?? SceneDecodingContext()
    }

    /// The names of the fields present, as the file spells them.
    public var names: [String] { container.allKeys.map(\.stringValue) }

    /// Whether the file gives the field `key`, whatever its value.
    public func contains(_ key: some CodingKey) -> Bool { container.contains(JSONMemberKey(key.stringValue)) }

    /// Refuses the first field (in name order) not among `known`: `problem` says whose fields they are ("unknown
    /// field of a check"), and the message lists the known ones.
    package func refuseOthers(than known: [String], saying problem: String) throws {
        if let name = names.sorted().first(where: { !known.contains($0) }) {
            throw SceneError.field(
                SceneFieldPath(field: name), problem: "\(problem) (known: \(known.joined(separator: ", ")))")
        }
    }

    /// The field as a JSON boolean, or nil when it is absent.
    public func bool(_ key: some CodingKey) throws -> Bool? {
        try decode(Bool.self, key, expected: "true or false")
    }

    /// A finite number within `range`.
    public func number(_ key: some CodingKey, in range: ClosedRange<Double> = -1e9...1e9) throws -> Double? {
        try decode(Double.self, key, expected: "a number").map {
            try SceneValueCheck.number($0, in: range, at: SceneFieldPath(key))
        }
    }

    /// A number more than 0 and at most `maximum`.
    public func positive(_ key: some CodingKey, maximum: Double = SceneFields.maximumLength) throws -> Double? {
        try decode(Double.self, key, expected: "a number").map {
            try SceneValueCheck.positive($0, maximum: maximum, at: SceneFieldPath(key))
        }
    }

    /// A whole number within `range`.
    public func integer(_ key: some CodingKey, in range: ClosedRange<Int>) throws -> Int? {
        try wholeNumber(key).map { try SceneValueCheck.integer($0, in: range, at: SceneFieldPath(key)) }
    }

    /// A whole number, unchecked beyond fitting an `Int`: its range is checked where the scene is built.
    package func wholeNumber(_ key: some CodingKey) throws -> Int? {
        guard let number = try decode(Double.self, key, expected: "a whole number") else { return nil }
        guard number.isFinite, number == number.rounded(), let value = Int(exactly: number) else {
            throw SceneError.field(
                SceneFieldPath(key), problem: "must be a whole number, got \(SceneValueCheck.format(number))")
        }
        return value
    }

    /// The field as a string of at most `maximumStringLength` bytes, or nil when it is absent.
    public func string(_ key: some CodingKey) throws -> String? {
        try decode(String.self, key, expected: "a string").map {
            try SceneValueCheck.string($0, at: SceneFieldPath(key))
        }
    }

    /// A list of at most `maximumCount` strings.
    public func strings(_ key: some CodingKey, maximumCount: Int = 100_000) throws -> [String]? {
        try decode([String].self, key, expected: "a list of strings").map {
            try SceneValueCheck.strings($0, maximumCount: maximumCount, at: SceneFieldPath(key))
        }
    }

    /// One of an enumeration's raw values.
    public func choice<Choice: RawRepresentable & CaseIterable>(_ key: some CodingKey, _ type: Choice.Type) throws
        -> Choice?
    where Choice.RawValue == String {
        try string(key).map { try SceneValueCheck.choice($0, type, at: SceneFieldPath(key)) }
    }

    /// `#RRGGBB` or `#RRGGBBAA`.
    public func color(_ key: some CodingKey) throws -> RGBA? {
        try string(key).map { try SceneValueCheck.color($0, at: SceneFieldPath(key)) }
    }

    /// `"WxH"` in points, each side more than 0 and at most `maximumLength`.
    public func size(_ key: some CodingKey) throws -> Size? {
        try string(key).map { try SceneValueCheck.size($0, at: SceneFieldPath(key)) }
    }

    /// An offset in points: `"X,Y"` or a list of two numbers `[X, Y]`, each within `range`.
    public func offset(_ key: some CodingKey, in range: ClosedRange<Double>) throws -> Size? {
        let fieldKey = JSONMemberKey(key.stringValue)
        guard container.contains(fieldKey) else { return nil }
        let path = SceneFieldPath(key)
        if let text = try? container.decode(String.self, forKey: fieldKey) {
            return try SceneValueCheck.offset(text, in: range, at: path)
        }
        if let list = try? container.decode([Double].self, forKey: fieldKey), list.count == 2 {
            return try SceneValueCheck.offset(
                Size(width: list[0], height: list[1]), in: range, at: path, given: "a list")
        }
        throw SceneError.field(
            path, problem: "must be \(SceneValueCheck.offsetExpectation(in: range))\(describeValue(forKey: fieldKey))")
    }

    /// A file path, resolved as the field's origin requires (relative to its scene file), and at most
    /// `maximumStringLength` bytes once resolved.
    public func path(_ key: some CodingKey) throws -> String? {
        try string(key).map { try resolved($0, key, at: SceneFieldPath(key)) }
    }

    /// A list of file paths, each resolved as `path` resolves one.
    public func paths(_ key: some CodingKey) throws -> [String]? {
        try strings(key, maximumCount: Photo.maximumCount).map {
            try $0.enumerated().map { try resolved($1, key, at: SceneFieldPath(key).appending(index: $0)) }
        }
    }

    /// `text` as the path that is opened. Its length is measured joined to the scene file's folder: a longer path
    /// than the system opens is refused here by name rather than failing to open, and a scene's description
    /// (which holds the joined paths) then reads back as the same scene.
    private func resolved(_ text: String, _ key: some CodingKey, at path: SceneFieldPath) throws -> String {
        // The system reads a path up to its first NUL: `a.png\u0000../x` would open `a.png`, another file than named.
        guard !text.utf8.contains(0) else {
            throw SceneError.field(path, problem: "holds a NUL character, which would cut the path short")
        }
        let resolved = context.resolvePath(key.stringValue, text)
        let length = resolved.utf8.count
        guard length <= SceneFields.maximumStringLength else {
            throw SceneError.field(
                path,
                problem:
                    "is \(length) bytes long joined to the scene file's folder, more than the \(SceneFields.maximumStringLength) allowed"
            )
        }
        return resolved
    }

    /// A nested object, read by `read` from its own decoder; a field error inside it is placed under `key`.
    public func object<Value>(_ key: some CodingKey, _ read: (any Decoder) throws -> Value) throws -> Value? {
        let fieldKey = JSONMemberKey(key.stringValue)
        guard container.contains(fieldKey) else { return nil }
        guard (try? container.nestedContainer(keyedBy: JSONMemberKey.self, forKey: fieldKey)) != nil else {
            throw SceneError.field(
                SceneFieldPath(key), problem: "must be an object {...}\(describeValue(forKey: fieldKey))")
        }
        do {
            return try read(try container.superDecoder(forKey: fieldKey))
        } catch let error as SceneError {
            throw error.nested(under: SceneFieldPath(key))
        }
    }

    /// A list of objects, each read by `read` from its own decoder; a field error is placed under `key[i]`.
    public func objects<Value>(
        _ key: some CodingKey, maximumCount: Int = 10_000, _ read: (any Decoder) throws -> Value
    ) throws -> [Value]? {
        let fieldKey = JSONMemberKey(key.stringValue)
        let path = SceneFieldPath(key)
        guard container.contains(fieldKey) else { return nil }
        guard var list = try? container.nestedUnkeyedContainer(forKey: fieldKey) else {
            throw SceneError.field(path, problem: "must be a list of objects\(describeValue(forKey: fieldKey))")
        }
        var values: [Value] = []
        while !list.isAtEnd {
            let index = values.count
            guard index < maximumCount else {
                throw SceneError.field(path, problem: "has more than the \(maximumCount) entries allowed")
            }
            do {
                values.append(try read(try list.superDecoder()))
            } catch let error as SceneError {
                throw error.nested(under: path.appending(index: index))
            } catch {
                throw SceneError.field(path.appending(index: index), problem: "must be an object {...}")
            }
        }
        return values
    }

    private func decode<Value: Decodable>(_ type: Value.Type, _ key: some CodingKey, expected: String) throws
        -> Value?
    {
        let fieldKey = JSONMemberKey(key.stringValue)
        guard container.contains(fieldKey) else { return nil }
        if (try? container.decodeNil(forKey: fieldKey)) == true {
            throw SceneError.field(SceneFieldPath(key), problem: "must be \(expected), got null")
        }
        do {
            return try container.decode(type, forKey: fieldKey)
        } catch {
            throw SceneError.field(
                SceneFieldPath(key), problem: "must be \(expected)\(describeValue(forKey: fieldKey))")
        }
    }

    /// ", got …" with the value as it stands in the file, when it can be shown briefly.
    private func describeValue(forKey key: JSONMemberKey) -> String {
        if let number = try? container.decode(Double.self, forKey: key) {
            return ", got \(SceneValueCheck.format(number))"
        }
        if let text = try? container.decode(String.self, forKey: key) {
            return ", got \(SceneValueCheck.quoted(text))"
        }
        if (try? container.decode(Bool.self, forKey: key)) != nil { return ", got a boolean" }
        if (try? container.nestedUnkeyedContainer(forKey: key)) != nil { return ", got a list" }
        if (try? container.nestedContainer(keyedBy: JSONMemberKey.self, forKey: key)) != nil {
            return ", got an object"
        }
        return ""
    }

    /// A value for a message: quoted, and cut short so a huge value is not echoed whole.
    public static func quoted(_ text: String) -> String { SceneValueCheck.quoted(text) }

    /// `names` as an error message lists the choices: the name alone, or "one of a, b, c".
    public static func oneOf(_ names: [String]) -> String { SceneValueCheck.oneOf(names) }
}
