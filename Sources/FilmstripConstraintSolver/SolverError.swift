/// Why a ``Solver`` refused an operation. The solver is unchanged after any of them.
public enum SolverError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A required constraint cannot hold together with the required constraints already in the solver.
    ///
    /// `conflictingWith` is a smallest set of them that `constraint` contradicts (removing any one of them would
    /// let `constraint` in), in the order they were added; empty when `constraint` contradicts itself (`0 == 1`).
    /// UIKit's log "Unable to simultaneously satisfy constraints" lists `conflictingWith + [constraint]`; the
    /// solver carries on without `constraint`, or a caller may remove one of the others and add it again.
    case unsatisfiable(Constraint, conflictingWith: [Constraint])
    /// The constraint is in the solver already.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// The variable is an edit variable already.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables are suggestions, so their strength must be below required.
    case requiredEditVariable(Variable)

    /// One line naming what was refused.
    public var description: String {
        switch self {
        case .unsatisfiable(let constraint, let others):
            let list = others.map { "\($0)" }.joined(separator: "; ")
            return others.isEmpty
                ? "unable to satisfy constraint \(constraint): it contradicts itself"
                : "unable to simultaneously satisfy constraints: \(constraint) conflicts with \(list)"
        case .duplicateConstraint(let constraint): return "constraint \(constraint) is in the solver already"
        case .unknownConstraint(let constraint): return "constraint \(constraint) is not in the solver"
        case .duplicateEditVariable(let variable): return "\(variable) is an edit variable already"
        case .unknownEditVariable(let variable): return "\(variable) is not an edit variable"
        case .requiredEditVariable(let variable): return "edit variable \(variable) cannot be required"
        }
    }
}
