/// How lines of text sit across their container, with UIKit's raw values. Text is laid out left to right, so
/// `natural` is `left` (UIKit choice `leadingIsLeft`); `justified` is drawn as `left`
/// (UIKit choice `justifiedTextIsDrawnLeftAligned`).
public enum NSTextAlignment: Int, Sendable {
    /// Lines start at the left edge.
    case left = 0
    /// Lines are centred.
    case center
    /// Lines end at the right edge.
    case right
    /// Lines fill the width (drawn as `left` here).
    case justified
    /// The script's own direction: `left`.
    case natural

    /// The fraction of a line's free width that goes before it: 0 left, 0.5 centred, 1 right.
    var freeWidthBefore: CGFloat {
        switch self {
        case .center: 0.5
        case .right: 1
        case .left, .justified, .natural: 0
        }
    }
}
