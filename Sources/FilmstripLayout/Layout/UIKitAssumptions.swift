/// Every place where Filmstrip has to pick a behaviour that UIKit does not document, or where it departs from the
/// seeds on purpose (SPEC "assumption"). Kept together so that a finding on a real device changes one line here.
///
/// Two assumptions have no value to hold:
/// - velocities handed to `targetContentOffset(proposed:velocity:)` are in points per millisecond, as UIKit's
///   `withScrollingVelocity` appears to be (SPEC §9); nothing converts them;
/// - a horizontal flow layout's content height is the view height (UIKit: the bounds height less the vertical
///   content insets, which are zero for every horizontal style here).
public enum UIKitAssumptions {
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

    // MARK: tags (seed 001)

    /// In the stock (justified) flow layout, the last line of two or more items is packed from the left with the
    /// interitem spacing instead of being spread to both edges (SPEC §5 assumption). A line of one item is centred
    /// wherever it is, the last line included, as UIKit centres a lone cell.
    public static let justifiedLastLineIsLeftAligned = true

    /// The tags have no content insets, so a tag near the top or the bottom cannot be centred: the offset that
    /// "centres" it is clamped to the offset range, as `scrollToItem(at:at: .centeredVertically, animated:)` stops at
    /// the content's edge. Unclamped, `--index 0` would show a blank band above the first line.
    public static let tagsCentringOffsetIsClamped = true

    /// An item wider than the line (`W` less the section insets) is laid out alone on its line at the left inset
    /// with its own width, overflowing to the right, in both alignments; it is neither shrunk nor centred. UIKit
    /// only logs a warning for such an item.
    public static let tagsOversizedItemKeepsItsWidth = true

    // MARK: paging and peek (seeds 002, 003)

    /// When no header or cell lies in the expanded rect at the drag start, the paging snap returns the proposed
    /// offset clamped to the offset range. The seed returns the proposed offset as it is.
    public static let pagingClampsWhenNothingIntersects = true

    /// The element a paging release picks is targeted and then clamped to the offset range (SPEC §6), so the last
    /// cell stops at the end of the content when it cannot be centred. UIKit clamps a target the same way.
    public static let pagingTargetIsClamped = true

    /// Peek measures a cell's distance from the centre of the screen (`UIScreen.main.bounds.width / 2`) in window
    /// coordinates: taken as the view's centre, as for a collection view spanning the screen from x 0.
    /// A scale that would fall below this (a view wider than 4000 pt) stops here rather than flipping the cell.
    public static let peekMinimumScale = 0.0

    // MARK: banner (seed 004)

    /// A release faster than this (points per millisecond) pages to the next or previous group; at or below it the
    /// nearest page wins (SPEC §8).
    public static let bannerFlickVelocityThreshold = 0.2

    /// Height of the footer holding the page control: `UIPageControl`'s height on iOS 14 and later. The seed asks
    /// for an estimated 50 pt that the control does not fill.
    public static let bannerFooterHeight = 26.0

    /// Between pages the page control shows the page nearest the offset; exactly half-way it shows the later page
    /// (rounding half away from zero). The seed only updates it on whole pages.
    public static let bannerHalfPageShowsLaterPage = true

    /// `UIPageControl` dots on iOS 14 and later: 7 pt across, 9 pt apart (edge to edge), centred in the footer.
    public static let pageControlDotDiameter = 7.0
    /// The gap between neighbouring page dots, edge to edge, in points.
    public static let pageControlDotGap = 9.0
    /// When a page control has more pages than dots that fit, the dots at the ends of the shown window are drawn at
    /// this fraction of their diameter to say that more pages lie beyond.
    public static let pageControlEdgeDotScale = 0.6
}
