import ArgumentParser

/// The help of an option by the kind of value it takes, so a list of options reads one line each and every option
/// of a kind shows the same `<value>` in the help.
extension ArgumentHelp {
    /// An option that takes a file path: `<file>`.
    static func file(_ text: String) -> ArgumentHelp { ArgumentHelp(text, valueName: "file") }
    /// An option that takes a folder: `<dir>`.
    static func folder(_ text: String) -> ArgumentHelp { ArgumentHelp(text, valueName: "dir") }
    /// An option that takes a length in points: `<pt>`.
    static func points(_ text: String) -> ArgumentHelp { ArgumentHelp(text, valueName: "pt") }
    /// An option that takes a colour, `#RRGGBB` or `#RRGGBBAA`: `<colour>`.
    static func color(_ text: String) -> ArgumentHelp { ArgumentHelp(text, valueName: "colour") }
    /// An option that takes a count or an index: `<n>`.
    static func count(_ text: String) -> ArgumentHelp { ArgumentHelp(text, valueName: "n") }
}
