import DisplaySwitcher
import LinuxUIKit

/// The demo's list of users in the library's list layout. The demo's outlets (its collection view, search bar and
/// switch button) are fileprivate to its controller, so this controller makes its own, with cells of its own.
final class UserListScreen: UIViewController, UICollectionViewDataSource {
    let layout = DisplaySwitchLayout(staticCellHeight: 80, nextLayoutStaticCellHeight: 165, layoutState: .list)
    lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    let users = UserDataProvider().generateFakeUsers()

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .white
        collectionView.dataSource = self
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "user")
        view.addSubview(collectionView)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        collectionView.frame = view.bounds
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        users.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "user", for: indexPath)
        cell.backgroundColor = indexPath.item % 2 == 0 ? .systemGray5 : .systemGray6
        return cell
    }
}

public let realScreenStyle = UIKitViewControllerStyle(name: "display-switcher", height: 844) { _ in
    UserListScreen()
}
