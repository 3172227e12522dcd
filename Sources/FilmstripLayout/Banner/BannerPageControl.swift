/// The page control under the banners: one dot per page in a row centred in the footer, as
/// `UIPageControl` draws it on iOS 14 and later. It lays out every dot even when the row is wider than the footer
/// (UIKit would start scrolling the dots; banners have a handful of pages).
package struct BannerPageControl: Hashable, Sendable {
    /// A dot's diameter in points, as `UIPageControl` draws it on iOS 14 and later (UIKit choice
    /// `pageControlDotDiameter`).
    package static let pageControlDotDiameter = 7.0

    /// The gap between neighbouring dots, edge to edge, in points (UIKit choice `pageControlDotGap`).
    package static let pageControlDotGap = 9.0

    /// The fraction of their diameter the dots at the ends of a window of more pages are drawn at (UIKit choice
    /// `pageControlEdgeDotScale`).
    package static let pageControlEdgeDotScale = 0.6

    /// Each dot's diameter, in points.
    package var dotDiameter: Double
    /// Space between neighbouring dots, edge to edge.
    package var dotGap: Double

    /// A page control with UIKit's dot size and spacing unless given.
    package init(
        dotDiameter: Double = BannerPageControl.pageControlDotDiameter,
        dotGap: Double = BannerPageControl.pageControlDotGap
    ) {
        self.dotDiameter = dotDiameter
        self.dotGap = dotGap
    }

    /// The width of a row of `pageCount` dots.
    package func rowWidth(pageCount: Int) -> Double {
        pageCount > 0 ? Double(pageCount) * dotDiameter + Double(pageCount - 1) * dotGap : 0
    }

    /// The dots for `pageCount` pages with `currentPage` highlighted, centred in `area` (any coordinate space; the
    /// dots come back in the same one).
    ///
    /// More pages than fit across the area (with a gap's margin each side) show as a window of the dots that fit,
    /// around the current page, the window's end dots shrunk where pages lie beyond them, as UIPageControl does.
    package func dots(pageCount: Int, currentPage: Int, in area: Rect) -> [PageControlDot] {
        guard pageCount > 0 else { return [] }
        let fitting = max(1, Int(((area.width - dotGap) / (dotDiameter + dotGap)).rounded(.down)))
        let shown = min(pageCount, fitting)
        let first = min(max(currentPage - shown / 2, 0), pageCount - shown)
        let firstCentreX = area.midX - rowWidth(pageCount: shown) / 2 + dotDiameter / 2
        return (first..<first + shown).map { page in
            let beyond = (page == first && first > 0) || (page == first + shown - 1 && first + shown < pageCount)
            return PageControlDot(
                page: page,
                center: Point(x: firstCentreX + Double(page - first) * (dotDiameter + dotGap), y: area.midY),
                diameter: beyond ? dotDiameter * Self.pageControlEdgeDotScale : dotDiameter,
                isCurrent: page == currentPage)
        }
    }
}
