import ArgumentParser
import Filmstrip

/// A flag for each of `Model`'s scene fields (`Model.sceneFields`), named after the field (`cornerRadius` →
/// `--corner-radius`) with its help, giving the field's value as a scene file would, checked as the file's field is.
/// ArgumentParser finds a type's options by reflecting an instance of it, so the options are this type's mirror's
/// children, one a field, rather than a property each: a new field needs nothing here.
struct SceneFieldOptions<Model: SceneFieldModel>: ParsableArguments, CustomReflectable {
    /// The values of the flags given whose text is the field's value as it stands, by field.
    private var values: [String: JSONValue] = [:]
    /// The text of the flags given whose text a field reads (an offset `X,Y`), by field.
    private var texts: [String: String] = [:]

    init() {}

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: SceneFieldValues<Model>.CodingKeys.self)
        for (field, key) in zip(Model.sceneFields, SceneFieldValues<Model>.CodingKeys.allCases) {
            switch field.flagInput {
            case .number:
                values[field.key] = try container.decode(Option<Double?>.self, forKey: key).wrappedValue.map {
                    .number($0)
                }
            case .integer:
                values[field.key] = try container.decode(Option<Int?>.self, forKey: key).wrappedValue.map { .int($0) }
            case .toggle:
                values[field.key] = try container.decode(Flag<Bool>.self, forKey: key).wrappedValue ? .bool(true) : nil
            case .text:
                texts[field.key] = try container.decode(Option<String?>.self, forKey: key).wrappedValue
            }
        }
    }

    /// ArgumentParser's declaration of each field's flag.
    var customMirror: Mirror {
        Mirror(
            self,
            children: Model.sceneFields.map { field in
                let help = ArgumentHelp(field.help(spelling: SceneFlags.flag(forField:)), valueName: field.valueName)
                let option: Any =
                    switch field.flagInput {
                    case .number: Option<Double?>(wrappedValue: nil, parsing: .unconditional, help: help)
                    case .integer: Option<Int?>(wrappedValue: nil, parsing: .unconditional, help: help)
                    case .toggle: Flag(wrappedValue: false, help: help)
                    case .text(let takesDashedValues):
                        Option<String?>(
                            wrappedValue: nil, parsing: takesDashedValues ? .unconditional : .next, help: help)
                    }
                return (label: field.key, value: option)
            })
    }

    /// The fields these flags give; a malformed text (an offset) is refused here, a `SceneError.field` of its field.
    func given() throws -> SceneFieldValues<Model> {
        var given = SceneFieldValues<Model>()
        for field in Model.sceneFields {
            if let value = values[field.key] { given[given: field] = value }
            if let text = texts[field.key] { given[given: field] = try field.value(flagText: text) }
        }
        return given
    }
}
