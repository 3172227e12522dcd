import Synchronization

/// Hands out process-wide identities of constraints.
private let nextConstraintIdentity = Atomic<Int>(0)

/// A linear relation between variables that a ``Solver`` satisfies (if required) or approaches (if not).
///
/// A constraint is a value with an identity, like an `NSLayoutConstraint` object: two constraints made from the
/// same expression are still two constraints, and a copy is the same constraint. The relation is kept as
/// `expression relation 0`, where `expression` is `lhs − rhs`.
public struct Constraint: Hashable, Sendable, CustomStringConvertible {
    /// The process-wide identity, which the solver uses to find the constraint again.
    public let identity: Int
    /// `lhs − rhs`: the constraint is `expression relation 0`.
    public let expression: Expression
    /// How `expression` compares with zero.
    public let relation: Relation
    /// Whether the constraint must hold, and if not how much it matters.
    public let strength: Strength

    /// Creates `lhs relation rhs` with a fresh identity.
    public init(_ lhs: Expression, _ relation: Relation, _ rhs: Expression, strength: Strength = .required) {
        self.init(expression: lhs - rhs, relation: relation, strength: strength)
    }

    /// Creates `lhs relation rhs` with a fresh identity.
    public init(_ lhs: Variable, _ relation: Relation, _ rhs: Expression, strength: Strength = .required) {
        self.init(Expression(lhs), relation, rhs, strength: strength)
    }

    /// Creates `lhs relation rhs` with a fresh identity.
    public init(_ lhs: Variable, _ relation: Relation, _ rhs: Variable, strength: Strength = .required) {
        self.init(Expression(lhs), relation, Expression(rhs), strength: strength)
    }

    /// Creates `lhs relation constant` with a fresh identity.
    public init(_ lhs: Variable, _ relation: Relation, _ constant: Double, strength: Strength = .required) {
        self.init(Expression(lhs), relation, Expression(constant), strength: strength)
    }

    /// Creates `expression relation 0` with a fresh identity.
    public init(expression: Expression, relation: Relation, strength: Strength = .required) {
        self.identity = nextConstraintIdentity.wrappingAdd(1, ordering: .relaxed).oldValue
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }

    /// The same relation at another strength, with a fresh identity (a solver treats it as a new constraint).
    public func with(strength: Strength) -> Constraint {
        Constraint(expression: expression, relation: relation, strength: strength)
    }

    /// Two constraints are the same constraint when they have the same identity.
    public static func == (lhs: Constraint, rhs: Constraint) -> Bool {
        lhs.identity == rhs.identity
    }

    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(identity)
    }

    /// Such as `a - b + 8 <= 0 (priority 750)`.
    public var description: String {
        let relationText: String
        switch relation {
        case .lessThanOrEqual: relationText = "<="
        case .equal: relationText = "=="
        case .greaterThanOrEqual: relationText = ">="
        }
        let priority = strength.isRequired ? "" : " (priority \(strength))"
        return "\(expression) \(relationText) 0\(priority)"
    }
}
