import FilmstripLayout

/// What a UIKit layout (or its delegate) answered that cannot be drawn or scrolled to. Each names the layout class
/// and the element, so a team sees which of their methods to look at.
public struct UIKitLayoutError: LayoutCodeError, Equatable, LocalizedError {
    /// The layout's class name.
    public let layout: String
    /// What went wrong, with the element: "item 3 has a non-finite frame (nan, 0.0, 10.0, 10.0)".
    public let problem: String

    /// An error naming `layout` (the class) and the `problem` with its element.
    public init(layout: String, problem: String) {
        self.layout = layout
        self.problem = problem
    }

    /// "Layout: problem", the one line `filmstrip` prints before it exits with status 1.
    public var description: String { "\(layout): \(problem)" }
    /// The same line as `description`, for `localizedDescription`.
    public var errorDescription: String? { description }
}
