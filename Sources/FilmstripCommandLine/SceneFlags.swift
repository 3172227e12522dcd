import Filmstrip

/// The scene fields the command line's flags give, as the layer laid over the scene file, and how each was spelled:
/// the library names a wrong value by its field's path, and this turns the path back into the flag that gave it.
struct SceneFlags {
    /// The values the flags give.
    var description = SceneDescription()
    /// The flag that set a field where it is not the field's name in kebab case (`--from-index` sets `index`).
    private var spellings: [String: String] = [:]

    /// Records that `flag` sets the field `key` (when it is given at all).
    mutating func spell(_ key: some CodingKey, as flag: String) {
        spellings[key.stringValue] = flag
    }

    /// The flag that sets the field `path` starts at: `cellScale` → `--cell-scale`, unless spelled otherwise.
    func flag(for path: SceneFieldPath) -> String {
        spellings[path.field] ?? SceneFlags.flag(forField: path.field)
    }

    /// The flag named after the field `field`, in kebab case: `cellScale` → `--cell-scale`.
    static func flag(forField field: String) -> String {
        "--"
            + field.reduce(into: "") { result, character in
                if character.isUppercase { result += "-" + character.lowercased() } else { result.append(character) }
            }
    }

    /// The words for a scene error: a flag's wrong value named by the flag, anything else as the library says it.
    func message(for error: SceneError) -> String {
        switch error {
        case .field(let path, let problem, nil): "\(flag(for: path)): \(problem)"
        default: UserMessage.of(error)
        }
    }

    /// Where the field `key` was given, for a message about its value found later (an index out of range):
    /// `scene.json: field "index"` or `--from-index`; the field's name when neither gives it.
    func source(of key: SceneDescription.CodingKeys, in layers: SceneLayers) -> String {
        switch layers.origin(of: SceneFieldPath(key)) {
        case .file(let path)?: "\(path): field \"\(key.stringValue)\""
        case .flags?: flag(for: SceneFieldPath(key))
        case nil: key.stringValue
        }
    }
}
