/// Why text could not be drawn.
public enum TextError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The font file is missing or FreeType cannot read it; `code` is FreeType's error code.
    case fontUnreadable(path: String, code: Int32)

    /// The message a user sees, naming the font file.
    public var description: String {
        switch self {
        case .fontUnreadable(let path, let code):
            return "\(path): cannot load font (FreeType error \(code)); install the fonts-dejavu-core package"
        }
    }
}
