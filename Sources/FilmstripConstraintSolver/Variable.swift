import Synchronization

/// Hands out process-wide identities, so that two variables never compare equal by accident.
private let nextVariableIdentity = Atomic<Int>(0)

/// An unknown of a constraint system, such as a view's leading edge or width.
///
/// A variable is a value: its identity is a process-wide number given at creation, its name is only for messages.
/// Solvers keep their own order of variables (the order they first see them), so the identity never decides a
/// pivot and a system solves the same however many variables other threads create meanwhile.
public struct Variable: Hashable, Sendable, CustomStringConvertible {
    /// The process-wide identity of this variable.
    public let identity: Int
    /// The name used in descriptions and error messages, such as `"label.leading"`.
    public let name: String

    /// Creates a variable with a fresh identity.
    public init(_ name: String) {
        self.identity = nextVariableIdentity.wrappingAdd(1, ordering: .relaxed).oldValue
        self.name = name
    }

    /// Two variables are the same variable when they have the same identity, whatever their names.
    public static func == (lhs: Variable, rhs: Variable) -> Bool {
        lhs.identity == rhs.identity
    }

    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(identity)
    }

    /// The name.
    public var description: String { name }
}
