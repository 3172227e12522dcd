import FilmstripJSON

/// One field of a scene file, declared once: its name in the file, its kind (`SceneFieldKind`: JSON type, range,
/// flag, schema), the property of `Model` it sets and one line of help. Decoding, encoding, layering, a front end's
/// flag, the range check and the JSON Schema all come from this declaration (`SceneFieldValues` holds the values
/// given), so a new field is one more entry in its model's `sceneFields`.
///
/// The help may name another field as `{borderWidth}`: a front end shows its own spelling (the command line's
/// `--border-width`), the schema the field's name.
package struct SceneFieldDescriptor<Model>: Sendable {
    /// The field's name in a scene file; a front end derives its flag from it (`cornerRadius` → `--corner-radius`).
    package let key: String
    /// One line saying what the field does, with its default.
    package let help: String
    /// How a front end's flag gives the value.
    package let flagInput: SceneFieldFlag
    /// What the flag's value is called in its help (`pt`); nil: the flag's own name.
    package let valueName: String?
    /// The model's property the field sets, to find the field by it.
    let property: AnyKeyPath & Sendable
    /// The file's value as given, of the right JSON type.
    let read: @Sendable (SceneFields) throws -> JSONValue?
    /// Checks a given value and sets the property.
    let apply: @Sendable (JSONValue, inout Model) throws -> Void
    /// A flag's text as the field's given value.
    private let flagText: @Sendable (String) throws -> JSONValue
    /// The field's JSON Schema, with the default `defaults` has.
    private let makeSchema: @Sendable (_ defaults: Model) -> JSONValue

    /// The field `key` that sets `property`, a value of `kind`.
    package static func field<Value>(
        _ key: String, _ property: WritableKeyPath<Model, Value> & Sendable, _ kind: SceneFieldKind<Value>,
        help: String
    ) -> SceneFieldDescriptor {
        SceneFieldDescriptor(
            key, property, kind, help: help, set: { $0[keyPath: property] = $1 }, get: { $0[keyPath: property] })
    }

    /// The field `key` that sets the optional `property` (nil unless given), a value of `kind`.
    package static func field<Value>(
        _ key: String, _ property: WritableKeyPath<Model, Value?> & Sendable, _ kind: SceneFieldKind<Value>,
        help: String
    ) -> SceneFieldDescriptor {
        SceneFieldDescriptor(
            key, property, kind, help: help, set: { $0[keyPath: property] = $1 }, get: { $0[keyPath: property] })
    }

    private init<Value>(
        _ key: String, _ property: AnyKeyPath & Sendable, _ kind: SceneFieldKind<Value>, help: String,
        set: @escaping @Sendable (inout Model, Value) -> Void, get: @escaping @Sendable (Model) -> Value?
    ) {
        self.key = key
        self.help = help
        self.property = property
        flagInput = kind.flagInput
        valueName = kind.valueName
        let path = SceneFieldPath(field: key)
        read = { try kind.read($0, JSONMemberKey(key)) }
        apply = { value, model in set(&model, try kind.check(value, path)) }
        flagText = { try kind.flagText($0, path) }
        makeSchema = { defaults in
            let given = get(defaults).map { [("default", kind.written($0))] } ?? []
            return .object(
                kind.schema + given + [("description", .string(SceneFieldDescriptor.help(help) { $0 }))])
        }
    }

    /// A flag's text as the field's value, as a scene file would give it; a malformed offset is refused here, a
    /// `SceneError.field` of the field.
    package func value(flagText text: String) throws -> JSONValue { try flagText(text) }

    /// The field's JSON Schema: its type and range, the default `defaults` has (a model as it is before any field
    /// sets it), and the help as its description.
    package func schema(defaults: Model) -> JSONValue { makeSchema(defaults) }

    /// The help with each field it names spelled by `spelling` (a flag, or the field's own name).
    package func help(spelling: (String) -> String) -> String {
        SceneFieldDescriptor.help(help, spelling: spelling)
    }

    private static func help(_ text: String, spelling: (String) -> String) -> String {
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            result += rest[..<open] + spelling(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}
