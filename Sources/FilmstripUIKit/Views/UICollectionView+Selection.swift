import Foundation

/// Selection from the app's own code: no touch selects in a rendering, so only `selectItem` and `deselectItem`
/// change it. The cell on screen at the index path takes the state (`isSelected`), as UIKit sets it; a cell not on
/// screen keeps none (UIKit would remember it for when it comes on screen).
extension UICollectionView {
    /// Selects the item's cell and, for a position other than none, scrolls it there, as UIKit. No delegate
    /// method is called, as on iOS for selection made in code.
    public func selectItem(
        at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition
    ) {
        guard let indexPath else {
            for cell in visibleCells { cell.isSelected = false }
            return
        }
        // One selection at a time, UIKit's default.
        for cell in visibleCells { cell.isSelected = false }
        cellForItem(at: indexPath)?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item's cell.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        cellForItem(at: indexPath)?.isSelected = false
    }

    /// The index paths of the selected cells on screen, in order; nil when there are none, as UIKit answers.
    public var indexPathsForSelectedItems: [IndexPath]? {
        let selected = indexPathsForVisibleItems.filter { cellForItem(at: $0)?.isSelected == true }.sorted()
        return selected.isEmpty ? nil : selected
    }
}
