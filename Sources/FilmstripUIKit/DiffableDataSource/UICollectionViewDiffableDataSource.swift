/// A collection view's data source driven by snapshots of identifiers, as UIKit's: `apply(_:)` a snapshot and the
/// collection view shows its sections and items; the cell provider makes each cell from its item's identifier.
///
/// The collection view draws what Filmstrip draws for a cell (the scene's photo for item i, counting items across
/// sections); the cell provider is called when a cell comes on screen, as on iOS. The data source makes itself
/// the collection view's data source, and holds the collection view weakly (the collection view holds it).
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject,
    UICollectionViewDataSource
{
    /// Makes the cell for an item from its identifier; nil is an error, as UIKit stops on it.
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// Makes the supplementary view of a kind at an index path.
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// The first thing UIKit would have stopped on: a bad snapshot applied, or a cell provider returning nil.
    private(set) var reportedProblem: UIKitLayoutError?

    /// Makes supplementary views when the collection view asks for one; a plain view when nil.
    open var supplementaryViewProvider: SupplementaryViewProvider?

    /// A data source for `collectionView` whose cells `cellProvider` makes; it becomes the view's data source.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    /// Shows `snapshot`: the layout is invalidated and asks the new counts. Nothing is animated; `completion` runs
    /// once it is applied.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        if reportedProblem == nil, let problem = snapshot.problem { reportedProblem = problem }
        current = snapshot
        collectionView?.reloadData()
        completion?()
    }

    /// Shows `snapshot` as `apply(_:animatingDifferences:completion:)` does (nothing is animated either way).
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
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }

    /// The index path of `itemIdentifier`, or nil when the snapshot does not hold it.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        guard let section = current.sectionIdentifier(containingItem: itemIdentifier),
            let sectionIndex = current.indexOfSection(section),
            let item = current.itemIdentifiers(inSection: section).firstIndex(of: itemIdentifier)
        else { return nil }
        return IndexPath(item: item, section: sectionIndex)
    }

    /// The identifier of section `index`, or nil.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
    }

    /// The index of `sectionIdentifier`, or nil.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: UICollectionViewDataSource

    /// The snapshot's section count.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    /// The item count of the snapshot's section `section`.
    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sectionIdentifier(for: section).map { current.numberOfItems(inSection: $0) } ?? 0
    }

    /// The cell provider's cell for the item's identifier.
    public func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        if let identifier = itemIdentifier(for: indexPath),
            let cell = cellProvider(collectionView, indexPath, identifier)
        {
            return cell
        }
        if reportedProblem == nil {
            reportedProblem = UIKitLayoutError(
                layout: "UICollectionViewDiffableDataSource",
                problem: "the cell provider returned nil for item \(indexPath.item) of section \(indexPath.section)")
        }
        return UICollectionViewCell(frame: .zero)
    }

    /// The supplementary view provider's view, or a plain view.
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? UICollectionReusableView(frame: .zero)
    }
}

extension UICollectionViewDiffableDataSource: UIKitReportedProblem {}
