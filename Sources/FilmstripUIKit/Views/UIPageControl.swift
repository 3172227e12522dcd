import FilmstripLayout

/// A row of page dots as iOS 14 and later draws it: 7-point dots 9 points apart, centred in the bounds
/// (`BannerPageControl.pageControlDotDiameter`, `pageControlDotGap`), the current page's dot in
/// `currentPageIndicatorTintColor` and the others in `pageIndicatorTintColor`; more pages than fit show as a window
/// of dots around the current one with shrunk end dots, as the banner style's page control (`BannerPageControl`).
open class UIPageControl: UIControl {
    /// How many dots are drawn; 0 by default. Setting it keeps `currentPage` within the pages.
    open var numberOfPages = 0 {
        didSet {
            numberOfPages = max(0, numberOfPages)
            currentPage = min(currentPage, max(0, numberOfPages - 1))
        }
    }
    /// The page whose dot is highlighted, kept within `0..<numberOfPages` as UIKit does.
    open var currentPage = 0 {
        didSet { currentPage = min(max(0, currentPage), max(0, numberOfPages - 1)) }
    }
    /// True draws nothing when there is only one page (or none).
    open var hidesForSinglePage = false
    /// The other pages' dots; nil uses the default
    /// (UIKit choice `pageControlDefaultDotsAreLabelColors`: `tertiaryLabel`).
    open var pageIndicatorTintColor: UIColor?
    /// The current page's dot; nil uses the default (`label`).
    open var currentPageIndicatorTintColor: UIColor?

    /// The size a control showing `pageCount` dots needs: the row with a gap's margin each side, and UIKit's
    /// height of 26 points (`BannerLayout.bannerFooterHeight`).
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let row = BannerPageControl().rowWidth(pageCount: max(0, pageCount))
        return CGSize(
            width: row + 2 * BannerPageControl.pageControlDotGap, height: BannerLayout.bannerFooterHeight)
    }

    /// The size of the current number of pages' row.
    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    /// The size of the current number of pages' row, whatever `size` is.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: numberOfPages) }

    /// The dots to draw, in the view's coordinates.
    var dots: [PageControlDot] {
        guard !(hidesForSinglePage && numberOfPages <= 1) else { return [] }
        let area = Rect(
            x: Double(bounds.minX), y: Double(bounds.minY), width: Double(bounds.width), height: Double(bounds.height))
        return BannerPageControl().dots(pageCount: numberOfPages, currentPage: currentPage, in: area)
    }
}
