/// Every place where Filmstrip has to pick a behaviour that UIKit does not document, or where it departs on purpose
/// from the original UIKit code of the layouts its styles reproduce. Kept together so that a finding on a real
/// device changes one line here.
///
/// Two assumptions have no value to hold:
/// - velocities handed to `targetContentOffset(proposed:velocity:)` are in points per millisecond, as UIKit's
///   `withScrollingVelocity` appears to be (UIKit does not document the unit); nothing converts them;
/// - a horizontal flow layout's content height is the view height (UIKit: the bounds height less the vertical
///   content insets, which are zero for every horizontal style here).
public enum UIKitAssumptions {
    /// The slider's snap picks the first cell in index order when two cell centres are equally near the view
    /// centre, as the original UIKit code's strict `<` comparison does.
    public static let snapPrefersLowerIndexOnTie = true

    /// When no cell intersects the proposed visible rect, the slider's snap returns the proposed offset clamped to the
    /// offset range. The original UIKit code would return an absurd offset (`proposed + greatestFiniteMagnitude`).
    public static let snapClampsWhenNothingIntersects = true

    /// Visible attributes are the cells whose frames, after zoom and shift, intersect the visible rect. The shift
    /// only moves cells outwards, so this can drop a cell that was pushed fully off screen and never adds one.
    public static let visibleCellsAreTestedAfterTransforms = true

    /// The offset that centres an item is not clamped to the offset range: it is exactly the offset at which the
    /// item's centre is the view's centre. (`scrollToItem(at:at:animated:)` would clamp; with the slider's
    /// insets the two agree whenever the section insets are zero, as they are by default.)
    public static let centringOffsetIsClamped = false

    /// A slider with no items sets its content insets as if its first and last cells were 0 pt wide (half the view
    /// each), so its offset range collapses to `[-W/2, -W/2]` instead of becoming NaN as the original's would.
    public static let emptySliderInsetWidth = 0.0

    /// The zoomed cell is drawn above the others; the others keep z-index 0 and are drawn in index order. The
    /// original UIKit code sets no z-index, and UIKit does not promise an order for equal ones.
    public static let zoomedCellZIndex = 1

    // MARK: tags (the tag cloud)

    /// In the stock (justified) flow layout, the last line of two or more items is packed from the left with the
    /// interitem spacing instead of being spread to both edges. A line of one item is centred wherever it is, the last
    /// line included, as UIKit centres a lone cell.
    public static let justifiedLastLineIsLeftAligned = true

    /// The tags have no content insets, so a tag near the top or the bottom cannot be centred: the offset that
    /// "centres" it is clamped to the offset range, as `scrollToItem(at:at: .centeredVertically, animated:)` stops at
    /// the content's edge. Unclamped, `--index 0` would show a blank band above the first line.
    public static let tagsCentringOffsetIsClamped = true

    /// An item wider than the line (`W` less the section insets) is laid out alone on its line at the left inset
    /// with its own width, overflowing to the right, in both alignments; it is neither shrunk nor centred. UIKit
    /// only logs a warning for such an item.
    public static let tagsOversizedItemKeepsItsWidth = true

    // MARK: paging and peek (the paging and peeking carousels)

    /// When no header or cell lies in the expanded rect at the drag start, the paging snap returns the proposed
    /// offset clamped to the offset range. The original UIKit code returns the proposed offset as it is.
    public static let pagingClampsWhenNothingIntersects = true

    /// The element a paging release picks is targeted and then clamped to the offset range, so the last cell stops at
    /// the end of the content when it cannot be centred. UIKit clamps a target the same way.
    public static let pagingTargetIsClamped = true

    /// Peek measures a cell's distance from the centre of the screen (`UIScreen.main.bounds.width / 2`) in window
    /// coordinates: taken as the view's centre, as for a collection view spanning the screen from x 0.
    /// A scale that would fall below this (a view wider than 4000 pt) stops here rather than flipping the cell.
    public static let peekMinimumScale = 0.0

    // MARK: banner (the banner carousel)

    /// A release faster than this (points per millisecond) pages to the next or previous group; at or below it the
    /// nearest page wins.
    public static let bannerFlickVelocityThreshold = 0.2

    /// Height of the footer holding the page control: `UIPageControl`'s height on iOS 14 and later. The original
    /// UIKit code asks for an estimated 50 pt that the control does not fill.
    public static let bannerFooterHeight = 26.0

    /// Between pages the page control shows the page nearest the offset; exactly half-way it shows the later page
    /// (rounding half away from zero). The original UIKit code only updates it on whole pages.
    public static let bannerHalfPageShowsLaterPage = true

    /// `UIPageControl` dots on iOS 14 and later: 7 pt across, 9 pt apart (edge to edge), centred in the footer.
    public static let pageControlDotDiameter = 7.0
    /// The gap between neighbouring page dots, edge to edge, in points.
    public static let pageControlDotGap = 9.0
    /// When a page control has more pages than dots that fit, the dots at the ends of the shown window are drawn at
    /// this fraction of their diameter to say that more pages lie beyond.
    public static let pageControlEdgeDotScale = 0.6

    // MARK: compositional layouts (FilmstripUIKit)

    /// A group built with `subitems:` repeats its subitems, in order, for as long as the next one fits along the
    /// group (Apple's grid samples rely on it: one item a fifth wide makes rows of five); the `count:` forms hold
    /// exactly `count`, sized to fill the group.
    public static let groupsRepeatTheirSubitemsWhileTheyFit = true

    /// An `.estimated` dimension is laid out at its estimate: Filmstrip's cells and supplementary views have no content
    /// to measure (the banner carousel's footer, estimated at 50 pt, is 50 pt tall; its page control does not fill it).
    public static let estimatedDimensionIsTheSize = true

    /// Along the layout's direction a section is: its extending leading boundary items (the header band), its
    /// content insets, its groups, its insets, its trailing band. Across it, boundary items follow the insets when
    /// `supplementariesFollowContentInsets` is true (the default).
    public static let boundaryItemsLieOutsideTheContentInsets = true

