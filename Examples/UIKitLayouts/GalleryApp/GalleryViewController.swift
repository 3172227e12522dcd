import UIKit

/// A horizontal gallery of photo cards: the centred card is full size and its neighbours shrink with their distance
/// from the centre, a release settles on the nearest card, and the page control follows once the scroll stops (a tap
/// on it scrolls to its page).
final class GalleryViewController: UIViewController {
    private let photos: [UIImage]
    private let headerView = GalleryHeaderView()
    let pageControl = UIPageControl()
    private(set) var collectionView: UICollectionView!

    static let cardSize = CGSize(width: 240, height: 330)
    static let cardSpacing: CGFloat = 16

    init(photos: [UIImage]) {
        self.photos = photos
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        headerView.titleLabel.text = "Featured"
        headerView.countLabel.text = "\(photos.count) photos"
        headerView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(headerView)

        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = Self.cardSize
        layout.minimumLineSpacing = Self.cardSpacing
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.backgroundColor = .clear
        collectionView.showsHorizontalScrollIndicator = false
        collectionView.decelerationRate = .fast
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.register(GalleryCell.self, forCellWithReuseIdentifier: GalleryCell.reuseIdentifier)
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(collectionView)

        pageControl.numberOfPages = photos.count
        pageControl.currentPageIndicatorTintColor = .label
        pageControl.pageIndicatorTintColor = .systemGray4
        pageControl.translatesAutoresizingMaskIntoConstraints = false
        pageControl.addTarget(self, action: #selector(pageControlChanged(_:)), for: .valueChanged)
        view.addSubview(pageControl)

        NSLayoutConstraint.activate([
            headerView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            headerView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            headerView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            headerView.heightAnchor.constraint(equalToConstant: 72),

            collectionView.topAnchor.constraint(equalTo: headerView.bottomAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.heightAnchor.constraint(equalToConstant: Self.cardSize.height),

            pageControl.topAnchor.constraint(equalTo: collectionView.bottomAnchor, constant: 12),
            pageControl.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        ])
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // Centre the first and last cards.
        let side = (collectionView.bounds.width - Self.cardSize.width) / 2
        collectionView.contentInset = UIEdgeInsets(top: 0, left: side, bottom: 0, right: side)
    }

    /// A tap on the page control scrolls to its page's card.
    @objc private func pageControlChanged(_ sender: UIPageControl) {
        let step = Self.cardSize.width + Self.cardSpacing
        let offset = CGFloat(sender.currentPage) * step - collectionView.contentInset.left
        collectionView.setContentOffset(CGPoint(x: offset, y: 0), animated: true)
    }

    /// The card nearest the centre of the collection view.
    private var centredItem: Int {
        let step = Self.cardSize.width + Self.cardSpacing
        let inset = collectionView.contentInset.left
        let index = Int(((collectionView.contentOffset.x + inset) / step).rounded())
        return min(max(index, 0), photos.count - 1)
    }
}

extension GalleryViewController: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        photos.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell =
            collectionView.dequeueReusableCell(
                withReuseIdentifier: GalleryCell.reuseIdentifier, for: indexPath) as! GalleryCell
        cell.configure(with: photos[indexPath.item], title: "Photo \(indexPath.item + 1)")
        return cell
    }
}

extension GalleryViewController: UICollectionViewDelegateFlowLayout {
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let centre = scrollView.contentOffset.x + scrollView.bounds.width / 2
        for cell in collectionView.visibleCells {
            let distance = min(abs(cell.center.x - centre) / scrollView.bounds.width, 1)
            let scale = 1 - 0.15 * distance
            cell.transform = CGAffineTransform(scaleX: scale, y: scale)
        }
    }

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        let step = Self.cardSize.width + Self.cardSpacing
        let inset = scrollView.contentInset.left
        let index = ((targetContentOffset.pointee.x + inset) / step).rounded()
        let clamped = min(max(index, 0), CGFloat(photos.count - 1))
        targetContentOffset.pointee.x = clamped * step - inset
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        pageControl.currentPage = centredItem
    }
}
