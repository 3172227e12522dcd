/// A collection view layout reduced to pure geometry: given the view size and the item sizes it knows where every
/// element is at any scroll offset, and where a fling comes to rest. Each style (slider, and later tags, paging,
/// peek, banner) is its own type conforming to this, so renderers, the scroll physics and the CLI work with any.
///
/// Offsets are measured along `scrollAxis` (`contentOffset.x` or `.y`); every other coordinate is in content
/// points, as in UIKit. All methods are pure and cheap after `init`: a layout prepares what it needs once.
public protocol CollectionLayout: Sendable {
    /// The direction the content scrolls; offsets are measured along it.
    var scrollAxis: ScrollAxis { get }
    /// The collection view's bounds size, `W x H`.
    var viewSize: Size { get }
    /// The size of everything laid out, without content insets (`collectionViewContentSize`).
    var contentSize: Size { get }
    /// `UIScrollView.contentInset`: extra scrollable space around the content.
    var contentInset: Insets { get }
    /// Where the view can rest along `scrollAxis`.
    var offsetRange: OffsetRange { get }
    /// How a released fling slows down.
    var decelerationRate: DecelerationPreset { get }
    /// Number of cells (headers and footers not counted).
    var itemCount: Int { get }

    /// The elements on screen at `offset`, with every offset-dependent transform applied, in index order
    /// (supplementary elements first). Only elements whose final frames intersect the visible rect are returned.
    func visibleAttributes(atOffset offset: Double) -> [LayoutAttributes]

    /// Every element, untransformed, in index order (supplementary elements first). Costs O(items).
    func allAttributes() -> [LayoutAttributes]

    /// The offset at which item `index`'s centre is the centre of the view along `scrollAxis`, or nil when there
    /// is no such item.
    func offset(centeringItem index: Int) -> Double?

    /// Where a fling released with `velocity` (points per millisecond, positive towards larger offsets), which
    /// would come to rest at `proposed`, comes to rest instead (`targetContentOffset(forProposedContentOffset:
    /// withScrollingVelocity:)`). `dragStartOffset` is the offset when the finger went down, for layouts that
    /// page at most one element per swipe; nil means "same as proposed". Always finite for a finite `proposed`.
    func targetContentOffset(proposed: Double, velocity: Double, dragStartOffset: Double?) -> Double

    /// The largest scale item `index` can ever be drawn at, so a renderer can prepare its image once, big enough
    /// for every frame.
    func maximumScale(ofItem index: Int) -> Double

    /// What the layout draws itself at `offset`, above every element (the banner's page-control dots). Most
    /// layouts draw nothing.
    func decorations(atOffset offset: Double) -> [Decoration]

    /// The deceleration rate as a fraction of velocity kept per millisecond: `decelerationRate`'s by default; a
    /// UIKit layout may set any value.
    var decelerationRatePerMillisecond: Double { get }

    /// The finger goes down at `offset` (`scrollViewWillBeginDragging`). Nothing happens by default; a stateful
    /// layout may capture what it needs, and throws when its own code misbehaves.
    func dragWillBegin(atOffset offset: Double) throws

    /// Where a release at `releaseOffset` with `velocity` (points per millisecond), which would rest at
    /// `proposed`, comes to rest: `targetContentOffset(proposed:velocity:dragStartOffset:)` by default. A layout
    /// whose code runs at release (UIKit's delegate) throws when that code returns no usable offset.
    func releaseTarget(
        releasedAt releaseOffset: Double, proposed: Double, velocity: Double, dragStartOffset: Double?
    ) throws -> Double

    /// `visibleAttributes(atOffset:)`, throwing when the layout's answer cannot be drawn (a non-finite frame, a
    /// negative size): renderers call this once per frame before drawing it.
    func checkedVisibleAttributes(atOffset offset: Double) throws -> [LayoutAttributes]

    /// A planned motion's frames are about to be drawn: `offsets` in order, the finger lifting before frame
    /// `releaseFrame` (0 for a fling; nil for an animated scroll, which no finger moves). A drag's earlier frames
    /// were laid out already, before the release target was asked. Nothing happens by default; a layout whose code
    /// hears of scrolling (UIKit's delegate) lays every frame out here, in order, so that code runs in the order
    /// the motion plays whatever the thread count that draws the frames, and throws when it misbehaves.
    func motionWillPlay(offsets: [Double], releaseFrame: Int?) throws
}

extension CollectionLayout {
    public func decorations(atOffset offset: Double) -> [Decoration] { [] }

    public var decelerationRatePerMillisecond: Double { decelerationRate.perMillisecond }

    public func dragWillBegin(atOffset offset: Double) throws {}

    public func releaseTarget(
        releasedAt releaseOffset: Double, proposed: Double, velocity: Double, dragStartOffset: Double?
    ) throws -> Double {
        targetContentOffset(proposed: proposed, velocity: velocity, dragStartOffset: dragStartOffset)
    }

    public func checkedVisibleAttributes(atOffset offset: Double) throws -> [LayoutAttributes] {
        visibleAttributes(atOffset: offset)
    }

    public func motionWillPlay(offsets: [Double], releaseFrame: Int?) throws {}

    /// `targetContentOffset(proposed:velocity:dragStartOffset:)` for a release with no separate drag start.
    public func targetContentOffset(proposed: Double, velocity: Double) -> Double {
        targetContentOffset(proposed: proposed, velocity: velocity, dragStartOffset: nil)
    }

    /// The rect shown at `offset` along the scroll axis, in content coordinates (the other coordinate at 0).
    public func visibleRect(atOffset offset: Double) -> Rect {
        switch scrollAxis {
        case .horizontal: return Rect(x: offset, y: 0, width: viewSize.width, height: viewSize.height)
        case .vertical: return Rect(x: 0, y: offset, width: viewSize.width, height: viewSize.height)
        }
    }
}
