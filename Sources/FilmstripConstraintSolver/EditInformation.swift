/// What a solver keeps of an edit variable: its constraint `variable == suggestion` and the current suggestion.
struct EditInformation: Sendable {
    /// The constraint that pulls the variable towards the suggestion.
    var constraint: Constraint
    /// The constraint's symbols.
    var tag: ConstraintTag
    /// The value last suggested (0 until the first suggestion).
    var suggestion: Double
}
