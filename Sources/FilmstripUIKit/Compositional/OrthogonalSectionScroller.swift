import FilmstripLayout

/// The scroll view of a section that scrolls on its own (`orthogonalScrollingBehavior`): its offset across the
/// layout's direction, the offsets it may rest at, and where a release comes to rest for each behaviour.
struct OrthogonalSectionScroller {
    /// Group paging moves one group for a release faster than this (points per millisecond): the native banner's
    /// threshold (UIKit choice `groupPagingFlickVelocityThreshold`).
    static let groupPagingFlickVelocityThreshold = BannerLayout.bannerFlickVelocityThreshold

    let behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    /// The collection view's length across the layout's direction: the scroller is as wide as the view.
    let viewLength: CGFloat
    /// The groups and the section's insets, end to end.
    let contentLength: CGFloat
    /// Where each group rests: its leading edge at the section's leading content edge, or (for
    /// `.groupPagingCentered`) its centre at the view's centre.
    let groupRestingOffsets: [CGFloat]

    /// The offsets a release may rest at: from 0 to the end of the content, or for `.groupPagingCentered` from the
    /// first group centred to the last (UIKit choice `centredGroupPagingCentresTheEnds`).
    var range: OffsetRange {
        if behavior == .groupPagingCentered, let first = groupRestingOffsets.first,
            let last = groupRestingOffsets.last
        {
            return OffsetRange(min: first, max: last)
        }
        return OffsetRange(contentLength: contentLength, viewLength: viewLength, leadingInset: 0, trailingInset: 0)
    }

    /// Where the section starts: the start of its range (the first group centred, for `.groupPagingCentered`).
    var initialOffset: CGFloat { range.min }

    /// The rate a release slows down at (UIKit choice `orthogonalPagingDeceleratesFast`).
    var decelerationRate: UIScrollView.DecelerationRate {
        switch behavior {
        case .paging, .groupPaging, .groupPagingCentered: return .fast
        case .none, .continuous, .continuousGroupLeadingBoundary: return .normal
        }
    }

    /// Where a release at `releaseOffset` with `velocity` (points per millisecond), which would rest at
    /// `proposed`, comes to rest. Group paging goes one group on from the group nearest the drag start for a
    /// flick, and to the group nearest `proposed` otherwise, as the native banner does.
    func target(releasedAt releaseOffset: Double, proposed: Double, velocity: Double, dragStartOffset: Double?)
        -> Double
    {
        let range = self.range
        switch behavior {
        case .none, .continuous:
            return range.clamp(proposed)
        case .continuousGroupLeadingBoundary:
            return range.clamp(Double(groupRestingOffsets[nearestGroup(to: proposed)]))
        case .paging:
            let page = Double(viewLength)
            guard page > 0 else { return range.clamp(proposed) }
            var index = (releaseOffset / page).rounded()
            if velocity >= UIScrollView.pagingVelocityThreshold {
                index = (releaseOffset / page).rounded(.down) + 1
            } else if velocity <= -UIScrollView.pagingVelocityThreshold {
                index = (releaseOffset / page).rounded(.up) - 1
            }
            return range.clamp(index * page)
        case .groupPaging, .groupPagingCentered:
            var group: Int
            if abs(velocity) > Self.groupPagingFlickVelocityThreshold {
                let start = dragStartOffset.flatMap { $0.isFinite ? $0 : nil } ?? proposed
                group = nearestGroup(to: start) + (velocity > 0 ? 1 : -1)
            } else {
                group = nearestGroup(to: proposed)
            }
            group = min(max(group, 0), groupRestingOffsets.count - 1)
            return range.clamp(Double(groupRestingOffsets[group]))
        }
    }

    /// The group whose resting offset is nearest `offset`; on a tie the later one, as the native banner rounds.
    func nearestGroup(to offset: Double) -> Int {
        guard !offset.isNaN else { return 0 }
        var best = 0
        for (index, resting) in groupRestingOffsets.enumerated()
        where abs(Double(resting) - offset) <= abs(Double(groupRestingOffsets[best]) - offset) {
            best = index
        }
        return best
    }
}
