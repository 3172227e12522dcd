/// A linear form `constant + Σ coefficient·symbol`: a tableau row (its basic symbol equals it) or an objective.
///
/// Cells are sorted by symbol identity: lookups are binary searches, sums are merges, and iteration (which decides
/// pivots) has one order in every process. Coefficients within `Row.epsilon` of zero are dropped, as in kiwi.
struct Row: Sendable {
    /// Coefficients smaller than this are rounding noise.
    static let epsilon = 1e-8

    /// The value when every symbol of the row is zero.
    var constant: Double
    /// The non-zero coefficients, sorted by symbol identity.
    private(set) var cells: [Cell] = []
    /// A superset of the symbols in `cells`, one bit per identity modulo 64: most rows lack the symbol a pivot
    /// substitutes, and this answers so without a search (a debug build's array accesses are slow).
    private var mask: UInt64 = 0

    init(constant: Double = 0) {
        self.constant = constant
    }

    /// Whether `value` is rounding noise.
    static func isNearZero(_ value: Double) -> Bool {
        abs(value) < epsilon
    }

    /// The bit of `symbol` in `mask`.
    private static func bit(_ symbol: Symbol) -> UInt64 {
        1 << UInt64(symbol.identity & 63)
    }

    /// The position of `symbol` in `cells`, or where it would go.
    private func position(of symbol: Symbol) -> (index: Int, found: Bool) {
        if mask & Row.bit(symbol) == 0 {
            return (0, false)
        }
        let identity = symbol.identity
        return cells.withUnsafeBufferPointer { buffer in
            var low = 0
            var high = buffer.count
            guard let base = buffer.baseAddress else {
                return (0, false)
            }
            while low < high {
                let middle = (low + high) / 2
                let found = (base + middle).pointee.symbol.identity
                if found == identity {
                    return (middle, true)
                }
                if found < identity {
                    low = middle + 1
                } else {
                    high = middle
                }
            }
            return (low, false)
        }
    }

    /// The coefficient of `symbol`, zero if absent.
    func coefficient(for symbol: Symbol) -> Double {
        let (index, found) = position(of: symbol)
        return found ? cells[index].coefficient : 0
    }

    /// Whether `symbol` has a coefficient.
    func contains(_ symbol: Symbol) -> Bool {
        position(of: symbol).found
    }

    /// Adds `value` to the constant and returns the new constant.
    mutating func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    /// Adds `coefficient·symbol`.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let (index, found) = position(of: symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if Row.isNearZero(sum) {
                cells.remove(at: index)
            } else {
                cells[index].coefficient = sum
            }
        } else if !Row.isNearZero(coefficient) {
            if mask & Row.bit(symbol) == 0 {
                // position(of:) did not search: find the place now.
                mask |= Row.bit(symbol)
                let place = position(of: symbol).index
                cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: place)
            } else {
                cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
            }
        }
    }

    /// Adds `coefficient·other`, merging the two sorted cell lists.
    mutating func insert(_ other: Row, _ coefficient: Double = 1) {
        constant += other.constant * coefficient
        if other.cells.count == 1 {
            insert(other.cells[0].symbol, other.cells[0].coefficient * coefficient)
            return
        }
        // Raw pointers: their accesses are inlined even in debug builds, where an array's subscript is a call.
        let merged = cells.withUnsafeBufferPointer { mineBuffer in
            other.cells.withUnsafeBufferPointer { theirsBuffer in
                Row.merge(mineBuffer, theirsBuffer, coefficient)
            }
        }
        cells = merged
        mask |= other.mask
    }

    /// `mine + coefficient·theirs`, both sorted by symbol identity, without near-zero sums.
    private static func merge(
        _ mine: UnsafeBufferPointer<Cell>, _ theirs: UnsafeBufferPointer<Cell>, _ coefficient: Double
    ) -> [Cell] {
        [Cell](unsafeUninitializedCapacity: mine.count + theirs.count) { output, written in
            var count = 0
            var left = mine.baseAddress
            let leftEnd = left.map { $0 + mine.count }
            var right = theirs.baseAddress
            let rightEnd = right.map { $0 + theirs.count }
            var target = output.baseAddress!
            while left != leftEnd || right != rightEnd {
                if right == rightEnd
                    || (left != leftEnd && left!.pointee.symbol.identity < right!.pointee.symbol.identity)
                {
                    target.initialize(to: left!.pointee)
                    left! += 1
                } else if left == leftEnd || right!.pointee.symbol.identity < left!.pointee.symbol.identity {
                    let value = right!.pointee.coefficient * coefficient
                    if Row.isNearZero(value) {
                        right! += 1
                        continue
                    }
                    target.initialize(to: Cell(symbol: right!.pointee.symbol, coefficient: value))
                    right! += 1
                } else {
                    let value = left!.pointee.coefficient + right!.pointee.coefficient * coefficient
                    let symbol = left!.pointee.symbol
                    left! += 1
                    right! += 1
                    if Row.isNearZero(value) {
                        continue
                    }
                    target.initialize(to: Cell(symbol: symbol, coefficient: value))
                }
                target += 1
                count += 1
            }
            written = count
        }
    }

    /// Drops `symbol`'s cell.
    mutating func remove(_ symbol: Symbol) {
        let (index, found) = position(of: symbol)
        if found {
            cells.remove(at: index)
        }
    }

    /// Negates the row.
    mutating func reverseSign() {
        constant = -constant
        var index = 0
        while index < cells.count {
            cells[index].coefficient = -cells[index].coefficient
            index += 1
        }
    }

    /// Turns `0 = row` into `symbol = row'`: divides by `−coefficient(symbol)` and drops `symbol`.
    mutating func solve(for symbol: Symbol) {
        let (index, found) = position(of: symbol)
        guard found else {
            return
        }
        let factor = -1 / cells[index].coefficient
        cells.remove(at: index)
        constant *= factor
        var cellIndex = 0
        while cellIndex < cells.count {
            cells[cellIndex].coefficient *= factor
            cellIndex += 1
        }
    }

    /// Turns `lhs = row` into `rhs = row'`.
    mutating func solve(for lhs: Symbol, entering rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by `row` (the row that `symbol` equals); false if `symbol` was not in this row.
    @discardableResult
    mutating func substitute(_ symbol: Symbol, with row: Row) -> Bool {
        let (index, found) = position(of: symbol)
        guard found else {
            return false
        }
        let coefficient = cells[index].coefficient
        cells.remove(at: index)
        insert(row, coefficient)
        return true
    }
}
