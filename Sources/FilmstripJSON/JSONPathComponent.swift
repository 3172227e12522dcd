/// One step from a JSON document's top value to a value inside it, as `JSONSyntaxError` names where it stopped.
package enum JSONPathComponent: Sendable, Equatable {
    /// A member of an object, by its name (escapes decoded).
    case member(String)
    /// An element of an array, 0-based.
    case index(Int)

    /// `checks[2].tolerance`, as a scene file's author writes a field; empty for the top value.
    package static func describe(_ path: [JSONPathComponent]) -> String {
        path.reduce(into: "") { text, step in
            switch step {
            case .member(let name): text += text.isEmpty ? name : ".\(name)"
            case .index(let index): text += "[\(index)]"
            }
        }
    }
}
