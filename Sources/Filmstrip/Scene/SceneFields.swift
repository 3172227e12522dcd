import FilmstripImage
import FilmstripLayout
import Foundation

/// The fields of a scene file, read with the checks every field needs: the right JSON type, a finite number in a
/// sane range, a bounded string. A failure is a `SceneError.field` naming the field and the reason, so a style's
/// `init(from:)` states its fields and their ranges in a line each.
public struct SceneFields {
    private let container: KeyedDecodingContainer<SceneFieldKey>
    package let context: SceneDecodingContext

    /// Longest string a field may hold; longer values are refused without being echoed whole.
    public static let maximumStringLength = 4096
    /// Largest view dimension, in points: far beyond any screen, small enough that the canvas size cannot overflow.
    public static let maximumLength = 100_000.0

    /// The fields of the scene file `decoder` reads, with the paths resolved against the file's folder.
    public init(_ decoder: any Decoder) throws {
        container = try decoder.container(keyedBy: SceneFieldKey.self)
        context = decoder.userInfo[SceneDecodingContext.userInfoKey] as? SceneDecodingContext ?? SceneDecodingContext()
    }

    /// The names of the fields present.
    public var names: [String] { container.allKeys.map(\.stringValue) }

    /// Whether the file gives the field `name`, whatever its value.
    public func contains(_ name: String) -> Bool { container.contains(SceneFieldKey(name)) }

    /// The field as a JSON boolean, or nil when it is absent.
    public func bool(_ name: String) throws -> Bool? {
        try decode(Bool.self, name, expected: "true or false")
    }

    /// A finite number within `range`.
    public func number(_ name: String, in range: ClosedRange<Double> = -1e9...1e9) throws -> Double? {
        guard let value = try decode(Double.self, name, expected: "a number") else { return nil }
        guard value.isFinite, range.contains(value) else {
            throw SceneError.field(
                name, reason: "must be \(SceneFields.describe(range)), got \(SceneFields.format(value))")
        }
        return value
    }

    /// A number more than 0 and at most `maximum`.
    public func positive(_ name: String, maximum: Double = SceneFields.maximumLength) throws -> Double? {
        guard let value = try decode(Double.self, name, expected: "a number") else { return nil }
        guard value.isFinite, value > 0, value <= maximum else {
            throw SceneError.field(
                name,
                reason:
                    "must be more than 0 and at most \(SceneFields.format(maximum)), got \(SceneFields.format(value))")
        }
        return value
    }

    /// A whole number within `range`.
    public func integer(_ name: String, in range: ClosedRange<Int>) throws -> Int? {
        guard contains(name) else { return nil }
        guard let number = try decode(Double.self, name, expected: "a whole number") else { return nil }
        guard number.isFinite, number == number.rounded(), let value = Int(exactly: number) else {
            throw SceneError.field(name, reason: "must be a whole number, got \(SceneFields.format(number))")
        }
        guard range.contains(value) else {
            throw SceneError.field(
                name, reason: "must be from \(range.lowerBound) to \(range.upperBound), got \(value)")
        }
        return value
    }

    /// The field as a string of at most `maximumStringLength` characters, or nil when it is absent.
    public func string(_ name: String) throws -> String? {
        guard let value = try decode(String.self, name, expected: "a string") else { return nil }
        guard value.utf8.count <= SceneFields.maximumStringLength else {
            throw SceneError.field(
                name,
                reason: "is \(value.utf8.count) bytes long, more than the \(SceneFields.maximumStringLength) allowed")
        }
        return value
    }

    /// A list of at most `maximumCount` strings.
    public func strings(_ name: String, maximumCount: Int = 100_000) throws -> [String]? {
        guard let values = try decode([String].self, name, expected: "a list of strings") else { return nil }
        guard values.count <= maximumCount else {
            throw SceneError.field(name, reason: "has \(values.count) entries, more than the \(maximumCount) allowed")
        }
        if let long = values.firstIndex(where: { $0.utf8.count > SceneFields.maximumStringLength }) {
            throw SceneError.field(
                "\(name)[\(long)]", reason: "is more than \(SceneFields.maximumStringLength) bytes long")
        }
        return values
    }

    /// One of an enumeration's raw values.
    public func choice<Choice: RawRepresentable & CaseIterable>(_ name: String, _ type: Choice.Type) throws -> Choice?
    where Choice.RawValue == String {
        guard let text = try string(name) else { return nil }
        guard let value = Choice(rawValue: text) else {
            let names = Choice.allCases.map { $0.rawValue }
            throw SceneError.field(name, reason: "must be \(SceneFields.oneOf(names)), got \(SceneFields.quoted(text))")
        }
        return value
    }

    /// `#RRGGBB` or `#RRGGBBAA`.
    public func colour(_ name: String) throws -> RGBA? {
        guard let text = try string(name) else { return nil }
        guard let colour = RGBA(hex: text) else {
            throw SceneError.field(name, reason: "must be #RRGGBB or #RRGGBBAA, got \(SceneFields.quoted(text))")
        }
        return colour
    }

    /// `"WxH"` in points, each side more than 0 and at most `maximumLength`.
    public func size(_ name: String) throws -> Size? {
        guard let text = try string(name) else { return nil }
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w > 0, h > 0,
            w <= SceneFields.maximumLength, h <= SceneFields.maximumLength
        else {
            throw SceneError.field(
                name,
                reason:
                    "must be WxH in points, each more than 0 and at most \(SceneFields.format(SceneFields.maximumLength)), got \(SceneFields.quoted(text))"
            )
        }
        return Size(width: w, height: h)
    }

