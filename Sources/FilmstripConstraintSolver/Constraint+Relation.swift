extension Constraint {
    /// How a constraint's two sides compare, with the names of `NSLayoutConstraint.Relation`.
    public enum Relation: Hashable, Sendable {
        /// `lhs <= rhs`.
        case lessThanOrEqual
        /// `lhs == rhs`.
        case equal
        /// `lhs >= rhs`.
        case greaterThanOrEqual
    }
}
