/// A table view's data source driven by snapshots of identifiers, as UIKit's: `apply(_:)` a snapshot and the table
/// shows its sections and rows; the cell provider makes each cell from its item's identifier when the row comes on
/// screen. It makes itself the table's data source and holds the table weakly (the table holds it). A subclass
/// overrides the title methods, as on iOS.
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject,
    UITableViewDataSource
{
    /// Makes the cell for a row from its item's identifier; nil stops, as UIKit stops on it.
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// Kept: row insertions and deletions are not animated.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// A data source for `tableView` whose cells `cellProvider` makes; it becomes the table's data source.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// Shows `snapshot`: the table reloads at once; `completion` runs once it is applied.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        current = snapshot
        tableView?.reloadData()
        completion?()
    }

    /// Shows `snapshot` as `apply(_:animatingDifferences:completion:)` does.
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }

    /// A copy of the snapshot shown.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// The identifier of the item at `indexPath`, or nil when there is none.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, current.sectionIdentifiers.indices.contains(indexPath.section) else { return nil }
        let items = current.itemIdentifiers(inSection: current.sectionIdentifiers[indexPath.section])
        return items.indices.contains(indexPath.row) ? items[indexPath.row] : nil
    }

    /// The index path of `itemIdentifier`, or nil when the snapshot does not hold it.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        guard let section = current.sectionIdentifier(containingItem: itemIdentifier),
            let sectionIndex = current.indexOfSection(section),
            let row = current.itemIdentifiers(inSection: section).firstIndex(of: itemIdentifier)
        else { return nil }
        return IndexPath(row: row, section: sectionIndex)
    }

    /// The identifier of section `index`, or nil.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
    }

    // MARK: UITableViewDataSource

    /// The snapshot's section count.
    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    /// The snapshot's item count in `section`.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        guard let identifier = sectionIdentifier(for: section) else { return 0 }
        return current.numberOfItems(inSection: identifier)
    }

    /// The cell provider's cell for the row's item.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) else {
            fatalError("UITableViewDiffableDataSource: the cell provider returned no cell for \(indexPath)")
        }
        return cell
    }

    /// No header title; override as on iOS.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No footer title; override as on iOS.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}