    /// A section background covers the whole section, its headers and footers included, inset by the decoration
    /// item's `contentInsets`, across the whole width of the view.
    public static let sectionBackgroundCoversBoundaryItems = true

    /// Decoration items start at this z-index, behind the cells (0) of their section.
    public static let decorationItemZIndex = -1

    /// A pinned header or footer is drawn at least at this z-index, above its section's cells.
    public static let pinnedBoundaryItemZIndex = 1

    /// A section's `visibleItemsInvalidationHandler` runs on every query of the layout (each frame), with the
    /// section's cells and boundary items that meet the queried rect; decorations are not passed.
    public static let visibleItemsHandlerRunsOnEveryQuery = true

    /// The paging behaviours (`.paging`, `.groupPaging`, `.groupPagingCentered`) decelerate at the fast rate, the
    /// continuous ones at the normal rate.
    public static let orthogonalPagingDeceleratesFast = true

    /// Group paging moves one group per flick faster than this (points per millisecond), from the group nearest
    /// the drag start; slower releases rest on the group nearest the proposed offset. The native banner's rule.
    public static let groupPagingFlickVelocityThreshold = bannerFlickVelocityThreshold

    /// `.groupPagingCentered` rests only with a group centred: the section starts with its first group centred, and
    /// its offsets run from that to the last group centred.
    public static let centredGroupPagingCentresTheEnds = true

    /// An orthogonal section's scroll view is the layout's own, as on iOS: the collection view's delegate hears
    /// neither its drags nor its releases, and the layout's `targetContentOffset` is not asked.
    public static let orthogonalScrollingIsTheLayoutsOwn = true

    // MARK: the UIKit layer (FilmstripUIKit)

    /// `adjustedContentInset` is `contentInset` for every scroll view but a table view (see `tableMetrics`):
    /// Filmstrip's collection view adds no safe area, bars or layout margins.
    public static let adjustedContentInsetIsContentInset = true

    /// UIKit asks a layout for a rect larger than the visible one (it lays out ahead of the scroll); how much larger
    /// is not documented and cannot be measured here. Filmstrip asks for the visible rect grown by one view width
    /// left and right and one view height above and below, and draws the elements whose final frames meet the
    /// visible rect. So a sticky header that pins itself only when `super` returned it (its section's top scrolled
    /// off, less than a view ago) is drawn pinned, and `visibleCells` are still the cells on screen.
    public static let layoutIsQueriedForThreeViewsAroundTheBounds = true

    /// `scrollViewDidScroll` runs after the layout placed the cells of the new offset, so `visibleCells` are the
    /// cells drawn in that frame. On iOS it runs inside `setContentOffset`, one layout pass earlier; a delegate
    /// that transforms visible cells by their position draws the same either way once the scroll settles.
    public static let didScrollSeesTheCellsOfTheNewOffset = true

    /// The collection view's first layout pass calls `scrollViewDidScroll` once, even though the offset did not
    /// move, as iOS does when a collection view first lays out: a delegate that transforms visible cells by their
    /// position has done so in the very first frame.
    public static let firstLayoutCallsDidScroll = true

    /// A release reports `willDecelerate` (and then `scrollViewWillBeginDecelerating` and, at rest,
    /// `scrollViewDidEndDecelerating`) when the content moves on after the finger lifts: a non-zero velocity, or a
    /// target (clamped to the offset range) other than the release offset, as when paging or bouncing back.
    public static let releaseDeceleratesWhenTheContentMovesOn = true

    /// Across the scroll axis the content offset is the least the insets allow: `-contentInset.left` for a vertical
    /// scroller, `-contentInset.top` for a horizontal one, as UIKit clamps an offset that cannot scroll that way. So
    /// a vertical list's left and right insets move and narrow its content as on iOS.
    public static let crossAxisOffsetIsTheLeadingInset = true

    /// A UIKit layout's `--index N` (and `index` in scene files) is the offset that centres the item clamped to the
    /// offset range, as `scrollToItem(at:at: .centeredHorizontally/.centeredVertically, animated:)` stops at the
    /// content's edge: no blank band before the first item or after the last.
    public static let uikitCentringOffsetIsClamped = true

    /// A view takes its layout attributes (`apply(_:)`) when it is dequeued and then at each layout pass whose
    /// attributes for it differ, by `isEqual(_:)`, from a copy of those it took last, as UIKit re-applies only
    /// changed attributes; the delegate may then change the cell in `scrollViewDidScroll`, and the cell's values are
    /// what is drawn, so a delegate's change outlives the frame while the layout's attributes stay the same. The
    /// comparison is with a copy (`copy(with:)`), so a layout that edits its cached attributes in place is still
    /// seen to change them; a subclass with fields of its own compares and copies them, as Apple asks.
    public static let viewsTakeTheirAttributesWhenTheyChange = true

    /// A cell (or supplementary or decoration view) goes to its reuse queue in the layout pass where its frame no
    /// longer meets the visible bounds (a frame whose edge touches them still meets them): UIKit also keeps a few
    /// cells off screen for prefetching, how many it does not document. So 5 cells on screen at a time need 6 while
    /// a sixth comes in, and a long list no more.
    public static let cellsLeaveWhenTheyLeaveTheBounds = true

    /// In one layout pass the views that left go to their queues first, in index-path order; then the data source
    /// is asked for the views that came, cells first, each in index-path order; a dequeue takes the view that
    /// joined its queue last. UIKit documents none of these orders; fixed, they make which cell is reused for which
    /// item the same in every run, whatever order the layout listed its attributes in.
    public static let reuseQueueHandsOutTheLastViewToLeave = true

    /// A cell or supplementary view the data source made itself (`UICollectionViewCell()`) rather than dequeued is
    /// placed and drawn, and let go when it leaves the screen, where UIKit raises on it. A reuse identifier
    /// that was never registered does fail the rendering, with UIKit's message.
    public static let viewsNotDequeuedAreAccepted = true

    /// Elements of equal `zIndex` are drawn supplementary views first, then cells, each in index-path order, later
    /// on top, whatever order `layoutAttributesForElements(in:)` listed them in (UIKit promises no order for equal
    /// ones). A layout that builds its answer from a `Dictionary`, whose order changes from one process to the next,
    /// so draws the same bytes every run.
    public static let equalZIndexDrawsInIndexPathOrder = true

