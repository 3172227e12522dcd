import FilmstripConstraintSolver

/// Runs a ``ConstraintSystem`` through a ``Solver`` and writes what happened as one line of JSON.
struct SystemReplay {
    /// The system to replay.
    let system: ConstraintSystem

    /// `{"values": [...], "ambiguous": [...], "refused": {"id": [conflicting ids]}, "errors": [...]}`: each
    /// variable's final value and ambiguity, each refused required constraint with the ids it was said to
    /// conflict with, and the messages of other refused operations (the generator writes none).
    func run() -> String {
        let variables = system.variables.map(Variable.init)
        var solver = Solver()
        var constraintsByID: [Int: Constraint] = [:]
        var idsByConstraint: [Constraint: Int] = [:]
        var refused: [String] = []
        var errors: [String] = []
        for operation in system.operations {
            guard isWellFormed(operation, variableCount: variables.count) else {
                errors.append("\"malformed \(operation.op) operation\"")
                continue
            }
            do throws(SolverError) {
                switch operation.op {
                case "add":
                    let constraint = makeConstraint(operation, variables)
                    constraintsByID[operation.id ?? -1] = constraint
                    idsByConstraint[constraint] = operation.id ?? -1
                    try solver.add(constraint)
                case "remove":
                    if let constraint = constraintsByID[operation.id ?? -1] {
                        try solver.remove(constraint)
                    }
                case "addEdit":
                    let strength = Strength(priority: operation.priority ?? 0) ?? .defaultLow
                    try solver.addEditVariable(variables[operation.variable ?? 0], strength: strength)
                case "suggest":
                    try solver.suggestValue(operation.value ?? 0, for: variables[operation.variable ?? 0])
                case "removeEdit":
                    try solver.removeEditVariable(variables[operation.variable ?? 0])
                default:
                    errors.append("unknown operation \(operation.op)")
                }
            } catch {
                if case .unsatisfiable(let constraint, let others) = error {
                    let ids = others.map { String(idsByConstraint[$0] ?? -1) }.joined(separator: ",")
                    refused.append("\"\(idsByConstraint[constraint] ?? -1)\": [\(ids)]")
                } else {
                    errors.append("\"\(error.description)\"")
                }
            }
        }
        let values = variables.map { String(solver.value(of: $0)) }.joined(separator: ", ")
        let ambiguous = variables.map { String(solver.isAmbiguous($0)) }.joined(separator: ", ")
        return
            "{\"values\": [\(values)], \"ambiguous\": [\(ambiguous)], \"refused\": {\(refused.joined(separator: ", "))}, "
            + "\"errors\": [\(errors.joined(separator: ", "))]}"
    }

    /// Whether the operation's variable indices exist and its terms are pairs, so that a malformed line is an
    /// error in the output rather than a trap.
    private func isWellFormed(_ operation: SystemOperation, variableCount: Int) -> Bool {
        let indices = (0..<variableCount)
        if let variable = operation.variable, !indices.contains(variable) {
            return false
        }
        return (operation.terms ?? []).allSatisfy { pair in
            pair.count == 2 && pair[0].isFinite && indices.contains(Int(pair[0].rounded(.down)))
        }
    }

    /// The constraint of an `add` operation.
    private func makeConstraint(_ operation: SystemOperation, _ variables: [Variable]) -> Constraint {
        let terms = (operation.terms ?? []).map { Term(variables[Int($0[0])], $0[1]) }
        let relation: Constraint.Relation
        switch operation.relation {
        case "<=": relation = .lessThanOrEqual
        case ">=": relation = .greaterThanOrEqual
        default: relation = .equal
        }
        return Constraint(
            expression: Expression(terms: terms, constant: operation.constant ?? 0), relation: relation,
            strength: Strength(priority: operation.priority ?? 1000) ?? .required)
    }
}
