import FilmstripJSON

/// Where in a scene a value sits: a field of the scene file, then keys and list positions within it
/// (`checks[2].tolerance.maxDiffRatio`). Built from coding keys, so a renamed field cannot leave a stale name behind; a
/// front end maps the first field to its own spelling (the command line's flag).
public struct SceneFieldPath: Sendable, Hashable, CustomStringConvertible {
    /// One step of a path.
    public enum Component: Sendable, Hashable {
        /// A field of an object.
        case key(String)
        /// An entry of a list.
        case index(Int)
    }

    /// The steps from the scene file's object to the value; never empty.
    public private(set) var components: [Component]

    /// The path of one field of the scene file's object.
    package init(_ key: some CodingKey) {
        components = [.key(key.stringValue)]
    }

    /// The path of a field named by its spelling in the file (a style's field, known to the style alone).
    package init(field name: String) {
        components = [.key(name)]
    }

    /// The path `JSONSyntax` names a value by; nil for the scene's object itself (or a top value that is not one).
    package init?(_ json: [JSONPathComponent]) {
        guard case .member = json.first else { return nil }
        components = json.map {
            switch $0 {
            case .member(let name): .key(name)
            case .index(let index): .index(index)
            }
        }
    }

    /// The field of the scene file's object the path starts at: what a layer states and a flag sets.
    public var field: String {
        guard case .key(let name) = components[0] else { return "" }
        return name
    }

    /// This path, then `key`.
    package func appending(_ key: some CodingKey) -> SceneFieldPath {
        appending(.key(key.stringValue))
    }

    /// This path, then entry `index` of its list.
    package func appending(index: Int) -> SceneFieldPath {
        appending(.index(index))
    }

    /// This path, then `other`'s steps: a path found inside a nested object, placed under it.
    package func appending(_ other: SceneFieldPath) -> SceneFieldPath {
        var path = self
        path.components += other.components
        return path
    }

    private func appending(_ component: Component) -> SceneFieldPath {
        var path = self
        path.components.append(component)
        return path
    }

    /// As a scene file's author writes it: `checks[2].tolerance.maxDiffRatio`.
    public var description: String {
        components.enumerated().reduce(into: "") { text, step in
            switch step.element {
            case .key(let name): text += step.offset == 0 ? name : ".\(name)"
            case .index(let index): text += "[\(index)]"
            }
        }
    }
}
