/// How much a constraint matters: a UIKit layout priority, 1 to 1000, where 1000 is required.
///
/// Required constraints must hold; adding one that cannot hold with the required constraints already in a solver
/// is an error (``SolverError/unsatisfiable(_:conflictingWith:)``). Every other constraint may be violated, and the
/// solver minimises the violations strictly by priority, as Apple documents Auto Layout ("the system attempts to
/// satisfy all the constraints in priority order from highest to lowest"):
///
/// - Priorities are levels of a lexicographic objective, not numeric weights. The solver first minimises the
///   summed error (in points) of the highest non-required priority, then, among all solutions that keep that
///   minimum, the error of the next priority, and so on. So one priority-751 constraint outweighs any number of
///   priority-750 constraints, whatever the distances. A numeric weighting (Cassowary's kiwi uses factors of 1000
///   between its three strengths) cannot give 999 dominating levels in a `Double`: 1000 levels of even a factor 2
///   overflow it, and huge factors swamp the small errors in rounding. The tableau keeps one objective row per
///   priority in use instead, which is Cassowary's symbolic weight.
/// - Within one priority, errors add up with equal weight: the error of `a == b` is `|a − b|`, of `a <= b` is
///   `max(0, a − b)`. Scaling a constraint's expression scales its error.
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The priority, in `1...1000`.
    public let priority: Float

    /// Creates the strength of a UIKit priority, or nil outside `1...1000` (UIKit rejects those too).
    public init?(priority: Float) {
        guard priority >= 1, priority <= 1000 else {
            return nil
        }
        self.priority = priority
    }

    /// Priority 1000: the constraint must hold.
    public static let required = Strength(unchecked: 1000)
    /// Priority 750, UIKit's `defaultHigh` (a button's content compression resistance).
    public static let defaultHigh = Strength(unchecked: 750)
    /// Priority 250, UIKit's `defaultLow` (a button's content hugging).
    public static let defaultLow = Strength(unchecked: 250)
    /// Priority 50, UIKit's `fittingSizeLevel`.
    public static let fittingSizeLevel = Strength(unchecked: 50)

    /// Whether the constraint must hold.
    public var isRequired: Bool { priority >= 1000 }

    /// Orders by priority.
    public static func < (lhs: Strength, rhs: Strength) -> Bool {
        lhs.priority < rhs.priority
    }

    /// `required`, or the priority as UIKit prints it.
    public var description: String {
        isRequired ? "required" : priority == priority.rounded() ? String(Int(priority)) : String(priority)
    }

    private init(unchecked priority: Float) {
        self.priority = priority
    }
}
