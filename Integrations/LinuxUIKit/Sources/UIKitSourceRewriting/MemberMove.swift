/// A member of a class extension that Swift on Linux only accepts in the class body (an `override`), to be moved
/// there with `#sourceLocation` lines that keep the compiler's messages on its own lines.
struct MemberMove {
    /// The class the member moves into.
    var className: String
    /// The member's text in its file, from its first token to its last (UTF-8 offsets).
    var range: Range<Int>
    /// The 1-based line and column of the member's first token.
    var line: Int
    var column: Int
}
