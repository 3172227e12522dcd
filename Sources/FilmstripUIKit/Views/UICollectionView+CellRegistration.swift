import Foundation

extension UICollectionView {
    /// A cell class with the code that configures it for an item, as UIKit's: dequeue with
    /// `dequeueConfiguredReusableCell(using:for:item:)`, which registers the class under an identifier of the
    /// registration's own the first time. Make it once (outside the cell provider), as on iOS.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures a dequeued cell for the item at an index path.
        public typealias Handler = (Cell, IndexPath, Item) -> Void

        /// The identifier the class is registered under: unique to this registration.
        let reuseIdentifier: String
        let handler: Handler

        /// A registration of `Cell`, made with `init(frame:)`, configured by `handler`.
        public init(handler: @escaping Handler) {
            reuseIdentifier = RegistrationIdentifiers.next(for: "\(Cell.self)")
            self.handler = handler
        }
    }

    /// A cell of `registration`'s class for `indexPath`, reused or made as `dequeueReusableCell(withReuseIdentifier:for:)`
    /// makes cells, and configured by its handler with `item` (nil leaves it unconfigured).
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
        let dequeued = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        // Always a `Cell`: its class is the one registered under the registration's own identifier.
        let cell = dequeued as? Cell ?? Cell(frame: dequeued.frame)
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }
}
