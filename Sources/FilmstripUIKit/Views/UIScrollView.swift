/// A scroll view as a model: its bounds' origin is the content offset, and it tells its delegate when it scrolls.
/// Filmstrip's scroll physics moves it; `decelerationRate` and `isPagingEnabled` shape that motion as on iOS.
open class UIScrollView: UIView {
    /// With `isPagingEnabled`, a release at least this fast (points per millisecond) moves to the next or previous
    /// page; a slower one rests on the nearest (UIKit choice `pagingVelocityThreshold`).
    package static let pagingVelocityThreshold = 0.2

    /// How quickly a released scroll slows down: the fraction of velocity kept per millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The fraction of velocity kept per millisecond.
        public var rawValue: CGFloat
        /// A rate keeping `rawValue` of the velocity per millisecond; Filmstrip's deceleration uses it as UIKit does.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit's default: 0.998 per millisecond, a long coast.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// UIKit's fast rate: 0.99 per millisecond, a short coast (paging and snapping carousels).
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// How the content insets are adjusted for safe areas: a table view adjusts by its safe area unless `.never`;
    /// other scroll views adjust nothing (UIKit choice `adjustedContentInsetIsContentInset`).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// A table view adjusts by its safe area for every case but `.never`; other scroll views adjust nothing
        /// (UIKit choice `adjustedContentInsetIsContentInset`).
        case automatic, scrollableAxes, never, always
    }

    /// A scroll view clips its content to its bounds, as UIKit's does by default.
    override func applyDefaultsOfItsClass() { clipsToBounds = true }

    /// Held strongly, unlike UIKit: no view controller owns the delegate here, so the collection view keeps the
    /// one its setup made alive (UIKit choice `collectionViewKeepsItsDelegate`); Filmstrip lets go of it when
    /// the scene is done.
    open var delegate: (any UIScrollViewDelegate)?
    /// The size of the scrollable content in points. A collection view reads it from its layout.
    open var contentSize: CGSize = .zero {
        willSet { KeyValueObservers.shared.willChange(self) }
        didSet { KeyValueObservers.shared.didChange(self) }
    }
    /// Extra scrollable space around the content in points: the offset range runs from `-left` to `contentSize.width +
    /// right - bounds.width` (and so vertically). Carousels centre their first and last cells with it.
    open var contentInset: UIEdgeInsets = .zero {
        willSet { KeyValueObservers.shared.willChange(self) }
        didSet { KeyValueObservers.shared.didChange(self) }
    }
    /// Whether the content insets are adjusted by the safe area: a table view's are unless `.never`; other scroll
    /// views adjust nothing (UIKit choice `adjustedContentInsetIsContentInset`).
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    /// How fast a released scroll slows down; Filmstrip's physics reads it when a fling is released.
    open var decelerationRate: DecelerationRate = .normal
    /// True makes a release come to rest on a multiple of the view's length along the scroll axis, without asking the
    /// layout's `targetContentOffset` (UIKit choice `pagingVelocityThreshold`).
    open var isPagingEnabled = false
    /// Kept for source compatibility; Filmstrip scrolls the view whatever it says.
    open var isScrollEnabled = true
    /// Kept for source compatibility; Filmstrip ignores it.
    open var bounces = true
    /// Kept for source compatibility; Filmstrip scrolls one axis, chosen from the layout.
    open var alwaysBounceHorizontal = false
    /// Kept for source compatibility; Filmstrip scrolls one axis, chosen from the layout.
    open var alwaysBounceVertical = false
    /// Kept for source compatibility; Filmstrip draws no scroll indicators.
    open var showsHorizontalScrollIndicator = true
    /// Kept for source compatibility; Filmstrip draws no scroll indicators.
    open var showsVerticalScrollIndicator = true
    /// Where the vertical scroll indicator runs, inset from the view's edges; kept, and not drawn
    /// (UIKit choice `statusBarAndScrollIndicatorsAreNotDrawn`).
    open var verticalScrollIndicatorInsets = UIEdgeInsets.zero
    /// Where the horizontal scroll indicator runs, inset from the view's edges; kept, and not drawn.
    open var horizontalScrollIndicatorInsets = UIEdgeInsets.zero
    /// Both indicators' insets, as before iOS 13 (deprecated there, and still in the SDK): reading gives the
    /// vertical indicator's, setting sets both, as UIKit does.
    @available(*, deprecated, message: "use verticalScrollIndicatorInsets and horizontalScrollIndicatorInsets")
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }
    /// Kept for source compatibility; there is no status bar to tap.
    open var scrollsToTop = true
    /// True between `scrollViewWillBeginDragging` and the release.
    open internal(set) var isDragging = false
    /// True while a finger is down: between `scrollViewWillBeginDragging` and the release, as `isDragging`.
    open internal(set) var isTracking = false
    /// True while a released scroll is slowing down.
    open internal(set) var isDecelerating = false
    /// The scroll view's pan gesture, for the touch location springy layouts read
    /// (UIKit choice `panTouchIsAtTheCentreOfTheView`).
    public private(set) lazy var panGestureRecognizer = UIPanGestureRecognizer(view: self)

    /// While false, moving the bounds does not call `scrollViewDidScroll`: Filmstrip lays out the cells of the new
    /// offset first and then calls it (UIKit choice `didScrollSeesTheCellsOfTheNewOffset`).
    var sendsDidScroll = true

    /// The content insets with the safe area added: none here; a table view adds its safe area.
    open var adjustedContentInset: UIEdgeInsets { contentInset }

    /// The visible rect's origin in content coordinates, in points: the scroll position. Setting it moves `bounds`.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// Sets `contentOffset` at once (Filmstrip's frame sequences animate scrolling themselves), so the delegate hears
    /// `scrollViewDidScroll` when it moves and then, when `animated`, `scrollViewDidEndScrollingAnimation`, as at
    /// the end of UIKit's animation. An animated move to where the view already is reports nothing, as on iOS.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        let moves = contentOffset != self.contentOffset
        self.contentOffset = contentOffset
        if animated && moves { delegate?.scrollViewDidEndScrollingAnimation(self) }
    }

    /// Scrolls the least distance that brings `rect` (in content coordinates) into view, within the content and its
    /// insets, as UIKit does: nothing when it is already visible; its leading edge first when it is bigger than the
    /// view. Moves at once, as `setContentOffset(_:animated:)`.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let inset = adjustedContentInset
        func axis(
            _ low: CGFloat, _ length: CGFloat, _ origin: CGFloat, _ size: CGFloat, _ content: CGFloat,
            _ before: CGFloat, _ after: CGFloat
        ) -> CGFloat {
            var offset = origin
            if low + length > origin + size { offset = low + length - size }
            if low < offset { offset = low }
            return min(max(offset, -before), max(-before, content + after - size))
        }
        let x = axis(rect.minX, rect.width, contentOffset.x, bounds.width, contentSize.width, inset.left, inset.right)
        let y = axis(
            rect.minY, rect.height, contentOffset.y, bounds.height, contentSize.height, inset.top, inset.bottom)
        setContentOffset(CGPoint(x: x, y: y), animated: animated)
    }

    /// The visible rect in content coordinates; moving its origin calls the delegate's `scrollViewDidScroll`.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let moved = newValue.origin != super.bounds.origin
            super.bounds = newValue
            if moved && sendsDidScroll { delegate?.scrollViewDidScroll(self) }
        }
    }
}
