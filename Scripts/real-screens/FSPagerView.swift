import LinuxUIKit

/// A banner screen as FSPagerView's README sets one up: a pager of photos under a cover-flow transformer, its
/// page control beneath, both made in code where the example's storyboard makes them.
final class BannerScreen: UIViewController, FSPagerViewDataSource, FSPagerViewDelegate {
    let photos: [UIImage]
    let pagerView = FSPagerView(frame: .zero)
    let pageControl = FSPageControl(frame: .zero)

    init(photos: [UIImage]) {
        self.photos = photos
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        pagerView.register(FSPagerViewCell.self, forCellWithReuseIdentifier: "cell")
        pagerView.itemSize = CGSize(width: 220, height: 180)
        pagerView.interitemSpacing = 10
        pagerView.transformer = FSPagerViewTransformer(type: .coverFlow)
        pagerView.dataSource = self
        pagerView.delegate = self
        pageControl.numberOfPages = photos.count
        pageControl.contentHorizontalAlignment = .center
        pageControl.setFillColor(.gray, for: .normal)
        pageControl.setFillColor(.white, for: .selected)
        pageControl.backgroundColor = .darkGray
        view.addSubview(pagerView)
        view.addSubview(pageControl)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        pagerView.frame = CGRect(x: 0, y: 40, width: view.bounds.width, height: 240)
        pageControl.frame = CGRect(x: 0, y: 280, width: view.bounds.width, height: 30)
    }

    func numberOfItems(in pagerView: FSPagerView) -> Int { photos.count }

    func pagerView(_ pagerView: FSPagerView, cellForItemAt index: Int) -> FSPagerViewCell {
        let cell = pagerView.dequeueReusableCell(withReuseIdentifier: "cell", at: index)
        cell.imageView?.image = photos[index]
        cell.imageView?.contentMode = .scaleAspectFill
        cell.imageView?.clipsToBounds = true
        cell.textLabel?.text = "Photo \(index + 1)"
        return cell
    }

    func pagerViewDidScroll(_ pagerView: FSPagerView) {
        pageControl.currentPage = pagerView.currentIndex
    }
}

public let realScreenStyle = UIKitViewControllerStyle(name: "fs-pager-view", height: 360) { photos in
    BannerScreen(photos: Array(photos.prefix(6)))
}
