import FilmstripConstraintSolver

/// The extra solves a tree with multi-line labels needs: each `WidthDependentContentSize` view is told its solved
/// width, and when that changes its intrinsic size the system is solved again.
enum LayoutWidthPass {
    /// How many times a system is solved again at most: a label's width rarely depends on its own height.
    static let passes = 2

    /// Tells each width-dependent view among `views` its solved width; true when any intrinsic size changed.
    static func adoptWidths(in views: [UIView], from value: (Variable) -> Double) -> Bool {
        var changed = false
        for view in views {
            guard let dependent = view as? any WidthDependentContentSize else { continue }
            if dependent.adoptLayoutWidth(CGFloat(value(view.autoLayout.variables.width))) { changed = true }
        }
        return changed
    }
}
