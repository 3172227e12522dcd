import FilmstripLayout

/// What a UIKit layout (or its delegate) answered that cannot be drawn or scrolled to. Each names the layout class
/// and the element, so a team sees which of their methods to look at.
public struct UIKitLayoutError: LayoutCodeError, Equatable, LocalizedError {
    /// The layout's class name.
    public let layout: String
    /// What went wrong, with the element: "item 3 has a non-finite frame (nan, 0.0, 10.0, 10.0)".
    public let problem: String

    public init(layout: String, problem: String) {
        self.layout = layout
        self.problem = problem
    }

    public var description: String { "\(layout): \(problem)" }
    public var errorDescription: String? { description }
}
