/// An incremental Cassowary solver for linear equalities and inequalities with UIKit priorities.
///
/// The algorithm is Cassowary's (Badros, Borning and Stuckey, 2001) as kiwi arranges it: a simplex tableau kept in
/// solved form and optimal after every operation. Adding or removing a constraint changes a few rows and
/// re-optimises with the primal simplex; ``suggestValue(_:for:)`` shifts constants and re-optimises with the dual
/// simplex. Priorities are lexicographic levels (see ``Strength``).
///
/// The solver is a value: copying it copies the system (cheaply, copy on write). A failed operation throws a
/// ``SolverError`` and leaves the solver as it was. Same operations in the same order give bit-identical values in
/// every process and every solver: rows are sorted arrays, symbols are numbered per solver, and ties between pivots
/// go to the lowest symbol number; hashing is only used to look things up.
public struct Solver: Sendable {
    /// Each constraint in the solver, with its symbols.
    var tags: [Constraint: ConstraintTag] = [:]
    /// The constraints in the order they were added, for conflict explanations.
    var order: [Constraint] = []
    /// The column of each variable the solver has seen.
    var columns: [Variable: Symbol] = [:]
    /// Each edit variable.
    var edits: [Variable: EditInformation] = [:]
    /// The basic symbol of each row of the tableau.
    var basics: [Symbol] = []
    /// The tableau: `basics[i] = rows[i]`, every row in non-basic symbols only.
    var rows: [Row] = []
    /// The position in `rows` of each basic symbol's row, by symbol identity.
    var rowIndex: [Int: Int] = [:]
    /// What the simplex minimises.
    var objective = Objective()
    /// Phase one's objective while a required constraint is added through an artificial variable.
    var artificial: Objective?
    /// Rows made negative by a suggestion, for the dual simplex.
    var infeasible: [Symbol] = []
    /// The identity of the next symbol.
    var nextSymbol = 0

    /// Creates an empty solver.
    public init() {}

    /// The constraints in the solver, in the order they were added (edit variables' constraints excluded).
    public var constraints: [Constraint] { order }

    /// Whether `constraint` is in the solver.
    public func contains(_ constraint: Constraint) -> Bool {
        tags[constraint] != nil
    }

    /// Adds a constraint and re-optimises.
    ///
    /// Throws ``SolverError/duplicateConstraint(_:)`` if it is in the solver already, and
    /// ``SolverError/unsatisfiable(_:conflictingWith:)`` (naming the required constraints it contradicts) if it is
    /// required and cannot hold; the solver is unchanged then. A non-required constraint is always accepted.
    public mutating func add(_ constraint: Constraint) throws(SolverError) {
        guard tags[constraint] == nil else {
            throw .duplicateConstraint(constraint)
        }
        guard insert(constraint) else {
            throw .unsatisfiable(constraint, conflictingWith: conflicts(with: constraint))
        }
        order.append(constraint)
    }

    /// Removes a constraint and re-optimises. Throws ``SolverError/unknownConstraint(_:)`` if it is not here.
    public mutating func remove(_ constraint: Constraint) throws(SolverError) {
        guard let position = order.firstIndex(of: constraint) else {
            throw .unknownConstraint(constraint)
        }
        order.remove(at: position)
        delete(constraint)
    }

    /// Whether `variable` is an edit variable.
    public func isEditVariable(_ variable: Variable) -> Bool {
        edits[variable] != nil
    }

    /// Makes `variable` an edit variable: a constraint `variable == suggestion` at `strength` (below required),
    /// whose suggestion ``suggestValue(_:for:)`` changes cheaply. The suggestion is 0 until the first one, as in
    /// kiwi.
    public mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard edits[variable] == nil else {
            throw .duplicateEditVariable(variable)
        }
        guard !strength.isRequired else {
            throw .requiredEditVariable(variable)
        }
        let constraint = Constraint(expression: Expression(variable), relation: .equal, strength: strength)
        _ = insert(constraint)
        if let tag = tags[constraint] {
            edits[variable] = EditInformation(constraint: constraint, tag: tag, suggestion: 0)
        }
    }

    /// Stops editing `variable` (its suggestion no longer pulls). Throws ``SolverError/unknownEditVariable(_:)``.
    public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits.removeValue(forKey: variable) else {
            throw .unknownEditVariable(variable)
        }
        delete(edit.constraint)
    }

    /// Suggests a value for an edit variable and re-optimises with the dual simplex (no row is rebuilt).
    /// Throws ``SolverError/unknownEditVariable(_:)``.
    public mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard var edit = edits[variable] else {
            throw .unknownEditVariable(variable)
        }
        let delta = value - edit.suggestion
        edit.suggestion = value
        edits[variable] = edit
        shiftEdit(edit.tag, by: delta)
        dualOptimize()
    }

    /// The value of `variable` in the current solution: 0 for a variable the solver has not seen, or one that no
    /// constraint determines (see ``isAmbiguous(_:)``).
    public func value(of variable: Variable) -> Double {
        guard let symbol = columns[variable], let index = rowIndex[symbol.identity] else {
            return 0
        }
        return rows[index].constant + 0  // −0 reads as 0
    }
}
