import FilmstripLayout

/// Filmstrip's gestures scrolling one orthogonal section of a compositional layout instead of the collection view
/// (`UIKitLayoutStyle.scrolledSection`): the bridge's offset becomes the section's own offset, along the axis
/// across the layout's direction, and frames are reported so that the scene's visible rect at that offset is the
/// collection view's bounds.
///
/// As on iOS, the section's scroll view is the layout's own: the collection view's delegate hears neither the drag
/// nor the release, and the layout's `targetContentOffset` is not asked; the behaviour alone decides where it rests.
final class OrthogonalSectionGesture {
    let layout: UICollectionViewCompositionalLayout
    let section: Int
    /// The axis the section scrolls along: across the layout's scroll direction.
    let axis: ScrollAxis

    /// A gesture on `section` of `layout`, or an error when `layout` is not a compositional layout or the section
    /// does not scroll on its own.
    init(layout: UICollectionViewLayout, section: Int) throws {
        guard let compositional = layout as? UICollectionViewCompositionalLayout else {
            throw UIKitLayoutError(
                layout: String(describing: type(of: layout)),
                problem:
                    "the style scrolls section \(section) on its own, but only a UICollectionViewCompositionalLayout's sections scroll so"
            )
        }
        _ = try compositional.orthogonalScroller(ofSection: section)
        self.layout = compositional
        self.section = section
        axis = compositional.isVertical ? .horizontal : .vertical
    }

    /// The section's scroller as the layout last prepared it.
    private var scroller: OrthogonalSectionScroller? { try? layout.orthogonalScroller(ofSection: section) }

    /// Where the section can rest.
    var offsetRange: OffsetRange { scroller?.range ?? OffsetRange(min: 0, max: 0) }

    /// The section's deceleration rate, per millisecond.
    var decelerationRatePerMillisecond: Double {
        Double(scroller?.decelerationRate.rawValue ?? UIScrollView.DecelerationRate.normal.rawValue)
    }

    /// Moves the section to `offset`; returns whether it moved.
    func scroll(to offset: Double) -> Bool { layout.setOrthogonalOffset(CGFloat(offset), ofSection: section) }

    /// Where a release comes to rest, by the section's behaviour.
    func target(releasedAt releaseOffset: Double, proposed: Double, velocity: Double, dragStartOffset: Double?)
        -> Double
    {
        scroller?.target(
            releasedAt: releaseOffset, proposed: proposed, velocity: velocity, dragStartOffset: dragStartOffset)
            ?? proposed
    }

    /// The section offset that centres the cell at `indexPath` in the view, or nil when it is not in the section.
    func offset(centering indexPath: IndexPath, viewSize: Size) -> Double? {
        guard indexPath.section == section, let frame = layout.unscrolledFrame(ofItemAt: indexPath) else { return nil }
        return axis == .horizontal ? Double(frame.midX) - viewSize.width / 2 : Double(frame.midY) - viewSize.height / 2
    }

    /// `attributes`, reported with the collection view at `contentOffset`, moved so that the scene's visible rect
    /// at the section's `offset` (`CollectionLayout.visibleRect(atOffset:)`) frames them as the view does.
    func placed(_ attributes: LayoutAttributes, atOffset offset: Double, contentOffset: CGPoint) -> LayoutAttributes {
        let dx = axis == .horizontal ? offset - Double(contentOffset.x) : -Double(contentOffset.x)
        let dy = axis == .vertical ? offset - Double(contentOffset.y) : -Double(contentOffset.y)
        guard dx != 0 || dy != 0 else { return attributes }
        var moved = attributes
        moved.frame = Rect(
            x: attributes.frame.minX + dx, y: attributes.frame.minY + dy, width: attributes.frame.width,
            height: attributes.frame.height)
        if var transform = attributes.transform {
            transform.center = Point(x: transform.center.x + dx, y: transform.center.y + dy)
            moved.transform = transform
        }
        return moved
    }
}
