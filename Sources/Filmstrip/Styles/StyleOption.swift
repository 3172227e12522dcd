import FilmstripJSON
import Foundation

/// One of a style's scene-file fields as a front end offers it: the command line derives the flag `--row-height` from
/// the field `rowHeight`, shows `help` beside it, and hands the flag's text to the style as the field's value, so the
/// style's own decoder checks a flag exactly as it checks the scene file's field.
public struct StyleOption: Sendable, Equatable {
    /// How a flag's text becomes the field's JSON value.
    public enum Kind: Sendable, Equatable {
        /// A number; text that does not read as one is passed on as text, for the style to read (a field whose
        /// kind a style does not declare) or to refuse by the field's name.
        case number
        /// Text as given.
        case text
        /// A comma-separated list of strings, each trimmed of spaces (`a, b,c` is `["a", "b", "c"]`).
        case list
    }

    /// The scene file's field, as the style's coding key spells it.
    public let field: String
    /// One line saying what the option does, with its default.
    public let help: String
    /// What the value is, shown as `<valueName>` (`pt`, `WxH`); nil shows the flag's own name.
    public let valueName: String?
    /// How the flag's text becomes the field's value.
    public let kind: Kind

    /// The option for `key`'s field: `help` says what it does, `valueName` what it takes.
    public init(_ key: some CodingKey, kind: Kind, help: String, valueName: String? = nil) {
        self.init(field: key.stringValue, kind: kind, help: help, valueName: valueName)
    }

    /// The option for the field called `field`.
    public init(field: String, kind: Kind, help: String, valueName: String? = nil) {
        self.field = field
        self.kind = kind
        self.help = help
        self.valueName = valueName
    }

    /// The field's value for a flag's `text`, as a scene file would give it.
    package func value(parsing text: String) -> JSONValue {
        switch kind {
        case .text:
            return .string(text)
        case .number:
            return Double(text).map(JSONValue.number) ?? .string(text)
        case .list:
            return .array(
                text.split(separator: ",").map { .string($0.trimmingCharacters(in: .whitespaces)) })
        }
    }
}