    /// `visibleCells` lists the cells in index-path order (UIKit promises no order).
    public static let visibleCellsAreInIndexPathOrder = true

    /// `UICollectionViewFlowLayout` returns copies of its computed attributes, so a subclass that edits what
    /// `super.layoutAttributesForElements(in:)` returns (the thumbnail slider's original layout moves and scales them)
    /// does not change the next answer. UIKit returns its cached objects and logs "cached frame mismatch" when a
    /// subclass edits them.
    public static let flowLayoutReturnsCopies = true

    /// Setting `frame` on attributes (or a view) that carry a transform moves the centre to the new frame's
    /// centre and keeps the size, unless the frame's size changed under a pure scale, which rescales the size.
    /// UIKit documents `frame` as undefined under a transform.
    public static let settingFrameUnderTransformKeepsSize = true

    /// With `estimatedItemSize` set, a self-sizing cell fits its photo: the estimated height, and the width of the
    /// photo's aspect at that height (`automaticSize` takes `itemSize` as the estimate). Filmstrip's cells have no
    /// Auto Layout content to measure.
    public static let selfSizingCellsFitTheirPhoto = true

    /// Pinned section headers and footers (`sectionHeadersPinToVisibleBounds`) scroll with their section.
    public static let pinnedHeadersAreNotModelled = true

    /// A layout that is not a flow layout scrolls horizontally when its content is wider than the view (less its
    /// content insets) and not taller; vertically otherwise. Filmstrip scrolls one axis.
    public static let customLayoutScrollAxisFollowsTheContent = true

    /// Thumbnails for a UIKit layout's cells are prepared for a cell grown until it fills the view along one side
    /// (at least its own size); a layout that draws a cell larger than that upsamples the thumbnail.
    public static let uikitCellsGrowAtMostToTheView = true

    /// With `isPagingEnabled`, a release comes to rest on a multiple of the view's length along the scroll axis:
    /// the next page in the direction of the velocity when the velocity is at least this (points per
    /// millisecond), the nearest page otherwise; the layout's `targetContentOffset` is not asked, as on iOS.
    public static let pagingVelocityThreshold = 0.2

    /// The collection view holds its delegate and data source strongly (UIKit: weakly), since no view controller
    /// owns them: a setup closure may make its delegate as a local.
    public static let collectionViewKeepsItsDelegate = true

    /// A `transform3D` with perspective is drawn as Core Animation draws a layer whose superlayer has no
    /// `sublayerTransform`: each point `(x, y)` of the element, from its anchor point (the centre), goes through the
    /// matrix at z = 0 and is divided by its `w`; the element's depth and `zPosition` only order the drawing (by
    /// `zIndex`), elements are not intersected in depth. Checked against Pillow's perspective warp by
    /// `Scripts/check-perspective.py`.
    public static let perspectiveIsDrawnAsCoreAnimationProjectsALayer = true

    /// A `UIDynamicAnimator` runs no simulation, since Filmstrip renders scroll positions and not the time between
    /// them: whenever a layout asks it for items, every attachment is at rest, its item at `length` from its anchor
    /// along the line it lies on. A springy layout so draws as its resting layout, without the lag and bounce of its
    /// springs.
    public static let dynamicItemsAreDrawnAtRest = true

    /// `panGestureRecognizer.location(in:)` is the centre of the collection view's visible bounds: Filmstrip's
    /// gestures have no touch point. `translation(in:)` and `velocity(in:)` are zero.
    public static let panTouchIsAtTheCentreOfTheView = true

    /// The screen's `traitCollection` is an iPhone's in portrait (compact width, regular height, the phone idiom,
    /// left to right, the Large content size) at the scene's display scale and in its light or dark mode; an iPad's
    /// (the pad idiom, regular both ways) when the scene's view is at least 744 points wide, the narrowest iPad's
    /// portrait width. A window's device and a view controller's override for a child change what they specify.
    public static let traitsAreAnIPhoneInPortrait = true

    /// `layoutMargins` (and the margins guide) are the margins set plus the safe area, edge by edge, when
    /// `insetsLayoutMarginsFromSafeArea` is true: a view controller's root view on an iPhone with a 20-point status
    /// bar reports 20, 16, 0, 16. UIKit documents that the safe area is added, not how; the sum matches what
    /// swift-snapshot-testing's references recorded on the iOS simulator.
    public static let layoutMarginsAddTheSafeArea = true

    /// A view controller's `systemMinimumLayoutMargins` are 16 points at the sides on an iPhone up to 375 points wide
    /// and 20 on a wider one and on an iPad, none above and below. UIKit documents only that a minimum exists; these
    /// are what its simulators report for iPhone SE, 8, Xs Max and iPad Pro 12.9".
    public static let systemMinimumMarginsFollowTheWidth = true

    /// `UIScreen.main.bounds` is the scene's view (its width and height in points), at the scene's scale: the
    /// collection view spans the screen from the window's origin.
    public static let screenIsTheSceneView = true

    // MARK: views and layers

    /// When every flexible part of an axis (margins and length in `autoresizingMask`) is zero long, a change of
    /// the superview's size is shared equally among them. UIKit documents the proportional share, which has no
    /// proportion to go by then.
    public static let autoresizingSharesEquallyAmongZeroLengthParts = true

    /// `setNeedsLayout` is implied where UIKit is seen to imply it (it documents none of these): a new view, a view
    /// whose bounds size changes (and its superview), a view added as a subview (and its new superview) and a
    /// superview losing a subview. A move of the origin alone requests nothing.
    public static let layoutIsRequestedWhereUIKitIsSeenToRequestIt = true

    /// A layer without a `shadowPath` casts its shadow from its rounded bounds (its background's shape), whatever
    /// its content and sublayers are. Core Animation casts it from the alpha of everything the layer draws.
    public static let layerShadowIsCastByTheRoundedBounds = true

    /// `UIImage(named:)` finds a scene photo of any format by its name without the extension (UIKit documents
    /// that only for PNG; an asset catalog's image has no extension at all); of two photos with one base name the
    /// first in the scene answers to it.
    public static let imageNamedFindsAnyFormatWithoutItsExtension = true

