/// What the simplex minimises: one row per priority in use, compared lexicographically, highest priority first.
///
/// This is Cassowary's symbolic weight: a symbol is a better choice when its first non-zero reduced cost, looking
/// from the highest priority down, is negative, however large the costs at lower priorities are.
struct Objective: Sendable {
    /// The objective rows, highest priority first.
    var rows: [Row]
    /// The priority of each row, descending.
    private(set) var priorities: [Float]

    init(rows: [Row] = [], priorities: [Float] = []) {
        self.rows = rows
        self.priorities = priorities
    }

    /// The index of the row of `priority`, made if the priority is new.
    mutating func level(of priority: Float) -> Int {
        var index = 0
        while index < priorities.count && priorities[index] > priority {
            index += 1
        }
        if index == priorities.count || priorities[index] != priority {
            priorities.insert(priority, at: index)
            rows.insert(Row(), at: index)
        }
        return index
    }

    /// Replaces `symbol` by `row` in every level.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        var index = 0
        while index < rows.count {
            rows[index].substitute(symbol, with: row)
            index += 1
        }
    }

    /// Whether `symbol` costs nothing at every priority.
    func isFree(_ symbol: Symbol) -> Bool {
        isFree(symbol, above: rows.count)
    }

    /// Whether `symbol` costs nothing at the `level` highest priorities. (Loops rather than `allSatisfy`: generic
    /// closures cost a metadata lookup per call in the debug builds users test with.)
    private func isFree(_ symbol: Symbol, above level: Int) -> Bool {
        var index = 0
        while index < level {
            if rows[index].contains(symbol) {
                return false
            }
            index += 1
        }
        return true
    }

    /// The primal simplex's entering symbol: the lowest identity among the restricted symbols whose first non-zero
    /// cost, from the highest priority down, is negative (Bland's rule per level); nil at the optimum.
    func enteringSymbol() -> Symbol? {
        var level = 0
        while level < rows.count {
            let cells = rows[level].cells
            var index = 0
            while index < cells.count {
                let cell = cells[index]
                if cell.coefficient < 0 && cell.symbol.isRestricted && isFree(cell.symbol, above: level) {
                    return cell.symbol
                }
                index += 1
            }
            level += 1
        }
        return nil
    }

    /// Whether `symbol`'s costs divided by `divisor` are lexicographically below `best`'s costs divided by
    /// `bestDivisor` (the dual simplex's ratio test).
    func ratio(of symbol: Symbol, _ divisor: Double, isBelow best: Symbol, _ bestDivisor: Double) -> Bool {
        for row in rows {
            let candidate = row.coefficient(for: symbol) / divisor
            let incumbent = row.coefficient(for: best) / bestDivisor
            if candidate < incumbent - Row.epsilon {
                return true
            }
            if candidate > incumbent + Row.epsilon {
                return false
            }
        }
        return false
    }
}
