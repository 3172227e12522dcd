/// The symbols a solver made for one constraint, which find its row again on removal.
struct ConstraintTag: Sendable {
    /// The slack (inequality), positive error (non-required equality) or dummy (required equality).
    var marker: Symbol
    /// The error of a non-required constraint's other direction, if it has one.
    var other: Symbol?
    /// The objective level of the constraint's errors, nil when required.
    var priority: Float?
}
