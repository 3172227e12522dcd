import FilmstripJSON

/// The values a scene file or a front end's flags give for `Model`'s fields, as given (every field optional), before
/// they are laid over one another and checked: what `SceneDescription` holds for each model its fields set. Every
/// operation goes over `Model.sceneFields`, so none names a field.
@dynamicMemberLookup
package struct SceneFieldValues<Model: SceneFieldModel>: Sendable, Equatable {
    /// The fields' names in a scene file.
    package typealias CodingKeys = SceneFieldKey<Model>

    /// The values given, by field name, as a scene file writes them.
    private var given: [String: JSONValue] = [:]

    /// No field given.
    package init() {}

    /// The value given for `field`, as a scene file writes it; nil when not given.
    package subscript(given field: SceneFieldDescriptor<Model>) -> JSONValue? {
        get { given[field.key] }
        set { given[field.key] = newValue }
    }

    /// A number field, named by the property it sets (`values.cornerRadius = 8`); nil when not given.
    package subscript(dynamicMember property: WritableKeyPath<Model, Double>) -> Double? {
        get {
            guard case .number(let number)? = self[given: SceneFieldValues.field(property)] else { return nil }
            return number
        }
        set { self[given: SceneFieldValues.field(property)] = newValue.map(JSONValue.number) }
    }

    /// The field that sets `property`.
    package static func field(_ property: AnyKeyPath) -> SceneFieldDescriptor<Model> {
        guard let field = Model.sceneFields.first(where: { $0.property == property }) else {
            preconditionFailure("\(property) is set by no scene field of \(Model.self)")
        }
        return field
    }

    /// These values with `other`'s over them, field by field.
    package func overlaid(by other: SceneFieldValues) -> SceneFieldValues {
        var merged = self
        merged.given.merge(other.given) { $1 }
        return merged
    }

    /// The fields given, in declaration order.
    package var givenFields: [CodingKeys] {
        CodingKeys.allCases.filter { given[$0.stringValue] != nil }
    }

    /// Sets `model`'s property of each field given, in declaration order, each value checked and named in errors
    /// by its field's path; a field not given keeps the model's value.
    package func apply(to model: inout Model) throws {
        for field in Model.sceneFields {
            if let value = given[field.key] { try field.apply(value, &model) }
        }
    }
}

extension SceneFieldValues: Codable {
    /// Reads the model's fields of a scene file's object, each of its JSON type; the other fields are left to their
    /// readers.
    package init(from decoder: any Decoder) throws {
        let fields = try SceneFields(decoder)
        for field in Model.sceneFields { given[field.key] = try field.read(fields) }
    }

    /// Writes the fields given into the scene file's object.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONMemberKey.self)
        for field in Model.sceneFields {
            if let value = given[field.key] { try container.encode(value, forKey: JSONMemberKey(field.key)) }
        }
    }
}
