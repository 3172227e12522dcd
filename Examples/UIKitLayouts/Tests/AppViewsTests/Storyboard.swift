import FilmstripUIKit

/// What a storyboard would do for an app's view controller: make it, connect its collection view outlet to the
/// collection view Filmstrip drives, load its view (so `viewDidLoad` runs), and keep both for the test to inspect.
final class Storyboard<Controller: UIViewController>: @unchecked Sendable {
    private let make: () -> Controller
    private let connect: (Controller, UICollectionView) -> Void
    private(set) var controller: Controller?
    private(set) var collectionView: UICollectionView?

    /// `connect` sets the controller's outlet, as Interface Builder's connection would.
    init(_ make: @escaping () -> Controller, connect: @escaping (Controller, UICollectionView) -> Void) {
        self.make = make
        self.connect = connect
    }

    /// The layout the loaded controller gave its collection view: what a style's setup returns.
    func load(into collectionView: UICollectionView) -> UICollectionViewLayout {
        let controller = make()
        connect(controller, collectionView)
        controller.loadViewIfNeeded()
        self.controller = controller
        self.collectionView = collectionView
        return collectionView.collectionViewLayout
    }
}
