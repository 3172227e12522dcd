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

    /// A kind whose file gives a `Raw` (read by `read`, kept as `json` makes it and told apart by `raw`, `expected`
    /// naming it in the message of any other) from which `check` makes the value; `flagText` makes a flag's text the
    /// field's value.
    private init<Raw>(
        reading read: @escaping @Sendable (SceneFields, JSONMemberKey) throws -> Raw?,
        json: @escaping @Sendable (Raw) -> JSONValue, raw: @escaping @Sendable (JSONValue) -> Raw?, expected: String,
        check: @escaping @Sendable (Raw, SceneFieldPath) throws -> Value,
        flag: SceneFieldFlag, flagText: @escaping @Sendable (String, SceneFieldPath) throws -> JSONValue,
        valueName: String?, schema: [(String, JSONValue)], written: @escaping @Sendable (Value) -> JSONValue
    ) {
        self.read = { try read($0, $1).map(json) }
        self.check = { value, path in
            guard let given = raw(value) else {
                throw SceneError.field(path, problem: "must be \(expected), got \(value.serialized())")
            }
            return try check(given, path)
        }
        self.flagText = flagText
        flagInput = flag
        self.valueName = valueName
        self.schema = schema
        self.written = written
    }

    /// A flag's text as a `Raw`'s value when it reads as one, else as text for the field's check to refuse.
    private static func parsing<Raw: LosslessStringConvertible>(
        _ json: @escaping @Sendable (Raw) -> JSONValue
    ) -> @Sendable (String, SceneFieldPath) throws -> JSONValue {
        { text, _ in Raw(text).map(json) ?? .string(text) }
    }

    /// A kind that is a string of the file, made a value by `check`.
    private static func text(
        check: @escaping @Sendable (String, SceneFieldPath) throws -> Value, valueName: String?,
        schema: [(String, JSONValue)], written: @escaping @Sendable (Value) -> JSONValue
    ) -> SceneFieldKind {
        SceneFieldKind(
            reading: { try $0.string($1) }, json: JSONValue.string,
            raw: { if case .string(let value) = $0 { value } else { nil } }, expected: "a string",
            check: check, flag: .text(takesDashedValues: false), flagText: parsing(JSONValue.string),
            valueName: valueName, schema: schema, written: written)
    }
}

extension SceneFieldKind where Value == Double {
    /// A finite number within `range`; a flag shows `<valueName>`.
    package static func number(in range: ClosedRange<Double>, valueName: String = "pt") -> SceneFieldKind {
        SceneFieldKind(
            reading: { try $0.number($1, in: -.infinity ... .infinity) }, json: JSONValue.number,
            raw: { if case .number(let value) = $0 { value } else { nil } },
            expected: "a number", check: { try SceneValueCheck.number($0, in: range, at: $1) }, flag: .number,
            flagText: parsing(JSONValue.number), valueName: valueName,
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
            reading: { try $0.wholeNumber($1) }, json: JSONValue.int,
            raw: { if case .int(let value) = $0 { value } else { nil } }, expected: "a whole number",
            check: { try SceneValueCheck.integer($0, in: range, at: $1) }, flag: .integer,
            flagText: parsing(JSONValue.int), valueName: "n",
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
            reading: { try $0.bool($1) }, json: JSONValue.bool,
            raw: { if case .bool(let value) = $0 { value } else { nil } }, expected: "true or false",
            check: { value, _ in value }, flag: .toggle, flagText: parsing(JSONValue.bool), valueName: nil,
            schema: [("type", .string("boolean"))],
            written: JSONValue.bool)
    }
}

extension SceneFieldKind where Value: RawRepresentable & CaseIterable & Sendable, Value.RawValue == String {
    /// One of an enumeration's raw values.
    package static func choice(_ type: Value.Type) -> SceneFieldKind {
        text(
            check: { try SceneValueCheck.choice($0, type, at: $1) }, valueName: nil,
            schema: [("enum", .array(type.allCases.map { .string($0.rawValue) }))], written: { .string($0.rawValue) })
    }
}

extension SceneFieldKind where Value == RGBA {
    /// A colour, `#RRGGBB` or `#RRGGBBAA`.
    package static var color: SceneFieldKind {
        text(
            check: { try SceneValueCheck.color($0, at: $1) }, valueName: "colour",
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
        let json: @Sendable (Size) -> JSONValue = { .numbers([$0.width, $0.height]) }
        return SceneFieldKind(
            reading: { try $0.offset($1, in: range) }, json: json,
            raw: { value in
                guard case .array(let list) = value, list.count == 2, case .number(let x) = list[0],
                    case .number(let y) = list[1]
                else { return nil }
                return Size(width: x, height: y)
            },
            expected: "a list of two numbers", check: { try SceneValueCheck.offset($0, in: range, at: $1) },
            flag: .text(takesDashedValues: true), flagText: { json(try SceneValueCheck.offset($0, in: range, at: $1)) },
            valueName: "X,Y",
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
            written: { .string("\(SceneValueCheck.format($0.width)),\(SceneValueCheck.format($0.height))") })
    }
}
