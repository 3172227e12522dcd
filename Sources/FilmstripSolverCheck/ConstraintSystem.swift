/// A constraint system read from one line of JSON: variable names and the operations, in order.
struct ConstraintSystem: Decodable {
    /// The variables' names; operations refer to them by index.
    var variables: [String]
    /// What to do to a solver, in order.
    var operations: [SystemOperation]
}