    /// An oval `shadowPath` casts its shadow as the rounded rectangle of half its shorter side: exact for a circle,
    /// a stadium for an ellipse.
    public static let ovalShadowPathIsDrawnAsAStadium = true

    /// `insertSubview(_:at:)` clamps an index past the end (or below 0) to the subviews' range; UIKit raises.
    public static let insertSubviewClampsItsIndex = true

    /// A `UIPageControl` whose dot colours are left nil draws the current page's dot in `label` and the others in
    /// `tertiaryLabel` (UIKit documents no default colours).
    public static let pageControlDefaultDotsAreLabelColors = true

    /// A nib cannot be loaded on Linux (Interface Builder archives are not read): a nib registered with a
    /// collection view makes the reusable view class that the setting-up code names for it with
    /// `UINib.register(_:forNibNamed:)`, made with `init(frame:)`; outlets and properties set in the nib are not.
    public static let nibsAreTheClassesTheHarnessNames = true

    /// A view controller's `@IBOutlet`s are set by the code that makes it (a test, a style's setup), before its
    /// view is loaded: there is no storyboard to connect them. The build plugin removes the attribute itself.
    public static let outletsAreSetByTheHarness = true
    // MARK: Auto Layout

    /// In a layout pass the root of a view tree (which stands for the window) keeps its bounds' size and sits at the
    /// origin: its constraints place its subviews, never resize it (on iOS the window sizes its root view).
    public static let autoLayoutRootKeepsItsSize = true

    /// A window's root view controller's view keeps the frame the window gives it even when it does not translate
    /// its autoresizing mask into constraints and no constraint places it: UIKit's window sizes its root view, which
    /// hosts the layout of its own tree (swift-snapshot-testing's `testAutolayout` reference is the whole screen).
    public static let windowRootViewKeepsItsFrame = true

    /// A frame set by Auto Layout has its edges rounded to the display's pixel grid in the tree root's coordinates,
    /// as UIKit is seen to round them (it documents no rounding); `systemLayoutSizeFitting` returns the unrounded
    /// size.
    public static let autoLayoutFramesAreRoundedToPixels = true

    /// A view translating its autoresizing mask into constraints is held at its current frame relative to its
    /// superview, whatever its mask (UIKit's constraints follow the mask's flexible parts); autoresizing still
    /// applies when the superview's bounds change.
    public static let autoresizingConstraintsHoldTheCurrentFrame = true

    /// Priorities are strict levels: a higher one wins over any number of lower ones, whatever the distances
    /// (Apple documents satisfying constraints "in priority order"; the engine's weights are not documented).
    public static let layoutPrioritiesAreStrictLevels = true

    /// What UIKit raises on (a constraint between views with no common ancestor, a margin or baseline attribute
    /// Filmstrip does not support, an active constraint's priority changed between required and optional) is
    /// logged with UIKit's text (`UIKitConstraintLog`) and skipped: the constraint stays inactive or keeps its
    /// priority.
    public static let autoLayoutExceptionsAreLoggedAndSkipped = true

    /// Every view's content hugging is 250 and compression resistance 750 on both axes, image views included, as
    /// views made in code have them (Interface Builder gives labels and image views 251 hugging).
    public static let contentPrioritiesAreThoseOfViewsMadeInCode = true

    /// `updateConstraints` runs once on every view of a tree at its first layout pass, then on views marked by
    /// `setNeedsUpdateConstraints`, subviews before their superviews.
    public static let updateConstraintsRunsOnceOnEveryView = true

    /// `leading` and `trailing` are `left` and `right`: a left-to-right layout, whatever the language.
    public static let leadingIsLeft = true

    // MARK: Drawing a team's views in scenes

    /// A view style's frame is drawn from a snapshot of the view tree taken when its offset is laid out, after the
    /// delegate heard of the scroll and every view on screen was laid out, as Core Animation commits the layer tree
    /// at the end of a run-loop turn: what a view's code changes later (in `scrollViewDidEndDecelerating`) shows from
    /// the next frame laid out.
    public static let framesShowTheTreeAsItWasWhenTheirOffsetWasLaidOut = true

    /// A collection view's cells, supplementary and decoration views are drawn over its background and under its
    /// other subviews, by z-index, ties as the bridge lists them (supplementary views, cells, decoration views, each
    /// in index-path order). On iOS they are among its subviews in an order it does not document.
    public static let collectionViewElementsAreDrawnUnderItsOtherSubviews = true

    /// A scene's photo reaches a team's views as a `UIImage` of the photo's full pixel size at scale 1, decoded when
    /// a view first draws it, shrunk on load to just cover the scene's frame (a photo never shows larger than the
    /// frame): a content mode that shows it at its own size (`.center`) draws it from those pixels, enlarged.
    public static let scenePhotosAreDecodedAtMostAtTheFrameSize = true

    /// View trees deeper than 64 levels are refused with an error naming the view where the 65th level starts:
    /// drawing recurses once per level, and real screens stay far below it (UIKit states no limit).
    public static let viewTreesAreAtMost64Deep = true

    /// The last frame of a motion (the offset it rests at) shows the tree as it is after the delegate heard the
    /// motion ended (`scrollViewDidEndDecelerating`, `scrollViewDidEndScrollingAnimation`): on iOS what those set
    /// shows one commit after the content stops, which a sequence's frame at rest stands for.
    public static let theLastFrameOfAMotionShowsWhatItsEndChanged = true
    // MARK: Text, stack views and visual effects

    /// The system font (`UIFont.systemFont`, the text styles, a label's default 17 points) is Inter, Debian's
    /// `fonts-inter`, the free face closest to SF Pro in metrics: each `UIFont.Weight` maps to the nearest of Inter's
    /// nine weights by Apple's raw values (ultraLight to ExtraLight, heavy to ExtraBold), and `fontName` is Inter's
    /// PostScript name. A missing Inter file is reported once on standard error, naming the file, and DejaVu Sans
    /// stands in. `monospacedDigitSystemFont` is not offered (it needs OpenType features). How Inter is laid out as
    /// SF Pro: `systemFontIsInterScaledToSFPro`.
    public static let systemFontIsInter = true

