// The tableau operations: kiwi's arrangement of Cassowary, with a lexicographic objective.

extension Solver {
    /// Makes a symbol with the next identity.
    mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        defer { nextSymbol += 1 }
        return Symbol(identity: nextSymbol, kind: kind)
    }

    /// The row of a basic symbol.
    func row(of symbol: Symbol) -> Row? {
        rowIndex[symbol.identity].map { rows[$0] }
    }

    /// Appends a row for `symbol`.
    mutating func appendRow(_ row: Row, for symbol: Symbol) {
        rowIndex[symbol.identity] = rows.count
        rows.append(row)
        basics.append(symbol)
    }

    /// Removes and returns the row at `index`; the last row takes its place.
    mutating func removeRow(at index: Int) -> Row {
        let row = rows[index]
        rowIndex[basics[index].identity] = nil
        let last = rows.count - 1
        if index != last {
            rows[index] = rows[last]
            basics[index] = basics[last]
            rowIndex[basics[index].identity] = index
        }
        rows.removeLast()
        basics.removeLast()
        return row
    }

    /// Adds a constraint to the tableau and re-optimises; false, with the solver unchanged, when it is required
    /// and cannot hold.
    mutating func insert(_ constraint: Constraint) -> Bool {
        var (row, tag, newVariables) = makeRow(for: constraint)
        var subject = chooseSubject(row, tag)
        if subject == nil && !row.cells.contains(where: { $0.symbol.kind != .dummy }) {
            guard Row.isNearZero(row.constant) else {
                forget(newVariables)
                return false
            }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, with: row)
            appendRow(row, for: subject)
        } else {
            // Phase one pivots the tableau before it knows whether the row can hold, so keep a copy to go back to
            // (copy on write: it costs what the pivots touch, and only on this path).
            let saved = self
            guard addWithArtificialVariable(row) else {
                self = saved
                forget(newVariables)
                return false
            }
        }
        tags[constraint] = tag
        optimize()
        return true
    }

    /// Drops the columns of variables that only a refused constraint named.
    mutating func forget(_ variables: [Variable]) {
        for variable in variables {
            columns[variable] = nil
        }
    }

    /// The row of `constraint` in the current basis, its new symbols (errors entered into the objective), and the
    /// variables it was the first to name.
    mutating func makeRow(for constraint: Constraint) -> (Row, ConstraintTag, [Variable]) {
        var row = Row(constant: constraint.expression.constant)
        var newVariables: [Variable] = []
        for term in constraint.expression.terms where !Row.isNearZero(term.coefficient) {
            let symbol: Symbol
            if let known = columns[term.variable] {
                symbol = known
            } else {
                symbol = makeSymbol(.external)
                columns[term.variable] = symbol
                newVariables.append(term.variable)
            }
            if let basic = self.row(of: symbol) {
                row.insert(basic, term.coefficient)
            } else {
                row.insert(symbol, term.coefficient)
            }
        }
        let required = constraint.strength.isRequired
        let priority = required ? nil : constraint.strength.priority
        let tag: ConstraintTag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            row.insert(slack, sign)
            if let priority {
                let error = makeSymbol(.error)
                row.insert(error, -sign)
                objective.rows[objective.level(of: priority)].insert(error, 1)
                tag = ConstraintTag(marker: slack, other: error, priority: priority)
            } else {
                tag = ConstraintTag(marker: slack, other: nil, priority: nil)
            }
        case .equal:
            if let priority {
                let plus = makeSymbol(.error)
                let minus = makeSymbol(.error)
                row.insert(plus, -1)
                row.insert(minus, 1)
                let level = objective.level(of: priority)
                objective.rows[level].insert(plus, 1)
                objective.rows[level].insert(minus, 1)
                tag = ConstraintTag(marker: plus, other: minus, priority: priority)
            } else {
                let dummy = makeSymbol(.dummy)
                row.insert(dummy, 1)
                tag = ConstraintTag(marker: dummy, other: nil, priority: nil)
            }
        }
        if row.constant < 0 {
            row.reverseSign()
        }
        return (row, tag, newVariables)
    }

    /// The symbol a new row is solved for: a user's variable if it has one, else a new slack or error with a
    /// negative coefficient (so the row stays feasible); nil when only an artificial variable will do.
    func chooseSubject(_ row: Row, _ tag: ConstraintTag) -> Symbol? {
        if let external = row.cells.first(where: { $0.symbol.kind == .external }) {
            return external.symbol
        }
        if tag.marker.isRestricted && row.coefficient(for: tag.marker) < 0 {
            return tag.marker
        }
        if let other = tag.other, other.isRestricted, row.coefficient(for: other) < 0 {
            return other
        }
        return nil
    }

    /// Phase one for a row with no subject: minimises an artificial variable equal to the row; the row can hold
    /// only if the minimum is zero.
    mutating func addWithArtificialVariable(_ row: Row) -> Bool {
        let artificialSymbol = makeSymbol(.slack)
        appendRow(row, for: artificialSymbol)
        artificial = Objective(rows: [row], priorities: [1000])
        optimize(artificialPhase: true)
        let success = Row.isNearZero(artificial?.rows[0].constant ?? 0)
        artificial = nil
        if let index = rowIndex[artificialSymbol.identity] {
            var basic = removeRow(at: index)
            if basic.cells.isEmpty {
                return success
            }
            guard let entering = basic.cells.first(where: { $0.symbol.isRestricted })?.symbol else {
                // Only dummies left: the row is an identity of required equalities (kiwi refuses here, wrongly).
                return success
            }
            basic.solve(for: artificialSymbol, entering: entering)
            substitute(entering, with: basic)
            appendRow(basic, for: entering)
        }
        for index in rows.indices {
            rows[index].remove(artificialSymbol)
        }
        for level in objective.rows.indices {
            objective.rows[level].remove(artificialSymbol)
        }
        return success
    }

    /// Replaces `symbol` by `row` everywhere, noting rows that became infeasible for the dual simplex.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        // While loops: `for` over a range or an array costs generic metadata lookups per step in debug builds.
        var index = 0
        while index < rows.count {
            if rows[index].substitute(symbol, with: row) && basics[index].kind != .external
                && rows[index].constant < 0
            {
                infeasible.append(basics[index])
            }
            index += 1
        }
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    /// Makes `entering` basic in place of the row at `index`'s basic symbol.
    mutating func pivot(entering: Symbol, rowAt index: Int) {
        var row = rows[index]
        row.solve(for: basics[index], entering: entering)
        rowIndex[basics[index].identity] = nil
        rows[index] = row
        basics[index] = entering
        rowIndex[entering.identity] = index
        substitute(entering, with: row)
    }

    /// The primal simplex: pivots until no symbol lowers the objective. Stops quietly if the objective were
    /// unbounded, which the non-negative errors rule out in exact arithmetic.
    mutating func optimize(artificialPhase: Bool = false) {
        while true {
            let goal = artificialPhase ? artificial ?? objective : objective
            guard let entering = goal.enteringSymbol(), let index = leavingRow(for: entering) else {
                return
            }
            pivot(entering: entering, rowAt: index)
        }
    }

    /// The ratio test: the restricted row that first reaches zero as `entering` grows, ties to the lowest symbol.
    func leavingRow(for entering: Symbol) -> Int? {
        var best = -1
        var bestRatio = Double.infinity
        var index = 0
        while index < rows.count {
            let coefficient = basics[index].kind == .external ? 0 : rows[index].coefficient(for: entering)
            if coefficient < 0 {
                let ratio = -rows[index].constant / coefficient
                if ratio < bestRatio || (ratio == bestRatio && basics[index].identity < basics[best].identity) {
                    best = index
                    bestRatio = ratio
                }
            }
            index += 1
        }
        return best < 0 ? nil : best
    }

    /// The dual simplex: restores the rows a suggestion made negative, keeping the objective optimal.
    mutating func dualOptimize() {
        while let leaving = infeasible.popLast() {
            guard let index = rowIndex[leaving.identity], rows[index].constant < 0 else {
                continue
            }
            guard let entering = dualEnteringSymbol(rows[index]) else {
                // No symbol can restore the row: the suggestion is out of reach of the required constraints,
                // which hold; the edit's error absorbs it. Cannot happen since edits are never required.
                continue
            }
            pivot(entering: entering, rowAt: index)
        }
    }

    /// The dual ratio test: the symbol with a positive coefficient in `row` whose costs per unit are lowest.
    func dualEnteringSymbol(_ row: Row) -> Symbol? {
        var best: (symbol: Symbol, coefficient: Double)?
        for cell in row.cells where cell.coefficient > 0 && cell.symbol.kind != .dummy {
            if let incumbent = best {
                if objective.ratio(of: cell.symbol, cell.coefficient, isBelow: incumbent.symbol, incumbent.coefficient)
                {
                    best = (cell.symbol, cell.coefficient)
                }
            } else {
                best = (cell.symbol, cell.coefficient)
            }
        }
        return best?.symbol
    }

    /// Moves an edit constraint's constant by `delta` (kiwi's suggestValue).
    mutating func shiftEdit(_ tag: ConstraintTag, by delta: Double) {
        if let index = rowIndex[tag.marker.identity] {
            if rows[index].add(-delta) < 0 {
                infeasible.append(tag.marker)
            }
            return
        }
        if let other = tag.other, let index = rowIndex[other.identity] {
            if rows[index].add(delta) < 0 {
                infeasible.append(other)
            }
            return
        }
        for index in rows.indices {
            let coefficient = rows[index].coefficient(for: tag.marker)
            if coefficient != 0 && rows[index].add(delta * coefficient) < 0 && basics[index].kind != .external {
                infeasible.append(basics[index])
            }
        }
    }

    /// Removes a constraint that is in the tableau and re-optimises.
    mutating func delete(_ constraint: Constraint) {
        guard let tag = tags.removeValue(forKey: constraint) else {
            return
        }
        if let priority = tag.priority {
            let level = objective.level(of: priority)
            for symbol in [tag.marker] + (tag.other.map { [$0] } ?? []) where symbol.kind == .error {
                if let basic = row(of: symbol) {
                    objective.rows[level].insert(basic, -1)
                } else {
                    objective.rows[level].insert(symbol, -1)
                }
            }
        }
        if let index = rowIndex[tag.marker.identity] {
            _ = removeRow(at: index)
        } else if let index = markerLeavingRow(for: tag.marker) {
            let leaving = basics[index]
            var row = removeRow(at: index)
            row.solve(for: leaving, entering: tag.marker)
            substitute(tag.marker, with: row)
        }
        optimize()
    }

    /// The row to pivot a non-basic marker into before dropping it.
    ///
    /// First a row whose basic symbol is a dummy: such a row (made when a required equality was redundant) holds
    /// only dummies and says that the required equalities it names are dependent; pivoting the marker there hands
    /// its duty to the redundant one and changes no value. kiwi skips this step and picks a restricted row, which
    /// leaves a dummy basic at a non-zero value: a required constraint silently violated (kiwisolver 1.5.1 does so
    /// after removing one of several dependent required equalities). Then, as kiwi: the restricted row that limits
    /// the marker most, else any restricted row, else any row containing it.
    func markerLeavingRow(for marker: Symbol) -> Int? {
        if let index = rows.indices.first(where: { basics[$0].kind == .dummy && rows[$0].contains(marker) }) {
            return index
        }
        var first: (index: Int, ratio: Double)?
        var second: (index: Int, ratio: Double)?
        var third: Int?
        for index in rows.indices {
            let coefficient = rows[index].coefficient(for: marker)
            guard coefficient != 0 else {
                continue
            }
            if basics[index].kind == .external {
                third = third ?? index
            } else if coefficient < 0 {
                let ratio = -rows[index].constant / coefficient
                if first == nil || ratio < first!.ratio {
                    first = (index, ratio)
                }
            } else {
                let ratio = rows[index].constant / coefficient
                if second == nil || ratio < second!.ratio {
                    second = (index, ratio)
                }
            }
        }
        return first?.index ?? second?.index ?? third
    }
}
