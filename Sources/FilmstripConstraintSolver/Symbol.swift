/// A column of the simplex tableau: a user's variable or one the solver made for a constraint.
///
/// Identities count up from zero in each solver, in the order the solver made the symbols, so pivots (which break
/// ties by identity) depend only on the order of operations, never on hashing or on other solvers.
struct Symbol: Hashable, Sendable {
    /// What a symbol stands for, which decides how the simplex may move it.
    enum Kind: UInt8, Sendable {
        /// A user's variable: unrestricted in sign, never in an objective, preferred as a row's subject.
        case external
        /// The slack of an inequality: `>= 0`.
        case slack
        /// The violation of a non-required constraint: `>= 0`, costed in the objective.
        case error
        /// The marker of a required equality: always 0, never enters the basis.
        case dummy
    }

    /// The position in the solver's order of symbols.
    let identity: Int
    /// What the symbol stands for.
    let kind: Kind

    /// Whether the simplex keeps this symbol non-negative and may pivot on it (slacks and errors).
    var isRestricted: Bool { kind == .slack || kind == .error }
}
