import FilmstripUIKit

/// A home-screen banner carousel as iOS code builds it today: a compositional layout section of full-width groups
/// 200 high with `.groupPaging` and a page-control footer, fed by a diffable data source of the photos. (The footer
/// view and the cell's image view are the views layer's, which comes later: Filmstrip draws the photo in the cell.)
final class BannerCarouselViewController {
    enum SectionType: Int {
        case carouselBanner = 0
    }

    enum SectionItem: Hashable {
        case carouselBannerCell(UIImage)
    }

    typealias DataSource = UICollectionViewDiffableDataSource<SectionType, SectionItem>
    typealias Snapshot = NSDiffableDataSourceSnapshot<SectionType, SectionItem>

    static let cellIdentifier = "CarouselBannerCell"
    static let footerKind = "CarouselBannerFooterKind"
    static let footerIdentifier = "CarouselBannerFooter"

    private let images: [UIImage]
    private var dataSource: DataSource!
    /// The page the footer's page control would show, updated when the banners rest on a whole page.
    private(set) var currentPage = 0

    init(images: [UIImage]) {
        self.images = images
    }

    /// Sets up `collectionView` as the app's `viewDidLoad()` does. The layout's section provider holds this
    /// controller, as the app's view controller is held by its window, so it lives as long as the layout.
    func install(in collectionView: UICollectionView) -> UICollectionViewLayout {
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: Self.cellIdentifier)
        collectionView.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: Self.footerKind,
            withReuseIdentifier: Self.footerIdentifier)
        let layout = UICollectionViewCompositionalLayout { _, _ in self.bannerSection() }
        collectionView.collectionViewLayout = layout
        dataSource = DataSource(collectionView: collectionView) { collectionView, indexPath, _ in
            collectionView.dequeueReusableCell(withReuseIdentifier: Self.cellIdentifier, for: indexPath)
        }
        var snapshot = Snapshot()
        snapshot.appendSections([.carouselBanner])
        snapshot.appendItems(images.map { SectionItem.carouselBannerCell($0) }, toSection: .carouselBanner)
        dataSource.apply(snapshot)
        return layout
    }

    private func bannerSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .estimated(50)),
                elementKind: Self.footerKind, alignment: .bottom)
        ]
        section.visibleItemsInvalidationHandler = { _, offset, environment in
            let width = environment.container.contentSize.width
            guard offset.x >= 0, width > 0, offset.x.remainder(dividingBy: width) == 0 else { return }
            self.currentPage = Int(offset.x / width)
        }
        return section
    }
}
