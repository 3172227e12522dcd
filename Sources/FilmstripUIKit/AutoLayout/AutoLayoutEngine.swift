import FilmstripConstraintSolver

/// The solver of one view tree, kept on the tree's root across passes: each pass hands it the tree's current
/// system and it removes and adds only the constraints that changed (a new constant replaces one constraint), so
/// an unchanged tree costs no solving. A required constraint that cannot hold is reported as UIKit reports it and
/// left out ("broken") until a constraint is removed.
final class AutoLayoutEngine {
    /// The system as solved.
    private(set) var solver = Solver()
    /// How UIKit would print each constraint in the solver.
    private var descriptions: [Constraint: () -> String] = [:]
    /// Required constraints the solver refused, not tried again until a constraint leaves.
    private var refused: Set<Constraint> = []
    /// Refused constraints already reported, reported once each.
    private var reported: Set<Constraint> = []
    /// The views in the system.
    private(set) var members: Set<ObjectIdentifier> = []

    /// Brings the solver to `system`: removes what left, adds what is new.
    func update(to system: AutoLayoutSystem) {
        let wanted = Set(system.entries.map(\.constraint))
        var removedAny = false
        for constraint in solver.constraints where !wanted.contains(constraint) {
            try? solver.remove(constraint)
            descriptions[constraint] = nil
            removedAny = true
        }
        refused = removedAny ? [] : refused.intersection(wanted)
        for entry in system.entries where !solver.contains(entry.constraint) && !refused.contains(entry.constraint) {
            if !Self.add(
                entry, to: &solver, descriptions: &descriptions, reporting: !reported.contains(entry.constraint))
            {
                refused.insert(entry.constraint)
                reported.insert(entry.constraint)
            }
        }
        members = Set(system.views.map(ObjectIdentifier.init))
    }

    /// Whether `view` is in the system.
    func contains(_ view: UIView) -> Bool { members.contains(ObjectIdentifier(view)) }

    /// `view`'s frame in its superview's coordinates from the solution, its edges rounded to the pixel grid of
    /// `scale` in the root's coordinates (UIKit choice `autoLayoutFramesAreRoundedToPixels`).
    func frame(of view: any LayoutItem, in superview: UIView, scale: CGFloat) -> CGRect {
        let own = view.layoutVariables
        let outer = superview.autoLayout.variables
        func rounded(_ value: Double) -> Double { scale > 0 ? (value * scale).rounded() / scale : value }
        let minX = rounded(solver.value(of: own.minX))
        let minY = rounded(solver.value(of: own.minY))
        let maxX = rounded(solver.value(of: own.minX) + solver.value(of: own.width))
        let maxY = rounded(solver.value(of: own.minY) + solver.value(of: own.height))
        let originX = rounded(solver.value(of: outer.minX))
        let originY = rounded(solver.value(of: outer.minY))
        return CGRect(x: minX - originX, y: minY - originY, width: maxX - minX, height: maxY - minY)
    }

    /// Adds `entry`; when the solver refuses it, reports UIKit's message (if `reporting`) naming it and the
    /// constraints it contradicts, and returns false.
    static func add(
        _ entry: AutoLayoutEntry, to solver: inout Solver, descriptions: inout [Constraint: () -> String],
        reporting: Bool
    ) -> Bool {
        do {
            try solver.add(entry.constraint)
            descriptions[entry.constraint] = entry.describe
            return true
        } catch {
            guard reporting else { return false }
            var listed: [String] = []
            if case .unsatisfiable(_, let others) = error {
                listed = others.map { descriptions[$0]?() ?? "\($0)" }
            }
            let broken = entry.describe()
            UIKitConstraintLog.reportUnsatisfiable(listed: listed + [broken], broken: broken)
            return false
        }
    }
}