    /// The system font lays out as SF Pro, which cannot ship: `ascender`, `descender`, `leading`, `capHeight` and
    /// `xHeight` are SF Pro's (hhea 1950, -494 and 0, OS/2 1443 and 1078, over 2048 units per em), so
    /// `lineHeight` is iOS's exactly (20.287109375 at 17 points) and glyphs sit on SF Pro's baseline. Each character
    /// advances by Inter's advance times a horizontal scale, plus Apple's published SF Pro tracking for the size
    /// (Human Interface Guidelines, -26/1000 em at 17 points, +14/1000 at 28); the outlines are drawn with the
    /// same horizontal scale (FreeType's transform). The scale is 1.008 for regular and lighter weights and 1.023
    /// for medium and heavier up to 17 points (SF Pro's text design), 0.888 and 0.901 from 28 points (its display
    /// design), linear between: measured by `Scripts/calibrate-text-width.py` on labels the iOS simulator recorded
    /// (swift-snapshot-testing 1.19.7's references), where it brings label widths from up to 11.2% wider to within
    /// 1.6%: within 0.7% from 27 points up; 25 and 26 points 1.6% and 1.0% wide (the references' iOS drew those in
    /// the display design already, where today's SF Pro moves between 17 and 28 points); 14- to 17-point labels
    /// exact but for one 1/3-point step of rounding (1.4% of a 24-point word). Only regular and semibold were
    /// measured; bold, heavy and black use semibold's scale. The glyph
    /// shapes stay Inter's: its capitals are 3% taller than SF Pro's (cap height 0.727 em against 0.705), and on
    /// swift-snapshot-testing's testPrecision label (a 17-point "Hello" at 3x) the ink spans the same columns and
    /// rows as iOS's (5 ... 114, 12 ... 49) while 15% of the label's pixels differ, 6% by more than half, along the
    /// glyphs' edges and inside their different shapes. A font named "Inter-..." (`UIFont(name:size:)`) is Inter
    /// itself: its own metrics, no tracking, no scale.
    public static let systemFontIsInterScaledToSFPro = true

    /// Glyph advances are the fonts' own, unkerned: Inter keeps its kerning in OpenType GPOS, which FreeType's
    /// kerning call (the only shaping Filmstrip does) does not read. `.kern` is added after each character.
    public static let textIsNotKerned = true

    /// `NSTextAlignment.justified` lines are drawn left-aligned (UIKit stretches the spaces of all but the last).
    public static let justifiedTextIsDrawnLeftAligned = true

    /// A label's `intrinsicContentSize` and `sizeThatFits` are its text's size rounded up to the display's pixel
    /// grid, as UIKit is seen to round them (it documents no rounding).
    public static let labelSizesAreRoundedUpToPixels = true

    /// A label draws as many lines as fit its bounds' height (at least one), the last shortened by its line break
    /// mode; the text block is centred vertically, each baseline on a whole pixel, pens at 1/64 pixel.
    public static let labelBaselinesSitOnWholePixels = true

    /// A label's glyphs are cut at its bounds, whatever `clipsToBounds` says (UIKit draws the text into a backing
    /// store of the bounds' size). A glyph above 2048 pixels per em is not drawn, so that no glyph's bitmap is huge.
    public static let labelTextIsClippedToTheBounds = true

    /// The first character's paragraph style (alignment, line spacing, line break mode) is the whole label's.
    /// Truncation cuts between characters (Unicode scalars), not words; the ellipsis takes the style of the text
    /// next to it.
    public static let labelParagraphIsTheFirstCharacters = true

    /// When views of equal hugging (or compression resistance) share a `fill` stack's slack, the last view takes it
    /// (UIKit says only that it decides "based on their index").
    public static let stackFillGivesSlackToTheLastView = true

    /// `firstBaseline` and `lastBaseline` stack alignments place views as `top` and `bottom`; a hidden arranged view
    /// keeps its frame (UIKit zeroes its size) but leaves no gap; `equalCentering`'s equal distances yield at
    /// priority 999; a stack not aligned `fill` is pulled at priority 49 to its tallest view across its axis.
    public static let stackBaselinesAlignAsEdges = true

    /// A `UIBlurEffect` is drawn without a blur, as a flat translucent grey over what is behind: near-white (0.97)
    /// for light styles and appearances, near-black (0.11) for dark, at 35 % (ultra thin), 55 % (thin), 70 %
    /// (material), 75 % (chrome), 85 % (thick), 60 % (`light`, `dark`, `regular`) and 80 % (`extraLight`,
    /// `prominent`) opacity.
    public static let blurIsDrawnAsAFlatTint = true

    /// `NSAttributedString` and `NSMutableAttributedString` are the UIKit layer's own, with Foundation's names and
    /// keys: Foundation's on Linux stops the process when an attribute holding a Swift object (a colour, a font) is
    /// added over another. A file that imports Foundation as well names them `FilmstripUIKit.NSAttributedString`.
    public static let attributedStringsAreFilmstrips = true

    /// A bounds change (a scroll, a resize) asks `shouldInvalidateLayout(forBoundsChange:)` and
    /// `invalidationContext(forBoundsChange:)` while the collection view's `bounds` are still the old ones, as the
    /// common `newBounds.size != collectionView.bounds.size` test expects, then moves the bounds, then calls
    /// `invalidateLayout(with:)`. UIKit documents only that the layout is asked; this order is the one under which
    /// layouts that set `contentOffset` while invalidating (Ramotion's expanding collection) settle, as they do on iOS.
    public static let boundsChangeInvalidatesAfterTheBoundsMove = true

    // MARK: Transitions, updates, selectors and logging in real layouts

