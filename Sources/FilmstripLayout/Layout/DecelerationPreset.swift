import FilmstripPhysics

/// Which of UIKit's deceleration rates (`UIScrollView.DecelerationRate.normal` / `.fast`) a layout's scroll view
/// uses. A layout only names the preset; the scroll physics (`FilmstripPhysics.DecelerationRate`) does the motion.
/// Named "preset" so that it does not collide with the physics module's `DecelerationRate` where both are imported.
public enum DecelerationPreset: String, Hashable, Sendable, CaseIterable {
    /// Long glides (slider, tags).
    case normal
    /// Short glides, for paging-like layouts (paging, peek, banner).
    case fast

    /// Fraction of the velocity kept per millisecond: 0.998 or 0.99.
    public var perMillisecond: Double {
        switch self {
        case .normal: return DecelerationRate.normal.perMillisecond
        case .fast: return DecelerationRate.fast.perMillisecond
        }
    }
}
