import FilmstripConstraintSolver

/// One solver constraint of a view tree and how UIKit would print what it came from.
struct AutoLayoutEntry {
    /// The constraint as the solver takes it.
    let constraint: Constraint
    /// UIKit's description of its source (an `NSLayoutConstraint`, an autoresizing or a content size constraint).
    let describe: () -> String
}
