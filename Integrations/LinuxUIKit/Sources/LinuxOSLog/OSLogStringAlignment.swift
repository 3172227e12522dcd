/// The column an interpolated value is padded to, with spaces.
public struct OSLogStringAlignment: Sendable {
    /// The column's width in characters; negative pads on the right (left-aligned), positive on the left.
    let columns: Int

    /// No padding.
    public static let none = OSLogStringAlignment(columns: 0)

    /// Right-aligned in a column `columns` characters wide.
    public static func right(columns: @autoclosure () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: max(0, columns()))
    }

    /// Left-aligned in a column `columns` characters wide.
    public static func left(columns: @autoclosure () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: -max(0, columns()))
    }

    /// `text` padded to the column (at most 1000 characters of padding, whatever the width asked).
    func padded(_ text: String) -> String {
        let padding = String(repeating: " ", count: min(1000, max(0, abs(columns) - text.count)))
        return columns < 0 ? text + padding : padding + text
    }
}
