/// What a scroll view tells its delegate. Every method has a default that does nothing, as the optional methods of
/// UIKit's protocol do (Swift on Linux has no optional protocol requirements).
public protocol UIScrollViewDelegate: AnyObject {
    /// Called after each move of the content offset, once per frame that moves, after the cells of the new offset took
    /// their attributes (UIKit choice `didScrollSeesTheCellsOfTheNewOffset`); a delegate may transform
    /// `visibleCells` here.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// Called when a gesture's drag starts, at its first offset; the layout may prepare for a release (remember the
    /// start offset).
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// `velocity` is in points per millisecond; the delegate may change where the scroll comes to rest.
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// Called after `scrollViewWillEndDragging`, with whether the scroll moves on after the finger lifts
    /// (UIKit choice `releaseDeceleratesWhenTheContentMovesOn`).
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// Called right after `scrollViewDidEndDragging(_:willDecelerate: true)`, before the first frame of the
    /// deceleration.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// Called once a deceleration comes to rest, after its last `scrollViewDidScroll`: where a page control learns
    /// its page.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// Called when an animated `setContentOffset(_:animated:)` or `scrollToItem(at:at:animated:)` (or a frame
    /// sequence's animated scroll) comes to rest, after its last `scrollViewDidScroll`.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// Does nothing.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}
