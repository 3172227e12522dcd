/// The optional methods of UIKit's collection and scroll view protocols, which layouts call as
/// `delegate?.collectionView?(...)`. FilmstripUIKit declares them as requirements with defaults (Swift on Linux has
/// no optional requirements), so the call loses its `?` and keeps its meaning.
enum UIKitOptionalRequirements {
    /// Base names only: every optional method of these protocols starts with one of them, and a team's closure
    /// property is hardly ever called so.
    static let baseNames: Set<String> = [
        "collectionView", "numberOfSections", "indexTitles", "scrollViewDidScroll", "scrollViewDidZoom",
        "scrollViewWillBeginDragging", "scrollViewWillEndDragging", "scrollViewDidEndDragging",
        "scrollViewWillBeginDecelerating", "scrollViewDidEndDecelerating", "scrollViewDidEndScrollingAnimation",
        "viewForZooming", "scrollViewWillBeginZooming", "scrollViewDidEndZooming", "scrollViewShouldScrollToTop",
        "scrollViewDidScrollToTop", "scrollViewDidChangeAdjustedContentInset",
    ]

    /// The protocols whose optional methods FilmstripUIKit declares with UIKit's answers as defaults, so that an
    /// object conforming to one "responds" to each of its methods.
    static let protocols: Set<String> = [
        "UICollectionViewDelegateFlowLayout", "UICollectionViewDelegate", "UICollectionViewDataSource",
        "UIScrollViewDelegate",
    ]
}
