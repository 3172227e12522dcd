/// One Swift file of the app as it is on disk: the path it is reported under and its text.
public struct SourceFile: Sendable, Equatable {
    /// The path notes and `#sourceLocation` name, so that the compiler's messages point at the app's own file.
    public var path: String
    /// The file's text, unedited.
    public var text: String

    /// The file at `path` with the text `text`.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}
