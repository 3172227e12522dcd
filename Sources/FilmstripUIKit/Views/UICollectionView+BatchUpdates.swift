import Foundation

/// Batch updates as their end state: a rendering has no animation between the data before and after, so inserting,
/// deleting, moving or reloading items or sections reloads the collection view (`reloadData()`), which asks the data
/// source again, as UIKit shows the new data once its animation ends.
extension UICollectionView {
    /// Runs `updates`, then reloads, then calls `completion` with true (the animation, had there been one, finished).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        reloadData()
        completion?(true)
    }

    public func insertItems(at indexPaths: [IndexPath]) { reloadData() }
    public func deleteItems(at indexPaths: [IndexPath]) { reloadData() }
    public func reloadItems(at indexPaths: [IndexPath]) { reloadData() }
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadData() }
    public func insertSections(_ sections: IndexSet) { reloadData() }
    public func deleteSections(_ sections: IndexSet) { reloadData() }
    public func reloadSections(_ sections: IndexSet) { reloadData() }
    public func moveSection(_ section: Int, toSection newSection: Int) { reloadData() }
}
