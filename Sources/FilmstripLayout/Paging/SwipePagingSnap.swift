/// The snap of the paging and peeking carousels: a release pages to the header or cell the swipe points
/// at, chosen among the elements on screen when the drag began, so one swipe moves at most one page however hard it is.
///
/// The candidates are the header and the cells intersecting the visible rect widened by
/// `sectionInset.left + sectionInset.right` on both sides, sorted by `minX`. At rest (`velocity == 0` exactly, as
/// the original tests it) the one whose centre is nearest the view's centre wins, the first on a tie; a swipe
/// forwards (`velocity > 0`) takes the last, backwards the first. A header rests at offset 0; a cell is centred.
/// "One page" holds when a cell and its gap are about a view wide, as in the originals: with narrow cells the
/// widened rect reaches several cells ahead, and the original rule jumps to the last of them.
package struct SwipePagingSnap: Sendable {
    /// The offset that centres a card (paging, peek) is not clamped to the offset range (UIKit choice
    /// `centringOffsetIsClamped`).
    package static let centringOffsetIsClamped = false

    /// With nothing in the widened rect at the drag start the target is the proposal clamped to the range (UIKit choice
    /// `pagingClampsWhenNothingIntersects`).
    package static let pagingClampsWhenNothingIntersects = true

    /// The picked element's offset is clamped to the offset range, so the last card stops at the content's end (UIKit
    /// choice `pagingTargetIsClamped`).
    package static let pagingTargetIsClamped = true

    /// The row of untransformed header and cells (transforms such as peek's shrink do not move the snap).
    package let flow: HorizontalFlowLayout

    /// Targeting for the cards of `flow`.
    package init(flow: HorizontalFlowLayout) {
        self.flow = flow
    }

    /// How far the candidate rect reaches beyond the view on each side: `sectionInset.left + sectionInset.right`.
    package var expansionMargin: Double { flow.sectionInset.left + flow.sectionInset.right }

    /// The header (if any) and cells intersecting the widened visible rect at `offset`, sorted by `minX`; equal
    /// `minX` keep the order found (header, then cells by index), so the result never depends on the sort's
    /// stability.
    package func candidates(atOffset offset: Double) -> [LayoutAttributes] {
        let margin = expansionMargin
        let rect = Rect(x: offset - margin, y: 0, width: flow.viewSize.width + 2 * margin, height: flow.viewSize.height)
        var elements = [LayoutAttributes]()
        if let header = flow.headerFrame, header.intersects(rect) {
            elements.append(LayoutAttributes(kind: .header, index: 0, frame: header))
        }
        elements += flow.itemAttributes(intersecting: rect)
        return elements.enumerated().sorted { lhs, rhs in
            lhs.element.frame.minX != rhs.element.frame.minX
                ? lhs.element.frame.minX < rhs.element.frame.minX
                : lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// The original UIKit code's `targetContentOffset`, with the candidates captured at `dragStartOffset` (its
    /// `prepareForPaging()` in `scrollViewWillBeginDragging`), or at `proposed` when there is none. The nearest element
    /// at rest is measured from the centre of the view at `proposed`: the original uses the offset at release, and a
    /// release at rest comes to rest where it is, so the two are the same offset.
    package func target(proposed: Double, velocity: Double, dragStartOffset: Double?, offsetRange: OffsetRange)
        -> Double
    {
        let elements = candidates(atOffset: dragStartOffset ?? proposed)
        let chosen: LayoutAttributes?
        if velocity == 0 {
            chosen = nearestToCentre(of: elements, atOffset: proposed)
        } else if velocity > 0 {
            chosen = elements.last
        } else {
            chosen = elements.first
        }
        guard let element = chosen else {
            return Self.pagingClampsWhenNothingIntersects ? offsetRange.clamp(proposed) : proposed
        }
        let target = element.kind == .header ? 0 : centringOffset(ofCellFrame: element.frame)
        return Self.pagingTargetIsClamped ? offsetRange.clamp(target) : target
    }

    /// The original UIKit code's offset for a cell: `minX - (W - width) / 2`, the cell centred. Layouts report their
    /// centring offsets with this same expression, so a release at one of them stays there to the last bit.
    package func centringOffset(ofCellFrame frame: Rect) -> Double {
        frame.minX - (flow.viewSize.width - frame.width) / 2
    }

    /// The element whose centre is nearest the view's centre at `offset`; the first of equals, as the original's strict
    /// `<` keeps.
    private func nearestToCentre(of elements: [LayoutAttributes], atOffset offset: Double) -> LayoutAttributes? {
        let centre = offset + flow.viewSize.width / 2
        var best: (element: LayoutAttributes, distance: Double)?
        for element in elements {
            let distance = abs(element.frame.midX - centre)
            if best == nil || distance < best!.distance {
                best = (element, distance)
            }
        }
        return best?.element
    }
}
