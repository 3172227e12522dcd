/// The Photos-app thumbnail slider: one row of thumbnails that can centre any of them, snaps so that a fling
/// always ends with a thumbnail centred, and zooms the thumbnail under the centre to the full view height while its
/// neighbours move aside.
package struct SliderLayout: FlowBackedLayout {
    /// Of two cells equally near the view's centre the snap picks the first, as the original's strict `<` does (UIKit
    /// choice `snapPrefersLowerIndexOnTie`).
    package static let snapPrefersLowerIndexOnTie = true

    /// With no cell in the proposed rect the snap returns the proposal clamped to the offset range (UIKit choice
    /// `snapClampsWhenNothingIntersects`).
    package static let snapClampsWhenNothingIntersects = true

    /// The cells on screen are those whose zoomed and moved frames meet the visible rect (UIKit choice
    /// `visibleCellsAreTestedAfterTransforms`).
    package static let visibleCellsAreTestedAfterTransforms = true

    /// The offset that centres an item is not clamped to the offset range (UIKit choice `centringOffsetIsClamped`).
    package static let centringOffsetIsClamped = false

    /// With no items the insets are those of 0-point-wide end cells, so the offset range is not NaN (UIKit choice
    /// `emptySliderInsetWidth`).
    package static let emptySliderInsetWidth = 0.0

    /// The original UIKit code's collection view size.
    package static let defaultViewSize = Size(width: 390, height: 120)

    /// The row of untransformed cells.
    package let flow: HorizontalFlowLayout
    /// Left and right insets that let the first and the last thumbnail reach the view's centre.
    package let contentInset: Insets
    /// How the centred thumbnail grows and its neighbours move aside.
    package let zoom: SliderCentreZoom

    /// A slider of thumbnails for photos of `photoSizes` pixels (already oriented), each `cellScale` of the view
    /// height tall.
    package init(
        viewSize: Size = SliderLayout.defaultViewSize, photoSizes: [Size], cellScale: Double = 0.8,
        lineSpacing: Double = 10, sectionInset: Insets = .zero
    ) {
        let sizing = ThumbnailSizing(viewHeight: viewSize.height, cellScale: cellScale)
        self.init(
            viewSize: viewSize, cellSizes: sizing.cellSizes(forPhotos: photoSizes), lineSpacing: lineSpacing,
            sectionInset: sectionInset)
    }

    /// A slider of cells already sized (widths finite and not negative).
    package init(
        viewSize: Size = SliderLayout.defaultViewSize, cellSizes: [Size], lineSpacing: Double = 10,
        sectionInset: Insets = .zero
    ) {
        flow = HorizontalFlowLayout(
            viewSize: viewSize, itemSizes: cellSizes, lineSpacing: lineSpacing,
            sectionInset: sectionInset)
        let emptyWidth = Self.emptySliderInsetWidth
        let firstWidth = cellSizes.first?.width ?? emptyWidth
        let lastWidth = cellSizes.last?.width ?? emptyWidth
        contentInset = Insets(
            top: 0, left: (viewSize.width - firstWidth) / 2, bottom: 0,
            right: (viewSize.width - lastWidth) / 2)
        zoom = SliderCentreZoom(viewHeight: viewSize.height)
    }

    package var decelerationRate: DecelerationPreset { .normal }

    /// The cells on screen at `offset` after the centre zoom: the cells intersecting the visible rect, zoomed and
    /// moved aside, keeping those that still intersect it. Touches only the cells on screen.
    package func visibleAttributes(atOffset offset: Double) -> [LayoutAttributes] {
        let visible = visibleRect(atOffset: offset)
        var cells = flow.itemAttributes(intersecting: visible)
        zoom.apply(to: &cells, visibleRect: visible)
        if Self.visibleCellsAreTestedAfterTransforms {
            cells.removeAll { !$0.frame.intersects(visible) }
        }
        return cells
    }

    package func allAttributes() -> [LayoutAttributes] {
        flow.allItemAttributes()
    }

    /// `itemFrame.midX - W / 2`: at this offset the item is centred and drawn at full height.
    package func offset(centeringItem index: Int) -> Double? {
        guard flow.itemSizes.indices.contains(index) else { return nil }
        let offset = flow.itemFrame(at: index).midX - viewSize.width / 2
        return Self.centringOffsetIsClamped ? offsetRange.clamp(offset) : offset
    }

    /// Snaps so that the thumbnail whose untransformed centre is nearest the centre of the view at `proposed`
    /// ends up centred. `velocity` and `dragStartOffset` play no part: the slider snaps wherever the fling ends.
    package func targetContentOffset(proposed: Double, velocity: Double, dragStartOffset: Double?) -> Double {
        guard proposed.isFinite else { return offsetRange.clamp(proposed) }
        let visible = visibleRect(atOffset: proposed)
        let centre = visible.midX
        var nearest: Double?
        for cell in flow.itemAttributes(intersecting: visible) {
            let distance = cell.frame.midX - centre
            guard let best = nearest else {
                nearest = distance
                continue
            }
            let closer =
                Self.snapPrefersLowerIndexOnTie
                ? abs(distance) < abs(best)
                : abs(distance) <= abs(best)
            if closer { nearest = distance }
        }
        guard let distance = nearest else {
            return Self.snapClampsWhenNothingIntersects ? offsetRange.clamp(proposed) : proposed
        }
        return proposed + distance
    }

    /// `H / cellHeight`: the zoom of a thumbnail centred exactly (1.25 with the default cell scale, 0.8), at least 1.
    package func maximumScale(ofItem index: Int) -> Double {
        guard flow.itemSizes.indices.contains(index) else { return 1 }
        return Swift.max(1, zoom.maximumZoom(cellHeight: flow.itemSizes[index].height))
    }
}
