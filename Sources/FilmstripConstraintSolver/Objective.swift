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
        if let index = priorities.firstIndex(where: { $0 <= priority }) {
            if priorities[index] == priority {
                return index
            }
            priorities.insert(priority, at: index)
            rows.insert(Row(), at: index)
            return index
        }
        priorities.append(priority)
        rows.append(Row())
        return rows.count - 1
    }

    /// Replaces `symbol` by `row` in every level.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        for index in rows.indices {
            rows[index].substitute(symbol, with: row)
        }
    }

    /// Whether `symbol` costs nothing at every priority.
    func isFree(_ symbol: Symbol) -> Bool {
        rows.allSatisfy { !$0.contains(symbol) }
    }

    /// The primal simplex's entering symbol: the lowest identity among the restricted symbols whose first non-zero
    /// cost, from the highest priority down, is negative (Bland's rule per level); nil at the optimum.
    func enteringSymbol() -> Symbol? {
        for (level, row) in rows.enumerated() {
            for cell in row.cells where cell.coefficient < 0 && cell.symbol.isRestricted {
                if rows[..<level].allSatisfy({ !$0.contains(cell.symbol) }) {
                    return cell.symbol
                }
            }
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
