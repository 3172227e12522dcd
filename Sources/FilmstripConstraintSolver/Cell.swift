/// One non-zero coefficient of a tableau row.
struct Cell: Sendable {
    /// The column.
    var symbol: Symbol
    /// The coefficient, never (near) zero: such cells are dropped.
    var coefficient: Double
}
