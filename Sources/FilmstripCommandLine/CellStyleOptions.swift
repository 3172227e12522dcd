import ArgumentParser
import Filmstrip

/// The cell styling flags, for every style: one for each field of `CellStyle.sceneFields`, named after it
/// (`cornerRadius` → `--corner-radius`) with its help, and checked as the file's field is. ArgumentParser finds a
/// type's options by reflecting an instance of it, so the options are this type's mirror's children, one a field,
/// rather than a property each: a new cell field needs nothing here.
struct CellStyleOptions: ParsableArguments, CustomReflectable {
    /// The numbers the flags give, by field.
    private var numbers: [String: Double] = [:]
    /// The texts the flags give, by field.
    private var texts: [String: String] = [:]

    init() {}

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CellStyleDescription.CodingKeys.self)
        for (field, key) in zip(CellStyle.sceneFields, CellStyleDescription.CodingKeys.allCases) {
            switch field.flagInput {
            case .number: numbers[field.key] = try container.decode(Option<Double?>.self, forKey: key).wrappedValue
            case .text: texts[field.key] = try container.decode(Option<String?>.self, forKey: key).wrappedValue
            }
        }
    }

    /// ArgumentParser's declaration of each field's flag.
    var customMirror: Mirror {
        Mirror(
            self,
            children: CellStyle.sceneFields.map { field in
                let help = ArgumentHelp(field.help(spelling: SceneFlags.flag(forField:)), valueName: field.valueName)
                let option: Any =
                    switch field.flagInput {
                    case .number: Option<Double?>(wrappedValue: nil, parsing: .unconditional, help: help)
                    case .text(let takesDashedValues):
                        Option<String?>(
                            wrappedValue: nil, parsing: takesDashedValues ? .unconditional : .next, help: help)
                    }
                return (label: field.key, value: option)
            })
    }

    /// Sets the cell styling fields these flags give; a malformed `--shadow-offset` is refused here.
    func apply(to flags: inout SceneFlags) throws {
        var cell = CellStyleDescription()
        for field in CellStyle.sceneFields {
            if let number = numbers[field.key] { cell[given: field] = .number(number) }
            if let text = texts[field.key] { cell[given: field] = try field.value(flagText: text) }
        }
        flags.description.cellStyle = cell
    }
}