    /// Filmstrip renders one layout at a time and no batch updates, so UIKit's layout-transition hooks
    /// (`prepareForTransition(from:)`, `prepareForTransition(to:)`, `finalizeLayoutTransition()`) and update hooks
    /// (`prepare(forCollectionViewUpdates:)`, `finalizeCollectionViewUpdates()`, the animated bounds change, the
    /// `indexPathsToInsert`/`Delete` queries) are never called; overrides compile and `super` does nothing or answers
    /// nil or no index paths, as UIKit's base class does. A `UICollectionViewUpdateItem()` (iOS documents no
    /// initializer) has no index paths and the action `.none`. `performBatchUpdates(_:completion:)` and the item and
    /// section updates of a collection or table view run the app's changes and reload at once, calling the
    /// completion with true.
    public static let transitionAndUpdateHooksAreNeverCalled = true

    /// The LinuxUIKit plugin rewrites `x.responds(to: #selector(P.f(...)))`, for `P` one of UIKit's collection view
    /// and scroll view delegate and data source protocols, to whether `x` adopts `P`: each optional method of `P` has
    /// a default answering as UIKit does without it, and Swift on Linux cannot tell a default from the type's own
    /// method. A layout that uses the answer to choose between the method and its own property behaves as on iOS; one
    /// that refuses a delegate for implementing a method (VCore's carousel refuses `sizeForItemAt`) refuses every
    /// delegate adopting `P`.
    public static let respondsToAUIKitDelegateMethodIsConformance = true

    /// `Logger` (the LinuxUIKit package's `LinuxOSLog`, imported for `os` and `OSLog`) writes messages at the error
    /// and fault levels (`error`, `warning`, `critical`, `fault`) to standard error as one line,
    /// `[subsystem/category] level: message`, with every value unredacted (as Xcode's console shows them while
    /// debugging), and drops the lower levels, which Apple's log keeps only in memory in a release build.
    public static let loggerWritesErrorsAndFaultsToStandardError = true

    // MARK: Selectors, controls, gestures and the rest of a screen

    /// Swift on Linux has no `#selector` and no runtime that finds a method by name: the LinuxUIKit plugin rewrites
    /// `#selector(method(_:))` to `Selector("method:", Type.method(_:))`, `Type` being the type named or the one
    /// whose declaration or extension encloses it, and the `Selector` calls that method on a target of `Type`
    /// (target-action, timers, notifications, gestures, `perform(_:)`). A sender not of the method's parameter
    /// type does not reach it (UIKit would pass it anyway); `responds(to:)` is whether the object is of `Type`; a
    /// selector made from a name alone (`NSSelectorFromString`) reaches nothing, said once on standard error. The
    /// Objective-C name follows Swift's rule (`With` before a first label that is not a preposition); for
    /// `#selector(method)` without labels the labels are those of the one method of that name in the enclosing
    /// declaration, else none. `#selector(getter:)` and `#selector(setter:)` stay, with a warning.
    public static let selectorsCarryTheirMethod = true

    /// `perform(_:with:afterDelay:)` compiles and never calls its method: a rendering runs no run loop. Said once on
    /// standard error.
    public static let delayedPerformIsNeverRun = true

    /// `Timer(timeInterval:target:selector:userInfo:repeats:)` and `scheduledTimer(timeInterval:target:selector:...)`
    /// call the method when `fire()` is called, never by themselves (a rendering runs no run loop; said once on
    /// standard error); the target is held weakly and `userInfo` is not kept.
    public static let timersFireOnlyWhenFired = true

    /// `NotificationCenter.addObserver(_:selector:name:object:)` calls the method synchronously on each post, holding
    /// the observer weakly (as iOS 9 and later do); `removeObserver(observer)` does not remove it, a released
    /// observer is simply no longer called.
    public static let selectorObserversStayUntilReleased = true

    /// No touch reaches a control: `sendActions(for:)` (from the app's code or a test) sends events, calling each
    /// `UIAction` handler then each target-action pair in the order added, with the control as sender and an
    /// event that has no touches. A nil target is the first of the control, its superviews and their view
    /// controllers (and their parents) whose type has the method. Targets are held weakly.
    public static let controlsGetNoTouches = true

    /// `UISwitch` is 51 × 31 pt whatever its frame: a capsule track (`onTintColor`, system green, on; `systemFill`
    /// off) and a 27 pt knob 2 pt inside it (`thumbTintColor`, white), its shadow drawn as a 0.5 pt ring of black
    /// at 10 %. A disabled control of this kind is drawn at half opacity.
    public static let switchGeometry = true

    /// `UISlider` is 31 pt high: a 4 pt round-ended track across the bounds' middle, the tint (or
    /// `minimumTrackTintColor`) left of the thumb's centre and `systemFill` (or `maximumTrackTintColor`) right of
    /// it, and a 28 pt white thumb whose centre runs from 14 pt to the width less 14 pt, with the switch's ring for
    /// a shadow. The value images are kept, not drawn.
    public static let sliderGeometry = true

    /// `UISegmentedControl` is 32 pt high: a `tertiarySystemFill` background with 9 pt corners, equal segments (a
    /// segment's own width is kept, not used), the selected one 2 pt inside its segment with 7 pt corners (white,
    /// `systemGray` in dark) and no shadow, 1 × 16 pt `separator` lines between unselected neighbours, titles in the
    /// 13 pt system font (semibold when selected), `label`-coloured. Its intrinsic width gives each segment the
    /// widest title and 14 pt each side. Segment images are kept, not drawn.
    public static let segmentedControlGeometry = true

    /// `UIButton` places its image then its title, centred (or as `contentHorizontalAlignment` says) in the bounds
    /// less `contentEdgeInsets`, each moved by half the difference of its own opposite edge insets; with no content
    /// insets a titled button has 6 pt above and below its 15 pt system-font title (a 30 pt button, as iOS makes),
    /// and an empty one is 30 × 34. A system button's title is the tint, 20 % of it highlighted and `tertiaryLabel`
    /// disabled; a custom button's is white. Images are drawn as they are, not tinted as templates. A
    /// `configuration` draws a background of its style (plain none; gray `secondarySystemFill`; tinted the tint at
    /// 15 %; filled the tint under a white title) with 4, 8 or 12 pt corners (small, medium or dynamic, large) or a
    /// capsule, content insets of 7 and 12 pt for a medium button (3/6 mini, 5/10 small, 14/20 large), and a 17 pt
    /// title (15 small, 12 mini); subtitles are kept, not drawn, and highlighting changes nothing.
    public static let buttonGeometry = true

