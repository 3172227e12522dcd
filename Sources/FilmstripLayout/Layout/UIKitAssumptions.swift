/// Every place where Filmstrip has to pick a behaviour that UIKit does not document, or where it departs from the
/// seeds on purpose (SPEC "assumption"). Kept together so that a finding on a real device changes one line here.
///
/// Two assumptions have no value to hold:
/// - velocities handed to `targetContentOffset(proposed:velocity:)` are in points per millisecond, as UIKit's
///   `withScrollingVelocity` appears to be (SPEC §9); nothing converts them;
/// - a horizontal flow layout's content height is the view height (UIKit: the bounds height less the vertical
///   content insets, which are zero for every horizontal style here).
public enum UIKitAssumptions {
    /// `UIScrollView.DecelerationRate.normal`, velocity kept per millisecond (the same value as
    /// `FilmstripPhysics.ScrollPhysicsConstants`; this module depends on nothing, so it states it again).
    public static let normalDecelerationPerMillisecond = 0.998
    /// `UIScrollView.DecelerationRate.fast`, velocity kept per millisecond.
    public static let fastDecelerationPerMillisecond = 0.99

    /// The slider's snap picks the first cell in index order when two cell centres are equally near the view
    /// centre, as the seed's strict `<` comparison does.
    public static let snapPrefersLowerIndexOnTie = true

    /// When no cell intersects the proposed visible rect, the slider's snap returns the proposed offset clamped to
    /// the offset range. The seed would return an absurd offset (`proposed + greatestFiniteMagnitude`).
    public static let snapClampsWhenNothingIntersects = true

    /// Visible attributes are the cells whose frames, after zoom and shift, intersect the visible rect. The shift
    /// only moves cells outwards, so this can drop a cell that was pushed fully off screen and never adds one.
    public static let visibleCellsAreTestedAfterTransforms = true

    /// The offset that centres an item is not clamped to the offset range: it is exactly the offset at which the
    /// item's centre is the view's centre. (`scrollToItem(at:at:animated:)` would clamp; with the slider's
    /// insets the two agree whenever the section insets are zero, as they are by default.)
    public static let centringOffsetIsClamped = false

    /// A slider with no items sets its content insets as if its first and last cells were 0 pt wide (half the view
    /// each), so its offset range collapses to `[-W/2, -W/2]` instead of becoming NaN as the seed's would.
    public static let emptySliderInsetWidth = 0.0

    /// The zoomed cell is drawn above the others (SPEC §10); the others keep z-index 0 and are drawn in index
    /// order. The seed sets no z-index, and UIKit does not promise an order for equal ones.
    public static let zoomedCellZIndex = 1
}
