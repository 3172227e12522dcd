/// The Linux-ready copy of one app file and the notes that say what changed in it.
public struct RewrittenFile: Sendable, Equatable {
    /// The app file's path, as `SourceFile.path` gave it.
    public var path: String
    /// The text to compile: the app file's text with the rewrites applied and `#sourceLocation` lines that keep the
    /// compiler's messages on the app file's own lines.
    public var text: String
    /// Each rewrite (and each construct left as it is) in this file, in source order.
    public var notes: [RewriteNote]
}