    /// `UIActivityIndicatorView` is 20 pt (`.medium`) or 37 pt (`.large`) square and hidden while stopped (the
    /// default); a spinning one's spokes are not drawn, said once on standard error.
    public static let spinnerSpokesAreNotDrawn = true

    /// `UIBarButtonItem` keeps its title, image, style, target and action (held weakly); a navigation bar draws it
    /// (see `navigationBarMetrics`). No toolbar is drawn.
    public static let barButtonItemsAreDrawnInNavigationBars = true

    /// Gesture recognizers are made, configured and attached (`addGestureRecognizer`, which says once on standard
    /// error that none is ever recognized); their delegate is never asked. A recognizer's touch is the centre of
    /// its view, its translation zero unless set, and setting `state` to `.began`, `.changed`, `.ended` or
    /// `.cancelled` calls its actions, as a subclass's state change does on iOS.
    public static let gesturesAreNeverRecognized = true

    /// `UIView.animate` (every variant, springs and keyframes) and `transition(with:...)` run their changes at once
    /// and then their completion with `true`, before returning: a still shows the final state. Said once on
    /// standard error per kind; `performWithoutAnimation` runs its changes, as on iOS.
    public static let animationsApplyTheirFinalStateAtOnce = true

    /// `awakeFromNib()` exists to be overridden and is called by no one: there is no nib or storyboard on Linux, so
    /// the code that makes the view (a test, a style's set-up) calls it where the nib would have.
    public static let awakeFromNibIsCalledByTheHarness = true

    /// A view's `window` is the root of its tree when that is a `UIWindow`, else nil; `willMove(toWindow:)` and
    /// `didMoveToWindow()` are called on a subtree entering or leaving one (by `addSubview`, `removeFromSuperview`
    /// or a window's `rootViewController`), parents first.
    public static let windowIsTheRootOfTheTree = true

    /// `objc_setAssociatedObject` keeps values beside the object, keyed by the object and the key's address; the
    /// retaining and copying policies hold the value strongly, `.OBJC_ASSOCIATION_ASSIGN` weakly (the runtime would
    /// hold it unretained). A released object's values are never answered and are dropped at the next set.
    public static let associatedObjectsAreKeptBesideTheObject = true

    /// A deceleration rate of 0 (which UIKit accepts, for apps that stop the content and move it themselves) keeps
    /// no velocity: the smallest positive rate stands for it, coasting less than 1/70 pt at 10,000 pt/s.
    public static let decelerationRateZeroStopsAtOnce = true

    // MARK: Layer trees

    /// A subview's layer goes among its superview's sublayers just below the layer of the subview above it (on top
    /// for the top subview, as `addSubview` puts it), so a layer inserted below or above the subviews keeps its place
    /// as subviews come and go; `bringSubviewToFront` puts the layer on top of every sublayer. UIKit documents only
    /// that a view's layer is a sublayer of its superview's.
    public static let subviewLayersKeepTheirPlaceAmongSublayers = true

    /// `zPosition` orders a layer among its siblings only (drawn by increasing `zPosition`, in sublayer order where
    /// equal), as Core Animation draws a flat layer tree; it never lifts a layer above its superlayer's siblings.
    public static let zPositionOrdersSiblingsOnly = true

    /// `CATransaction` applies every change at once (there are no implicit animations to disable) and runs a
    /// transaction's completion block when it commits, or at once when no transaction is open.
    public static let transactionsApplyAtOnce = true

    /// A `CATextLayer` lays out and draws its string as a `UILabel` as wide as its bounds and as tall as the text,
    /// at the top of the bounds (with Inter), wrapping at the width whether or not `isWrapped` is set.
    public static let textLayersDrawThroughALabel = true

    /// A conic `CAGradientLayer` turns clockwise on screen from the direction of `endPoint` seen from `startPoint`
    /// (Core Animation documents only the centre).
    public static let conicGradientsTurnClockwiseFromTheEndPoint = true

    /// A layer with `masksToBounds` and a `shadowPath` casts the path's shadow outside its clip, as iOS's
    /// `render(in:)` draws it (seen in iOS-recorded references); without a `shadowPath` the clip cuts the shadow away.
    public static let shadowPathsCastOutsideMasksToBounds = true

    /// A `shadowPath` other than one rectangle, rounded rectangle or ellipse casts its shadow from its bounding box.
    public static let otherShadowPathsCastTheirBox = true

    /// `CGPath.boundingBoxOfPath` is the box of the points and control points (`boundingBox`), a little larger than
    /// Core Graphics' own for curves.
    public static let pathBoxesIncludeControlPoints = true

    /// Paths are drawn flattened into lines within 1/100 of a pixel of their curves, and each pixel row is covered
    /// along 32 lines (the covered length along each exact): coverage is within 1/64 of the exact area.
    public static let pathsAreFlattenedAndSampledOn32Lines = true

    /// `UIView.layerClass` makes the layer with `init()`, which `CALayer` declares `required` here so that any
    /// subclass can be made from its class; a `CALayer` subclass overriding `init()` writes `required`.
    public static let layerClassMakesTheLayerWithInit = true

    /// A navigation bar is 44 points below the safe area's top (96 with a large title, which adds a 52-point row), as
    /// iOS 17 draws it on an iPhone; its content keeps the root view's system minimum margin at the sides (16 or 20
    /// points); items are 8 points apart; the title is 17-point semibold centred on the bar unless the items push it
    /// aside; the large title is 34-point bold at the leading margin, centred in its row less 2 points; the back
    /// button is a 12 by 21-point chevron 8 points from the edge and its title 6 points after it, in 17-point
    /// regular. At the scroll edge the bar has no background; otherwise the chrome material (its flat tint) or
    /// `barTintColor`, with a one-pixel shadow of black at 30 % under it. Measured from iOS 17 simulator screenshots
    /// by eye, not from Apple's documentation.
    public static let navigationBarMetrics = true

