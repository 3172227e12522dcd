/// The banner carousel: full-width banners side by side (a compositional layout section of one-banner groups
/// with `.groupPaging`), and under them a footer holding the page control. A release rests on a whole page: the
/// nearest, or the next or previous one for a flick, one page per flick; fast deceleration.
///
/// The footer is the section's boundary supplementary item. The banners scroll inside the section (orthogonal
/// scrolling) and the footer does not, so at every offset its frame is the bottom strip of the visible rect.
package struct BannerLayout: FlowBackedLayout {
    /// The offset that centres a banner is not clamped to the offset range (UIKit choice `centringOffsetIsClamped`).
    package static let centringOffsetIsClamped = false

    /// A release faster than this (points per millisecond) pages on; slower, the nearest page wins (UIKit choice
    /// `bannerFlickVelocityThreshold`).
    package static let bannerFlickVelocityThreshold = 0.2

    /// The footer holding the page control: `UIPageControl`'s height on iOS 14 and later (UIKit choice
    /// `bannerFooterHeight`).
    package static let bannerFooterHeight = 26.0

    /// Exactly half-way between pages the page control shows the later page (UIKit choice
    /// `bannerHalfPageShowsLaterPage`).
    package static let bannerHalfPageShowsLaterPage = true

    /// The original UIKit code's group height.
    package static let defaultBannerHeight = 200.0

    /// The banners in one row, touching, each `W x bannerHeight` at y 0 (the footer's height is the row's
    /// bottom inset, so the flow layout's vertical centring puts them at the top).
    package let flow: HorizontalFlowLayout
    /// Each banner's height in points; the view is this plus the footer.
    package let bannerHeight: Double
    /// 0 for no footer.
    package let footerHeight: Double
    /// Where the page dots go in the footer.
    package let pageControl: BannerPageControl

    /// `itemCount` banners `viewWidth` wide and `bannerHeight` tall over a footer `footerHeight` tall: the view is
    /// `viewWidth x (bannerHeight + footerHeight)`. Offsets run from 0 to the last page, `(itemCount - 1) * W`.
    package init(
        viewWidth: Double, itemCount: Int, bannerHeight: Double = BannerLayout.defaultBannerHeight,
        footerHeight: Double = BannerLayout.bannerFooterHeight,
        pageControl: BannerPageControl = BannerPageControl()
    ) {
        precondition(bannerHeight >= 0 && footerHeight >= 0, "heights must not be negative")
        flow = HorizontalFlowLayout(
            viewSize: Size(width: viewWidth, height: bannerHeight + footerHeight),
            itemSize: Size(width: viewWidth, height: bannerHeight), count: itemCount, lineSpacing: 0,
            sectionInset: Insets(top: 0, left: 0, bottom: footerHeight, right: 0))
        self.bannerHeight = bannerHeight
        self.footerHeight = footerHeight
        self.pageControl = pageControl
    }

    package var contentInset: Insets { .zero }
    package var decelerationRate: DecelerationPreset { .fast }
    /// The page width: one banner, the view's width.
    package var pageWidth: Double { viewSize.width }

    /// The footer's frame in content coordinates when the view is at `offset` (it stays on screen), or nil when
    /// the layout has none.
    package func footerFrame(atOffset offset: Double) -> Rect? {
        footerHeight > 0 ? Rect(x: offset, y: bannerHeight, width: viewSize.width, height: footerHeight) : nil
    }

    /// The footer, then the banners intersecting the visible rect; nothing is transformed.
    package func visibleAttributes(atOffset offset: Double) -> [LayoutAttributes] {
        let visible = visibleRect(atOffset: offset)
        var result = [LayoutAttributes]()
        if let footer = footerFrame(atOffset: offset), footer.intersects(visible) {
            result.append(LayoutAttributes(kind: .footer, index: 0, frame: footer))
        }
        return result + flow.itemAttributes(intersecting: visible)
    }

    /// The footer as at offset 0, then every banner.
    package func allAttributes() -> [LayoutAttributes] {
        let footer = footerFrame(atOffset: 0).map { [LayoutAttributes(kind: .footer, index: 0, frame: $0)] } ?? []
        return footer + flow.allItemAttributes()
    }

    /// The banner's `minX` (`index * W`): a banner is centred when it fills the view. The same number the paging
    /// targets, to the last bit.
    package func offset(centeringItem index: Int) -> Double? {
        guard flow.itemSizes.indices.contains(index) else { return nil }
        let offset = flow.itemFrame(at: index).minX
        return Self.centringOffsetIsClamped ? offsetRange.clamp(offset) : offset
    }

    /// Group paging. A flick (`|velocity| > bannerFlickVelocityThreshold`) goes one page on from
    /// the page nearest the drag start (nearest `proposed` when there is none), in the flick's direction; anything
    /// slower rests on the page nearest `proposed`. The page is kept to the existing ones, so the result is always
    /// in the offset range.
    package func targetContentOffset(proposed: Double, velocity: Double, dragStartOffset: Double?) -> Double {
        guard itemCount > 0, pageWidth > 0, proposed.isFinite else { return offsetRange.clamp(proposed) }
        let threshold = Self.bannerFlickVelocityThreshold
        var page: Int
        if abs(velocity) > threshold {
            let start = dragStartOffset.flatMap { $0.isFinite ? $0 : nil } ?? proposed
            page = nearestPage(toOffset: start) + (velocity > 0 ? 1 : -1)
        } else {
            page = nearestPage(toOffset: proposed)
        }
        page = Swift.min(Swift.max(page, 0), itemCount - 1)
        return offsetRange.clamp(flow.itemFrame(at: page).minX)
    }

    /// The page the page control shows at `offset`: `offset / W` on a whole page (the original's rule), the nearest
    /// page between pages (`bannerHalfPageShowsLaterPage` on a tie), the first or last page beyond the
    /// ends. 0 when there are no banners.
    package func currentPage(atOffset offset: Double) -> Int {
        guard itemCount > 0, pageWidth > 0, !offset.isNaN else { return 0 }
        return Swift.min(Swift.max(nearestPage(toOffset: offset), 0), itemCount - 1)
    }

    /// The page-control dots at `offset`, in view coordinates: centred in the footer, the current page's dot marked.
    /// Empty without a footer or banners.
    package func pageControlDots(atOffset offset: Double) -> [PageControlDot] {
        guard footerHeight > 0 else { return [] }
        let footerInView = Rect(x: 0, y: bannerHeight, width: viewSize.width, height: footerHeight)
        return pageControl.dots(pageCount: itemCount, currentPage: currentPage(atOffset: offset), in: footerInView)
    }

    /// The page-control dots, drawn over the footer.
    package func decorations(atOffset offset: Double) -> [Decoration] {
        pageControlDots(atOffset: offset).map { .ellipse(in: $0.rect, color: $0.color) }
    }

    /// Banners are never scaled.
    package func maximumScale(ofItem index: Int) -> Double { 1 }

    /// The page whose offset is nearest `offset`, unclamped, in a range an `Int` holds.
    private func nearestPage(toOffset offset: Double) -> Int {
        let pages = Swift.min(Swift.max(offset / pageWidth, -1), Double(itemCount) + 1)
        // `pages - floor(pages)` is exact, unlike `pages + 0.5`, which rounds 0.49999999999999994 up to 1.
        let whole = pages.rounded(.down)
        let fraction = pages - whole
        let later = Self.bannerHalfPageShowsLaterPage ? fraction >= 0.5 : fraction > 0.5
        return Int(whole) + (later ? 1 : 0)
    }
}
