/// What happens to text that does not fit its lines, with UIKit's raw values: wrapping modes break lines; the
/// others cut the last line or shorten it with an ellipsis ("…").
public enum NSLineBreakMode: Int, Sendable {
    /// Lines break between words (inside a word only when it is longer than a line).
    case byWordWrapping = 0
    /// Lines break between characters.
    case byCharWrapping
    /// The last line is cut at the container's edge.
    case byClipping
    /// The last line's start is replaced by "…".
    case byTruncatingHead
    /// The last line's end is replaced by "…".
    case byTruncatingTail
    /// The last line's middle is replaced by "…".
    case byTruncatingMiddle
}
