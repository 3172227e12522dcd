/// Where a collection view's items come from. Filmstrip's collection view has one section with an item per photo
/// when no data source is set; a data source set by the layout's setup answers the counts instead.
public protocol UICollectionViewDataSource: AnyObject {
    /// The number of sections; 1 by default.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The number of items in `section`. Filmstrip numbers items across sections in order and draws photo i in item i.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath`, from `dequeueReusableCell(withReuseIdentifier:for:)`; asked once when the
    /// item comes on screen. Filmstrip draws the photo in it.
    func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell
    /// The header or footer view of `kind` at `indexPath`; a plain view by default. Filmstrip fills it with the style's
    /// `supplementaryFill`.
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// A plain reusable view.
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView {
        UICollectionReusableView(frame: .zero)
    }
}

/// What a collection view tells its delegate beyond scrolling. Every method has a default, as UIKit's optional
/// methods have.
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    /// Called when a cell comes on screen, after it took its attributes; does nothing by default.
    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    /// Called when a cell leaves the screen; does nothing by default.
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath)
    /// Kept for source compatibility; Filmstrip has no taps, so it is never called. Does nothing by default.
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    /// Kept for source compatibility; Filmstrip does not call it (it changes no layout). Returns the proposed offset by
    /// default.
    func collectionView(
        _ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
    ) -> CGPoint
}

extension UICollectionViewDelegate {
    /// Does nothing.
    public func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    /// Does nothing.
    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {}
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Returns `proposedContentOffset`.
    public func collectionView(
        _ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
    ) -> CGPoint { proposedContentOffset }
}

/// A flow layout's per-item and per-section metrics. Each default returns the flow layout's own property, which is
/// what UIKit uses when the delegate does not implement the method.
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    /// The size in points of the item at `indexPath`; the flow layout's `itemSize` by default.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize
    /// The insets in points around `section`'s items; the flow layout's `sectionInset` by default.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets
    /// The spacing in points between lines of `section`; the flow layout's `minimumLineSpacing` by default.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat
    /// The least spacing in points between items of a line in `section`; the flow layout's `minimumInteritemSpacing` by
    /// default.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat
    /// The size in points of `section`'s header (zero for none); the flow layout's `headerReferenceSize` by default.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize
    /// The size in points of `section`'s footer (zero for none); the flow layout's `footerReferenceSize` by default.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    /// The flow layout's `itemSize` (zero for another layout).
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        flowLayoutProperty(\.itemSize, of: collectionViewLayout, else: .zero)
    }

    /// The flow layout's `sectionInset` (zero for another layout).
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        flowLayoutProperty(\.sectionInset, of: collectionViewLayout, else: .zero)
    }

    /// The flow layout's `minimumLineSpacing` (zero for another layout).
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        flowLayoutProperty(\.minimumLineSpacing, of: collectionViewLayout, else: 0)
    }

    /// The flow layout's `minimumInteritemSpacing` (zero for another layout).
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        flowLayoutProperty(\.minimumInteritemSpacing, of: collectionViewLayout, else: 0)
    }

    /// The flow layout's `headerReferenceSize` (zero for another layout).
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        flowLayoutProperty(\.headerReferenceSize, of: collectionViewLayout, else: .zero)
    }

    /// The flow layout's `footerReferenceSize` (zero for another layout).
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        flowLayoutProperty(\.footerReferenceSize, of: collectionViewLayout, else: .zero)
    }

    /// The flow layout's `property` (`none` for another layout), warning first that a subclass's own `method` of
    /// this name would not be called (`UIKitDelegateWarnings`).
    private func flowLayoutProperty<Value>(
        _ property: KeyPath<UICollectionViewFlowLayout, Value>, of layout: UICollectionViewLayout, else none: Value,
        method: String = #function
    ) -> Value {
        UIKitDelegateWarnings.defaultAnswered(
            method, of: "UICollectionViewDelegateFlowLayout", for: self,
            adopts: { ($0 as? any UICollectionViewDelegateFlowLayout.Type) != nil })
        return (layout as? UICollectionViewFlowLayout)?[keyPath: property] ?? none
    }
}
