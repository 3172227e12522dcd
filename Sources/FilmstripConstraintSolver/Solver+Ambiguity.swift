// Whether a variable's value is one of several equally good ones, for UIKit's `hasAmbiguousLayout`.

extension Solver {
    /// Whether the current solution leaves `variable` free to change without violating a required constraint
    /// and without worsening the objective at any priority: the layout is ambiguous in it.
    ///
    /// The test reads the optimal tableau. The variable is ambiguous when it was never constrained, when it is
    /// parametric (non-basic: no constraint pins it, it sits at 0), or when its row has a non-zero coefficient on a
    /// symbol that could move at no cost: a parametric user variable, or a slack or error whose reduced cost is
    /// zero at every priority and which can grow by some amount before a row reaches zero.
    ///
    /// Limits: it looks one pivot away. At a degenerate vertex (a row at zero blocking the move) it answers
    /// "unambiguous" even if a longer path of zero-cost pivots would reach another optimum; costs within 1e-8 of
    /// zero count as zero; and it judges the solution the solver holds, so a variable pinned only by an edit
    /// variable's suggestion is unambiguous.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        guard let symbol = columns[variable], let index = rowIndex[symbol.identity] else {
            return true
        }
        for cell in rows[index].cells {
            switch cell.symbol.kind {
            case .external:
                return true
            case .dummy:
                continue
            case .slack, .error:
                if objective.isFree(cell.symbol) && canGrow(cell.symbol) {
                    return true
                }
            }
        }
        return false
    }

    /// Whether a non-basic restricted symbol can grow from zero before some restricted row reaches zero.
    private func canGrow(_ symbol: Symbol) -> Bool {
        for index in rows.indices where basics[index].kind != .external {
            if rows[index].coefficient(for: symbol) < 0 && Row.isNearZero(rows[index].constant) {
                return false
            }
        }
        return true
    }
}
