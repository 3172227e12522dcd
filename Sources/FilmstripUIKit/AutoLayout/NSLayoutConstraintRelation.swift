extension NSLayoutConstraint {
    /// How a constraint's first attribute compares with the second's, with UIKit's raw values.
    public enum Relation: Int, Sendable {
        /// First <= second.
        case lessThanOrEqual = -1
        /// First == second.
        case equal
        /// First >= second.
        case greaterThanOrEqual

        /// The operator UIKit prints.
        var printedOperator: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }
}
