// Naming the required constraints that a refused one contradicts.

extension Solver {
    /// A smallest set of the required constraints in the solver that `refused` (a required constraint the solver
    /// could not add) contradicts, in the order they were added.
    ///
    /// Only required constraints can conflict (the others give way), and only those linked to `refused` through
    /// shared variables. Among those, the additive method finds an irreducible set: add the candidates one by one
    /// to a fresh solver holding `refused` and the members found so far; the candidate whose addition fails is a
    /// member, and only the candidates before it can hold the others. That is one fresh solve per member found,
    /// so a conflict among a cell's few dozen constraints costs a few small solves, on the error path only.
    func conflicts(with refused: Constraint) -> [Constraint] {
        var candidates = linkedRequiredConstraints(to: refused)
        var members: [Constraint] = []
        while true {
            var trial = Solver()
            for member in [refused] + members where !trial.insert(member) {
                return order.filter { members.contains($0) }
            }
            guard let failing = candidates.firstIndex(where: { !trial.insert($0) }) else {
                // Rounding let the candidates hold after all: the members found so far are the best answer.
                return order.filter { members.contains($0) }
            }
            members.append(candidates[failing])
            candidates.removeSubrange(failing...)
        }
    }

    /// The required constraints that share a variable with `constraint`, directly or through other required
    /// constraints, in the order they were added.
    private func linkedRequiredConstraints(to constraint: Constraint) -> [Constraint] {
        let required = order.filter { $0.strength.isRequired }
        var linkedVariables = Set(constraint.expression.terms.map(\.variable))
        var linked = [Bool](repeating: false, count: required.count)
        var grew = true
        while grew {
            grew = false
            for (index, candidate) in required.enumerated() where !linked[index] {
                let variables = candidate.expression.terms.map(\.variable)
                if variables.contains(where: { linkedVariables.contains($0) }) {
                    linked[index] = true
                    linkedVariables.formUnion(variables)
                    grew = true
                }
            }
        }
        return required.indices.filter { linked[$0] }.map { required[$0] }
    }
}
