/// How a section scrolls across the layout's scroll direction (a row of cards in a vertical list). Paging
/// behaviours decelerate fast, continuous ones at the normal rate
/// (UIKit choice `orthogonalPagingDeceleratesFast`).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// The section does not scroll on its own: its groups follow one another along the layout's direction.
    case none
    /// The groups form a row that scrolls freely and rests wherever the fling ends.
    case continuous
    /// Free scrolling that comes to rest with a group's leading edge at the section's leading content edge.
    case continuousGroupLeadingBoundary
    /// Pages as wide as the collection view: a release rests on a whole page, the next one for a flick.
    case paging
    /// One group per swipe, resting with the group's leading edge at the section's leading content edge.
    case groupPaging
    /// One group per swipe, resting with the group centred in the collection view.
    case groupPagingCentered
}
