import FilmstripConstraintSolver

/// A view's four unknowns in its layout engine: the origin of its bounds' coordinates (ignoring the bounds' own
/// origin, as UIKit relates a scroll view's subviews to its content) in the engine root's coordinates, and its size.
/// A subview's frame origin is its origin minus its superview's.
struct ViewLayoutVariables {
    let minX = Variable("minX")
    let minY = Variable("minY")
    let width = Variable("width")
    let height = Variable("height")

    /// The expression of a supported attribute (`leading` is `left`, `trailing` is `right`: left to right).
    func expression(for attribute: NSLayoutConstraint.Attribute) -> FilmstripConstraintSolver.Expression {
        switch attribute {
        case .left, .leading: FilmstripConstraintSolver.Expression(minX)
        case .right, .trailing: minX + width
        case .top: FilmstripConstraintSolver.Expression(minY)
        case .bottom: minY + height
        case .width: FilmstripConstraintSolver.Expression(width)
        case .height: FilmstripConstraintSolver.Expression(height)
        case .centerX: minX + width * 0.5
        case .centerY: minY + height * 0.5
        default: FilmstripConstraintSolver.Expression(0)
        }
    }
}