    /// An offset in points: `"X,Y"` or a list of two numbers `[X, Y]`, each within `range`.
    public func offset(_ name: String, in range: ClosedRange<Double>) throws -> Size? {
        let key = SceneFieldKey(name)
        guard container.contains(key) else { return nil }
        let expected =
            "X,Y or a list of two numbers, each from \(SceneFields.format(range.lowerBound)) to \(SceneFields.format(range.upperBound))"
        var numbers: [Double]?
        if let list = try? container.decode([Double].self, forKey: key) {
            numbers = list
        } else if let text = try? container.decode(String.self, forKey: key) {
            let parts = text.split(separator: ",", omittingEmptySubsequences: false)
                .map { Double($0.trimmingCharacters(in: .whitespaces)) }
            numbers = parts.allSatisfy { $0 != nil } ? parts.compactMap { $0 } : []
        }
        guard let numbers, numbers.count == 2, numbers.allSatisfy({ $0.isFinite && range.contains($0) }) else {
            throw SceneError.field(name, reason: "must be \(expected)\(describeValue(forKey: key))")
        }
        return Size(width: numbers[0], height: numbers[1])
    }

    /// A file path, resolved as the field's origin requires (relative to its scene file).
    public func path(_ name: String) throws -> String? {
        try string(name).map { context.resolvePath(name, $0) }
    }

    /// A list of file paths, each resolved as `path` resolves one.
    public func paths(_ name: String) throws -> [String]? {
        try strings(name, maximumCount: Photo.maximumCount).map { $0.map { context.resolvePath(name, $0) } }
    }

    /// A nested object, read by `read` from its own decoder; a field error inside it is named `name.field`.
    public func object<Value>(_ name: String, _ read: (any Decoder) throws -> Value) throws -> Value? {
        let key = SceneFieldKey(name)
        guard container.contains(key) else { return nil }
        guard (try? container.nestedContainer(keyedBy: SceneFieldKey.self, forKey: key)) != nil else {
            throw SceneError.field(name, reason: "must be an object {...}\(describeValue(forKey: key))")
        }
        do {
            return try read(try container.superDecoder(forKey: key))
        } catch SceneError.field(let inner, let reason) {
            throw SceneError.field("\(name).\(inner)", reason: reason)
        }
    }

    /// A list of objects, each read by `read` from its own decoder; a field error is named `name[i].field`.
    public func objects<Value>(_ name: String, maximumCount: Int = 10_000, _ read: (any Decoder) throws -> Value) throws
        -> [Value]?
    {
        let key = SceneFieldKey(name)
        guard container.contains(key) else { return nil }
        guard var list = try? container.nestedUnkeyedContainer(forKey: key) else {
            throw SceneError.field(name, reason: "must be a list of objects\(describeValue(forKey: key))")
        }
        var values: [Value] = []
        while !list.isAtEnd {
            let index = values.count
            guard index < maximumCount else {
                throw SceneError.field(name, reason: "has more than the \(maximumCount) entries allowed")
            }
            do {
                values.append(try read(try list.superDecoder()))
            } catch SceneError.field(let inner, let reason) {
                throw SceneError.field("\(name)[\(index)].\(inner)", reason: reason)
            } catch {
                throw SceneError.field("\(name)[\(index)]", reason: "must be an object {...}")
            }
        }
        return values
    }

    private func decode<Value: Decodable>(_ type: Value.Type, _ name: String, expected: String) throws -> Value? {
        let key = SceneFieldKey(name)
        guard container.contains(key) else { return nil }
        if (try? container.decodeNil(forKey: key)) == true {
            throw SceneError.field(name, reason: "must be \(expected), got null")
        }
        do {
            return try container.decode(type, forKey: key)
        } catch {
            throw SceneError.field(name, reason: "must be \(expected)\(describeValue(forKey: key))")
        }
    }

    /// ", got …" with the value as it stands in the file, when it can be shown briefly.
    private func describeValue(forKey key: SceneFieldKey) -> String {
        if let number = try? container.decode(Double.self, forKey: key) { return ", got \(SceneFields.format(number))" }
        if let text = try? container.decode(String.self, forKey: key) { return ", got \(SceneFields.quoted(text))" }
        if (try? container.decode(Bool.self, forKey: key)) != nil { return ", got a boolean" }
        if (try? container.nestedUnkeyedContainer(forKey: key)) != nil { return ", got a list" }
        if (try? container.nestedContainer(keyedBy: SceneFieldKey.self, forKey: key)) != nil {
            return ", got an object"
        }
        return ""
    }

    /// A value for a message: quoted, and cut short so a huge value is not echoed whole.
    public static func quoted(_ text: String) -> String {
        let limit = 40
        return text.count <= limit ? "\"\(text)\"" : "\"\(text.prefix(limit))…\" (\(text.utf8.count) bytes)"
    }

    /// `names` as an error message lists the choices: the name alone, or "one of a, b, c".
    public static func oneOf(_ names: [String]) -> String {
        names.count == 1 ? names[0] : "one of " + names.joined(separator: ", ")
    }

    static func format(_ value: Double) -> String {
        value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }

    private static func describe(_ range: ClosedRange<Double>) -> String {
        "a number from \(format(range.lowerBound)) to \(format(range.upperBound))"
    }
}