    /// A tab bar is 49 points above the bottom safe area, which its background covers too; items share its width
    /// equally, each image centred 18 points and each title (10-point medium) 39 points below the bar's top, the
    /// selected one in the tint and the others in `systemGray`. Badges are kept, not drawn. At the scroll edge the bar
    /// has no background; otherwise the chrome material's flat tint with a one-pixel shadow above it.
    public static let tabBarMetrics = true

    /// A bar's back chevron and an add item's plus are stroked shapes standing in for SF Symbols
    /// (`chevron.backward`, `plus`); other system items iOS shows as symbols are left empty, said once on standard
    /// error.
    public static let barGlyphsAreStrokedShapes = true

    /// A navigation or tab bar watches the content scroll view of the controller under it for its scroll-edge look:
    /// the controller's view when it is a scroll view, else its first subview that is one (UIKit's own choice is not
    /// documented before `contentScrollView(for:)`, which is not read). The look is picked at each layout of the
    /// container's view, not while the scroll view moves.
    public static let barsWatchTheFirstScrollView = true

    /// `hidesBottomBarWhenPushed` and `edgesForExtendedLayout` are kept, not applied: a controller's view always
    /// extends under its container's bars, which add their height to its safe area, and the tab bar stays shown.
    public static let containerBarsFollowTheTopController = true

    /// `present(_:animated:completion:)` shows the presented controller's view over the whole window at once, as
    /// `.fullScreen` does, whatever its `modalPresentationStyle` (iOS 17's default page sheet is a card inset from
    /// the top); the completion runs before the call returns.
    public static let presentedControllersFillTheWindow = true

    /// `UIAlertController` and `UITextField` run (an alert can be presented and dismissed; its actions and fields are
    /// kept) and are not drawn, said once on standard error.
    public static let alertsAreNotDrawn = true

    /// A table view's rows are 44 points (separator included) unless their height is fixed, given by the delegate or
    /// measured: a cell whose content view's subviews use Auto Layout is its constraints' fitting height plus the
    /// separator (1 / displayScale points); a built-in cell is its labels between 11-point margins (a subtitle 3
    /// points under the text, in 15-point subheadline), at least 44 points. Content starts at the table's system
    /// minimum margin (16 or 20 points); an accessory sits at the trailing margin, the content view ending at it and
    /// the labels 8 points before it. Separators run from the margin (or `separatorInset`) to the edge in
    /// `UIColor.separator`, under every row of a plain table and below its last row one 44-point row apart (unless
    /// a `tableFooterView` is set), between the rows only of a grouped one. Plain section headers are 28 points with
    /// 22 points above (iOS 15's `sectionHeaderTopPadding`), the title in the headline font; grouped ones 38 points
    /// with a title (footnote, secondary colour, upper-cased, 7 points above the rows), else 35 points before the
    /// first section and 17.5 before the others, with 17.5-point footers. Inset-grouped rows are inset by the margin
    /// with 10-point corners at the ends of a section. A selected row is `systemGray4`. Rows are measured for the
    /// whole table at each layout, and cells are made for the rows within half a screen of the visible ones. Only
    /// `UIListContentConfiguration` is accepted as a cell's `contentConfiguration`. Only `UITableView` adjusts its
    /// content insets by the safe area (top and bottom, unless `.never`), starting scrolled to their top.
    public static let tableMetrics = true

    /// A table view makes a registered cell class with `init(style:reuseIdentifier:)`, which is `required` here, as
    /// Swift without the Objective-C runtime can make a class only through a required initializer; a subclass writes
    /// `required init(style:reuseIdentifier:)` (a `UITableViewHeaderFooterView`'s, `required init(reuseIdentifier:)`);
    /// the LinuxUIKit plugin rewrites iOS's `override init` to it.
    public static let tableCellsAreMadeWithARequiredInitializer = true

    /// Swift key-path `observe(_:options:changeHandler:)` reports changes of FilmstripUIKit's observable properties:
    /// a view's `frame`, `bounds`, `center`, `transform`, `alpha` and `isHidden`, and a scroll view's
    /// `contentOffset`, `contentSize` and `contentInset` (so a table's or collection view's content size as it lays
    /// out, when it is set). A change is reported when the setter's outermost call returns, to each observation of
    /// the object whose value changed (compared with `==` when the type is `Equatable`, else always), so setting
    /// `frame` reports `frame`, `bounds` and `center` once each. Properties of the app's own classes report nothing:
    /// without the Objective-C runtime nothing can intercept their setters.
    public static let keyValueObservingCoversUIKitsOwnProperties = true

    /// `UIImage(systemName:)` stands in for every SF Symbol name with a blank image, square, 1.2 times the configured
    /// point size (17 points by default) rounded: code that unwraps it runs and nothing is drawn, said once on
    /// standard error. `withRenderingMode(_:)`, `withTintColor(_:)` and `withConfiguration(_:)` return the image
    /// itself; images are drawn in their own colours.
    public static let systemImagesAreBlank = true

    /// Right to left (a scene's `layoutDirection`), a constraint between leading or trailing edges runs the way its
    /// first item's view lays out (its second's when the first is not a view or guide), and a collection view
    /// mirrors a flipping layout across `collectionViewContentSize.width`. Offsets stay `contentOffset`: 0 shows the
    /// content's left end, which in a mirrored horizontal flow holds the last items.
    public static let rightToLeftMirrorsAcrossTheContentWidth = true

    /// A view controller's own view removed with `removeFromSuperview()` from a shown window, while the controller is
    /// shown, makes it and the children that hear its appearance disappear (`viewWillDisappear`, then
    /// `viewDidDisappear` once it is out), even mid-transition, as Apple's documentation says they are called "in
    /// response to a view being removed from a view hierarchy"; container controllers (navigation, tab bar,
    /// presentation, a window's root) remove their children's views without it, calling the callbacks themselves.
    public static let removedControllerViewsDisappear = true

    /// `endAppearanceTransition()` reaches the children its `beginAppearanceTransition(_:animated:)` reached, even
    /// one removed from its parent in between, so each child's transition ends (swift-snapshot-testing removes the
    /// child while its root controller disappears, and its lifecycle test counts the child's `viewDidDisappear`).
    public static let transitionsEndInTheChildrenTheyBeganIn = true
}
