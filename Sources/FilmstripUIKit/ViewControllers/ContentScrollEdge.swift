/// Whether content is scrolled under a container's bar, which picks the bar's look on iOS 15 and later: the
/// scroll-edge look (no background) while the content scroll view is at its edge, the standard look otherwise. The
/// content scroll view is the controller's view when it is a scroll view, else its first subview that is one; a
/// navigation controller's is its top controller's (UIKit choice `barsWatchTheFirstScrollView`).
enum ContentScrollEdge {
    /// True when content is scrolled up under a bar at the top of `controller`'s view.
    static func isScrolledUnderTop(of controller: UIViewController) -> Bool {
        guard let scrollView = contentScrollView(of: controller) else { return false }
        return scrollView.contentOffset.y > -scrollView.adjustedContentInset.top + 0.5
    }

    /// True when content continues under a bar at the bottom of `controller`'s view.
    static func isScrolledOverBottom(of controller: UIViewController) -> Bool {
        guard let scrollView = contentScrollView(of: controller) else { return false }
        let end = scrollView.contentSize.height + scrollView.adjustedContentInset.bottom
        return scrollView.contentOffset.y + scrollView.bounds.height < end - 0.5
    }

    /// The scroll view whose content a bar over `controller`'s view watches.
    static func contentScrollView(of controller: UIViewController) -> UIScrollView? {
        if let navigation = controller as? UINavigationController, let top = navigation.topViewController {
            return contentScrollView(of: top)
        }
        guard let view = controller.viewIfLoaded else { return nil }
        if let scrollView = view as? UIScrollView { return scrollView }
        return view.subviews.lazy.compactMap { $0 as? UIScrollView }.first
    }
}
