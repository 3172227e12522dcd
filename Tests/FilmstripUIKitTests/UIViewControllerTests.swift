import Filmstrip
import FilmstripUIKit
import XCTest

/// View controllers as UIKit runs them: the view made on first use, the layout callbacks around each pass,
/// `UICollectionViewController`'s methods overridden as iOS code overrides them, and nibs that name a class.
final class UIViewControllerTests: XCTestCase {
    final class LoggingController: UIViewController {
        var log: [String] = []
        override func loadView() {
            log.append("loadView")
            view = LoggingView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        }
        override func viewDidLoad() {
            super.viewDidLoad()
            log.append("viewDidLoad")
            (view as? LoggingView)?.controller = self
        }
        override func viewWillLayoutSubviews() { log.append("viewWillLayoutSubviews") }
        override func viewDidLayoutSubviews() { log.append("viewDidLayoutSubviews") }
        override func viewWillAppear(_ animated: Bool) { log.append("viewWillAppear") }
        override func viewDidAppear(_ animated: Bool) { log.append("viewDidAppear") }
    }

    final class LoggingView: UIView {
        weak var controller: LoggingController?
        override func layoutSubviews() {
            super.layoutSubviews()
            controller?.log.append("layoutSubviews")
        }
    }

    func testTheViewIsLoadedOnFirstUseAndTheLayoutCallbacksBracketItsPass() {
        let controller = LoggingController()
        XCTAssertFalse(controller.isViewLoaded)
        XCTAssertNil(controller.viewIfLoaded)
        XCTAssertEqual(controller.view.bounds.size, CGSize(width: 320, height: 200))
        _ = controller.view
        XCTAssertEqual(controller.log, ["loadView", "viewDidLoad"], "loaded once")
        controller.beginAppearanceTransition(true, animated: false)
        controller.view.setNeedsLayout()
        controller.view.layoutIfNeeded()
        controller.endAppearanceTransition()
        XCTAssertEqual(
            controller.log,
            [
                "loadView", "viewDidLoad", "viewWillAppear", "viewWillLayoutSubviews", "layoutSubviews",
                "viewDidLayoutSubviews", "viewDidAppear",
            ])
    }

    func testAViewControllerWithoutLoadViewGetsAScreenSizedView() {
        XCTAssertEqual(UIViewController().view.frame, UIScreen.main.bounds)
    }

    final class GalleryController: UICollectionViewController {
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            12
        }
        override func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
    }

    func testACollectionViewControllersOverridesAnswerItsCollectionView() {
        let controller = GalleryController(collectionViewLayout: UICollectionViewFlowLayout())
        let collectionView = controller.collectionView!
        XCTAssertTrue(collectionView.dataSource === controller)
        XCTAssertTrue(collectionView.delegate === controller)
        XCTAssertEqual(collectionView.numberOfSections, 2)
        XCTAssertEqual(collectionView.numberOfItems(inSection: 1), 12)
    }

    final class Source: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
        func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
        }
    }

    func testANibWhoseClassNobodyNamedFailsTheRenderingSayingWhatToCall() throws {
        let source = Source()
        let style = UIKitLayoutStyle(name: "nib", height: 100) { view in
            view.register(UINib(nibName: "NeverNamedCardCell", bundle: nil), forCellWithReuseIdentifier: "card")
            view.dataSource = source
            let layout = UICollectionViewFlowLayout()
            layout.scrollDirection = .horizontal
            layout.itemSize = CGSize(width: 100, height: 100)
            return layout
        }
        let layout = try style.makeLayout(
            itemSizes: Array(repeating: Size(width: 4, height: 3), count: 4), viewSize: Size(width: 300, height: 100))
        XCTAssertThrowsError(try layout.checkedVisibleAttributes(atOffset: 0)) { error in
            XCTAssertEqual(
                "\(error)",
                "Source: the nib \"NeverNamedCardCell\" registered for identifier card cannot be loaded: Interface "
                    + "Builder files are not read on Linux; name the class it holds with "
                    + "UINib.register(YourCell.self, forNibNamed: \"NeverNamedCardCell\") before the nib is registered "
                    + "(dequeueReusableCell(withReuseIdentifier:for:) for item 0 of section 0)")
        }
    }

    /// A root controller as Blueprints' example app writes it: its own `init()`, without `override`, calling
    /// `super.init(nibName:bundle:)`. That compiles only when `UIViewController.init()` is a convenience
    /// initializer, as UIKit's is; `init()` on a controller that declares no initializer still makes one.
    final class RootController: UIViewController {
        let title0: String

        init() {
            title0 = "Blueprints"
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("made in code") }
    }

    final class PlainController: UIViewController {}

    func testInitIsAConvenienceInitializerAsInUIKit() {
        let root = RootController()
        XCTAssertEqual(root.title0, "Blueprints")
        let plain = PlainController()
        XCTAssertNotNil(plain.view)
        XCTAssertTrue(UINavigationController().viewControllers.isEmpty)
        XCTAssertEqual(UITableViewController().tableView.style, .plain)
    }
}
