import FilmstripConstraintSolver

/// What a view keeps for Auto Layout: the constraints it holds, how it takes part (autoresizing constraints,
/// content priorities), its engine variables, the solver constraints made for its frame and intrinsic size (kept
/// while those do not change, so that a layout pass re-adds nothing) and, on a tree's root, the engine.
final class ViewAutoLayoutState {
    /// The active constraints this view holds (it is their views' nearest common ancestor).
    var constraints: [NSLayoutConstraint] = []
    /// True turns the view's frame into required constraints.
    var translatesAutoresizingMaskIntoConstraints = true
    /// Content hugging: horizontal, vertical (UIKit choice `contentPrioritiesAreThoseOfViewsMadeInCode`).
    var hugging: [UILayoutPriority] = [.defaultLow, .defaultLow]
    /// Content compression resistance: horizontal, vertical.
    var compressionResistance: [UILayoutPriority] = [.defaultHigh, .defaultHigh]
    /// True when `updateConstraints` is to run at the next pass; true for a new view
    /// (UIKit choice `updateConstraintsRunsOnceOnEveryView`).
    var needsUpdateConstraints = true
    /// The view's unknowns.
    let variables = ViewLayoutVariables()
    /// The frame constraints and what they were made for.
    var frameConstraints: (key: [Double], constraints: [Constraint])?
    /// The content size constraints and what they were made for.
    var contentSizeConstraints: (key: [Double], constraints: [Constraint])?
    /// The guides added with `addLayoutGuide(_:)`.
    var guides: [UILayoutGuide] = []
    /// `layoutMarginsGuide`, once asked for.
    var marginsGuide: UILayoutGuide?
    /// `safeAreaLayoutGuide`, once asked for.
    var safeAreaGuide: UILayoutGuide?
    /// The engine of the tree this view is the root of, once a pass needed one.
    var engine: AutoLayoutEngine?
}
