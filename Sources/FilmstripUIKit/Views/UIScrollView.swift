/// A scroll view as a model: its bounds' origin is the content offset, and it tells its delegate when it scrolls.
/// Filmstrip's scroll physics moves it; `decelerationRate` and `isPagingEnabled` shape that motion as on iOS.
open class UIScrollView: UIView {
    /// How quickly a released scroll slows down: the fraction of velocity kept per millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// How the content insets are adjusted for safe areas; Filmstrip draws no bars, so every behaviour adjusts
    /// nothing (`UIKitAssumptions.adjustedContentInsetIsContentInset`).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic, scrollableAxes, never, always
    }

    /// Held strongly, unlike UIKit: no view controller owns the delegate here, so the collection view keeps the
    /// one its setup made alive (`UIKitAssumptions.collectionViewKeepsItsDelegate`); Filmstrip lets go of it when
    /// the scene is done.
    open var delegate: (any UIScrollViewDelegate)?
    open var contentSize: CGSize = .zero
    open var contentInset: UIEdgeInsets = .zero
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    open var decelerationRate: DecelerationRate = .normal
    open var isPagingEnabled = false
    open var isScrollEnabled = true
    open var bounces = true
    open var alwaysBounceHorizontal = false
    open var alwaysBounceVertical = false
    open var showsHorizontalScrollIndicator = true
    open var showsVerticalScrollIndicator = true
    open var scrollsToTop = true
    /// True between `scrollViewWillBeginDragging` and the release.
    open internal(set) var isDragging = false
    open internal(set) var isTracking = false
    /// True while a released scroll is slowing down.
    open internal(set) var isDecelerating = false

    /// The content insets with the safe area added: none here.
    open var adjustedContentInset: UIEdgeInsets { contentInset }

    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let moved = newValue.origin != super.bounds.origin
            super.bounds = newValue
            if moved { delegate?.scrollViewDidScroll(self) }
        }
    }
}
