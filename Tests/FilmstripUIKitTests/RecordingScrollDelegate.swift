import FilmstripUIKit

/// A delegate that writes down every scroll callback with the offset along x (or y when `vertical`), as a test of
/// the callback order on a device would log them; it can move the release target as a delegate may.
final class RecordingScrollDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    var calls: [String] = []
    var targetShift: CGFloat = 0
    var vertical = false

    private func offset(_ scrollView: UIScrollView) -> CGFloat {
        vertical ? scrollView.contentOffset.y : scrollView.contentOffset.x
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        calls.append("didScroll \(offset(scrollView))")
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        calls.append("willBeginDragging at \(offset(scrollView))")
    }

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        calls.append("willEndDragging at \(offset(scrollView)) velocity \(vertical ? velocity.y : velocity.x)")
        if vertical {
            targetContentOffset.pointee.y += targetShift
        } else {
            targetContentOffset.pointee.x += targetShift
        }
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging willDecelerate \(decelerate)")
    }

    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        calls.append("willBeginDecelerating at \(offset(scrollView))")
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        calls.append("didEndDecelerating at \(offset(scrollView))")
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        calls.append("didEndScrollingAnimation at \(offset(scrollView))")
    }

    /// The names of the calls, without their numbers: `["willBeginDragging", "didScroll", ...]`.
    var names: [String] { calls.map { String($0.prefix { $0 != " " }) } }

    /// `didScroll` for each offset in turn that differs from the one before (`start`): what moving through them
    /// reports.
    static func didScrolls(through offsets: [Double], from start: Double) -> [String] {
        var previous = start
        var calls: [String] = []
        for offset in offsets where offset != previous {
            calls.append("didScroll \(CGFloat(offset))")
            previous = offset
        }
        return calls
    }
}
