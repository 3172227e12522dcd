import FilmstripImage
import FilmstripJSON
import FilmstripLayout

/// What kind of value a scene field holds, with everything that follows from the kind: the JSON type a file must
/// give, the check of a given value (its range, its choices), how a front end's flag gives it, and its JSON Schema.
/// A field's declaration (`SceneFieldDescriptor`) names its kind, so each of these is written once per kind.
package struct SceneFieldKind<Value>: Sendable {
    /// The file's value as given, of the right JSON type (nil when the field is absent); its range is checked later.
    let read: @Sendable (SceneFields, JSONMemberKey) throws -> JSONValue?
    /// The value a given JSON value states, checked, or a `SceneError.field` at `path`.
    let check: @Sendable (JSONValue, SceneFieldPath) throws -> Value
    /// A flag's text as the field's given value (a malformed one refused at `path`, for the offsets a flag writes).
    let flagText: @Sendable (String, SceneFieldPath) throws -> JSONValue
    /// How a front end's flag gives the value.
    package let flagInput: SceneFieldFlag
    /// What the flag's value is called in its help (`pt`); nil: the flag's own name.
    package let valueName: String?
    /// The JSON Schema keywords of the field's type and range.
    let schema: [(String, JSONValue)]
    /// A value as a scene file writes it, for the schema's `default`.
    let written: @Sendable (Value) -> JSONValue

    /// A value that is not of the kind's JSON type: only code that builds a description by hand can give one.
    static func mismatch(_ value: JSONValue, at path: SceneFieldPath, expected: String) -> SceneError {
        SceneError.field(path, problem: "must be \(expected), got \(value.serialized())")
    }
}

extension SceneFieldKind where Value == Double {
    /// A finite number within `range`; a flag shows `<valueName>`.
    package static func number(in range: ClosedRange<Double>, valueName: String = "pt") -> SceneFieldKind {
        SceneFieldKind(
            read: { try $0.number($1, in: -.infinity ... .infinity).map(JSONValue.number) },
            check: { value, path in
                guard case .number(let number) = value else { throw mismatch(value, at: path, expected: "a number") }
                return try SceneValueCheck.number(number, in: range, at: path)
            },
            flagText: { text, _ in Double(text).map(JSONValue.number) ?? .string(text) }, flagInput: .number,
            valueName: valueName,
            schema: [
                ("type", .string("number")), ("minimum", .number(range.lowerBound)),
                ("maximum", .number(range.upperBound)),
            ],
            written: JSONValue.number)
    }
}

extension SceneFieldKind where Value == Int {
    /// A whole number within `range`.
    package static func integer(in range: ClosedRange<Int>) -> SceneFieldKind {
        SceneFieldKind(
            read: { try $0.wholeNumber($1).map(JSONValue.int) },
            check: { value, path in
                guard case .int(let number) = value else {
                    throw mismatch(value, at: path, expected: "a whole number")
                }
                return try SceneValueCheck.integer(number, in: range, at: path)
            },
            flagText: { text, _ in Int(text).map(JSONValue.int) ?? .string(text) }, flagInput: .integer,
            valueName: "n",
            schema: [
                ("type", .string("integer")), ("minimum", .int(range.lowerBound)), ("maximum", .int(range.upperBound)),
            ],
            written: JSONValue.int)
    }
}

extension SceneFieldKind where Value == Bool {
    /// `true` or `false`; a flag without a value sets it.
    package static var bool: SceneFieldKind {
        SceneFieldKind(
            read: { try $0.bool($1).map(JSONValue.bool) },
            check: { value, path in
                guard case .bool(let bool) = value else { throw mismatch(value, at: path, expected: "true or false") }
                return bool
            },
            flagText: { text, _ in Bool(text).map(JSONValue.bool) ?? .string(text) }, flagInput: .toggle,
            valueName: nil, schema: [("type", .string("boolean"))], written: JSONValue.bool)
    }
}

extension SceneFieldKind where Value: RawRepresentable & CaseIterable & Sendable, Value.RawValue == String {
    /// One of an enumeration's raw values.
    package static func choice(_ type: Value.Type) -> SceneFieldKind {
        SceneFieldKind(
            read: { try $0.string($1).map(JSONValue.string) },
            check: { value, path in
                guard case .string(let text) = value else { throw mismatch(value, at: path, expected: "a string") }
                return try SceneValueCheck.choice(text, type, at: path)
            },
            flagText: { text, _ in .string(text) }, flagInput: .text(takesDashedValues: false), valueName: nil,
            schema: [("enum", .array(type.allCases.map { .string($0.rawValue) }))],
            written: { .string($0.rawValue) })
    }
}

extension SceneFieldKind where Value == RGBA {
    /// A colour, `#RRGGBB` or `#RRGGBBAA`.
    package static var color: SceneFieldKind {
        SceneFieldKind(
            read: { try $0.string($1).map(JSONValue.string) },
            check: { value, path in
                guard case .string(let text) = value else { throw mismatch(value, at: path, expected: "a string") }
                return try SceneValueCheck.color(text, at: path)
            },
            flagText: { text, _ in .string(text) }, flagInput: .text(takesDashedValues: false), valueName: "colour",
            schema: [("type", .string("string")), ("pattern", .string("^#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"))],
            written: { color in
                let channels = color.a == 255 ? [color.r, color.g, color.b] : [color.r, color.g, color.b, color.a]
                return .string(
                    "#"
                        + channels.map { String($0 / 16, radix: 16) + String($0 % 16, radix: 16) }
                        .joined().uppercased())
            })
    }
}

extension SceneFieldKind where Value == Size {
    /// An offset in points: `"X,Y"` or a list of two numbers `[X, Y]`, each within `range`. Kept as the list.
    package static func offset(in range: ClosedRange<Double>) -> SceneFieldKind {
        SceneFieldKind(
            read: { fields, key in
                try fields.offset(key, in: range).map { JSONValue.numbers([$0.width, $0.height]) }
            },
            check: { value, path in
                guard case .array(let list) = value, list.count == 2, case .number(let x) = list[0],
                    case .number(let y) = list[1]
                else { throw mismatch(value, at: path, expected: "a list of two numbers") }
                return try SceneValueCheck.offset(Size(width: x, height: y), in: range, at: path)
            },
            flagText: { text, path in
                let offset = try SceneValueCheck.offset(text, in: range, at: path)
                return .numbers([offset.width, offset.height])
            },
            flagInput: .text(takesDashedValues: true), valueName: "X,Y",
            schema: [
                (
                    "oneOf",
                    .array([
                        .object([
                            ("type", .string("string")),
                            ("pattern", .string("^ *-?[0-9.]+(e-?[0-9]+)? *, *-?[0-9.]+(e-?[0-9]+)? *$")),
                        ]),
                        .object([
                            ("type", .string("array")),
                            (
                                "items",
                                .object([
                                    ("type", .string("number")), ("minimum", .number(range.lowerBound)),
                                    ("maximum", .number(range.upperBound)),
                                ])
                            ),
                            ("minItems", .int(2)), ("maxItems", .int(2)),
                        ]),
                    ])
                )
            ],
            written: {
                .string("\(SceneValueCheck.format($0.width)),\(SceneValueCheck.format($0.height))")
            })
    }
}
