import FilmstripLayout

/// What a UIKit layout (or its delegate) answered that cannot be drawn or scrolled to. Each names the layout class
/// and the element, so a team sees which of their methods to look at. Only the UIKit layer makes them, with the
/// memberwise `init(layout:problem:)`.
public struct UIKitLayoutError: LayoutCodeError, Equatable, LocalizedError {
    /// The layout's class name.
    public let layout: String
    /// What went wrong, with the element: "item 3 has a non-finite frame (nan, 0.0, 10.0, 10.0)".
    public let problem: String

    /// "Layout: problem", the one line `filmstrip` prints before it exits with status 1.
    public var description: String { "\(layout): \(problem)" }
    /// The same line as `description`, for `localizedDescription`.
    public var errorDescription: String? { description }
}
