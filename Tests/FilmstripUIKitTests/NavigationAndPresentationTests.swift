import FilmstripImage
import XCTest

@testable import Filmstrip
@testable import FilmstripUIKit

/// Navigation, tab bar and presentation as an app uses them: a controller pinned to its safe area inside a
/// navigation controller, pushes and pops, a tab bar controller around a navigation controller, a controller
/// presenting another and an alert. Geometry from the bars' heights (UIKit choice `navigationBarMetrics`,
/// `tabBarMetrics`) and the device's safe area; pixels where the bars draw.
final class NavigationAndPresentationTests: XCTestCase {
    /// An iPhone 14's window: 390 by 844 points, the status bar's 47 points and the home indicator's 34 unsafe.
    final class PhoneWindow: UIWindow {
        init() { super.init(frame: CGRect(x: 0, y: 0, width: 390, height: 844)) }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override var safeAreaInsets: UIEdgeInsets { UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0) }
    }

    /// A screen as apps write one: a banner pinned to the top of the safe area, its title and a bar button item set
    /// in `viewDidLoad`, and the appearance callbacks it hears.
    final class BannerController: UIViewController {
        let banner = UIView()
        var heard: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            banner.backgroundColor = .systemRed
            banner.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(banner)
            NSLayoutConstraint.activate([
                banner.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                banner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                banner.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                banner.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            ])
        }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            heard.append("willAppear")
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            heard.append("didAppear")
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            heard.append("willDisappear")
        }
        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            heard.append("didDisappear")
        }
    }

    var windows: [UIWindow] = []

    func show(_ controller: UIViewController) -> UIWindow {
        let window = PhoneWindow()
        windows.append(window)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    func render(_ window: UIWindow) throws -> RGBAImage {
        window.layoutIfNeeded()
        return try ViewTreeRenderer.image(of: window, scale: 1, background: RGBA(r: 255, g: 255, b: 255))
    }

    /// The columns in row `y` between `from` and `to` whose pixel is not `background`.
    func inkedColumns(_ image: RGBAImage, rows: ClosedRange<Int>, from: Int, to: Int, background: RGBA) -> [Int] {
        (from..<to).filter { x in rows.contains { image[x, $0] != background } }
    }

    func testANavigationBarSitsUnderTheStatusBarAndAddsItsHeightToTheSafeArea() throws {
        let screen = BannerController()
        let navigation = UINavigationController(rootViewController: screen)
        _ = show(navigation)
        XCTAssertTrue(screen.navigationController === navigation)
        XCTAssertTrue(navigation.topViewController === screen)
        XCTAssertEqual(navigation.navigationBar.frame, CGRect(x: 0, y: 47, width: 390, height: 44))
        // The child's view runs under the bar; its safe area is the status bar plus the bar, and the home indicator.
        XCTAssertEqual(screen.view.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(screen.view.safeAreaInsets, UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(screen.banner.frame, CGRect(x: 0, y: 91, width: 390, height: 844 - 91 - 34))
        XCTAssertEqual(screen.heard, ["willAppear", "didAppear"])

        navigation.setNavigationBarHidden(true, animated: false)
        navigation.view.layoutIfNeeded()
        XCTAssertEqual(screen.view.safeAreaInsets.top, 47, "a hidden bar adds nothing")
    }

    func testLargeTitlesAddA52PointRowUnlessTheItemSaysNever() {
        let root = BannerController()
        root.title = "Photos"
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        _ = show(navigation)
        navigation.view.layoutIfNeeded()
        XCTAssertEqual(navigation.navigationBar.frame.height, 96)
        XCTAssertEqual(root.view.safeAreaInsets.top, 47 + 96)
        XCTAssertEqual(root.banner.frame.minY, 143)

        let detail = BannerController()
        detail.navigationItem.largeTitleDisplayMode = .never
        navigation.pushViewController(detail, animated: true)
        navigation.view.layoutIfNeeded()
        XCTAssertEqual(navigation.navigationBar.frame.height, 44)
        XCTAssertEqual(detail.banner.frame.minY, 91)
    }

    func testPushAndPopChangeTheStackAndTheAppearanceCallbacks() {
        let first = BannerController()
        first.title = "Albums"
        let navigation = UINavigationController(rootViewController: first)
        let window = show(navigation)
        let second = BannerController()
        navigation.pushViewController(second, animated: true)
        window.layoutIfNeeded()
        XCTAssertEqual(navigation.viewControllers.count, 2)
        XCTAssertTrue(navigation.topViewController === second)
        XCTAssertTrue(second.navigationController === navigation)
        XCTAssertTrue(second.view.superview === navigation.view)
        XCTAssertNil(first.view.superview, "the covered controller's view leaves the hierarchy")
        XCTAssertEqual(first.heard, ["willAppear", "didAppear", "willDisappear", "didDisappear"])
        XCTAssertEqual(second.heard, ["willAppear", "didAppear"])
        XCTAssertEqual(second.banner.frame.minY, 91)
        XCTAssertTrue(navigation.navigationBar.backItem === first.navigationItem)

        XCTAssertTrue(navigation.popViewController(animated: true) === second)
        XCTAssertNil(navigation.popViewController(animated: true), "the root is never popped")
        XCTAssertTrue(first.view.superview === navigation.view)
        XCTAssertEqual(first.heard.suffix(2), ["willAppear", "didAppear"])
        XCTAssertEqual(second.heard.suffix(2), ["willDisappear", "didDisappear"])
    }

    func testTheBarDrawsItsCentredTitleAndItemsInTheTint() throws {
        let screen = BannerController()
        screen.title = "Library"
        let navigation = UINavigationController(rootViewController: screen)
        let window = show(navigation)
        screen.navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        screen.navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Edit", style: .plain, target: nil, action: nil)
        screen.banner.isHidden = true
        let image = try render(window)
        let white = RGBA(r: 255, g: 255, b: 255)
        // At the scroll edge the bar draws no background: above and below the title the screen's white shows.
        XCTAssertEqual(image[195, 50], white)
        XCTAssertEqual(image[195, 90], white)
        // The title is centred on the bar.
        let title = inkedColumns(image, rows: 55...83, from: 120, to: 270, background: white)
        let titleCentre = Double((title.first ?? 0) + (title.last ?? 0)) / 2
        XCTAssertEqual(titleCentre, 195, accuracy: 1.5, "title \(title.first ?? -1)...\(title.last ?? -1)")
        // The plus (18 points) starts at the 20-point margin, its bars in system blue; the Edit title ends at the
        // trailing margin.
        XCTAssertEqual(image[29, 69], RGBA(r: 0, g: 122, b: 255))
        let plus = inkedColumns(image, rows: 50...88, from: 0, to: 60, background: white)
        XCTAssertEqual(plus.first, 20)
        XCTAssertEqual(plus.last, 37)
        let edit = inkedColumns(image, rows: 50...88, from: 300, to: 390, background: white)
        XCTAssertLessThanOrEqual(edit.last ?? 0, 370)
        XCTAssertGreaterThanOrEqual(edit.last ?? 0, 367)
    }

    func testContentScrolledUnderTheBarGivesItTheChromeBackgroundAndAShadow() throws {
        final class ScrollingController: UIViewController {
            override func loadView() {
                let scrollView = UIScrollView(frame: UIScreen.main.bounds)
                scrollView.backgroundColor = .systemRed
                scrollView.contentSize = CGSize(width: 390, height: 2000)
                view = scrollView
            }
        }
        let screen = ScrollingController()
        let navigation = UINavigationController(rootViewController: screen)
        let window = show(navigation)
        let red = RGBA(r: 255, g: 59, b: 48)
        XCTAssertEqual(try render(window)[195, 60], red, "at the scroll edge the bar is clear")
        (screen.view as? UIScrollView)?.contentOffset = CGPoint(x: 0, y: 200)
        navigation.view.setNeedsLayout()
        let image = try render(window)
        // The material's flat tint over the red, from the top of the window down to the bar's bottom edge.
        let tint = UIBlurEffect(style: .systemChromeMaterial).tint(in: .light).cgColor.rgba
        let alpha = Double(tint.a) / 255
        func over(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
            let mixed: Double = Double(top) * alpha + Double(bottom) * (1 - alpha)
            return UInt8(mixed.rounded())
        }
        let expected = RGBA(r: over(tint.r, red.r), g: over(tint.g, red.g), b: over(tint.b, red.b))
        for y in [0, 30, 60, 90] {
            let pixel = image[5, y]
            XCTAssertLessThanOrEqual(abs(Int(pixel.g) - Int(expected.g)), 1, "row \(y): \(pixel) is not \(expected)")
        }
        // The shadow under the bar is one device pixel (1 / displayScale points) of black at 30 %: drawn at a scale
        // of 1 it covers that fraction of row 91.
        let hairline = 1 / max(navigation.navigationBar.traitCollection.displayScale, 1)
        let shadowRed = Double(red.r) * (1 - 0.3 * Double(hairline))
        XCTAssertEqual(Double(image[5, 91].r), shadowRed, accuracy: 1)
        XCTAssertEqual(image[5, 92], red)
    }

    func testBarAppearancesDrawTheirBackgroundsAndTitleColoursAtTheScrollEdge() throws {
        let screen = BannerController()
        screen.title = "Inbox"
        let navigation = UINavigationController(rootViewController: screen)
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        navigation.navigationBar.standardAppearance = appearance
        navigation.navigationBar.scrollEdgeAppearance = appearance
        let tabs = UITabBarController()
        tabs.setViewControllers([navigation], animated: false)
        navigation.tabBarItem = UITabBarItem(title: "Mail", image: nil, tag: 0)
        let tabLook = UITabBarAppearance()
        tabLook.configureWithOpaqueBackground()
        tabLook.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.systemRed]
        tabs.tabBar.standardAppearance = tabLook
        tabs.tabBar.scrollEdgeAppearance = tabLook
        let window = show(tabs)
        screen.banner.isHidden = true
        let image = try render(window)
        let indigo = RGBA(r: 88, g: 86, b: 214)
        XCTAssertEqual(image[5, 10], indigo, "the background reaches under the status bar")
        XCTAssertEqual(image[5, 90], indigo)
        let title = (150..<240).filter { x in (55...83).contains { image[x, $0] == RGBA(r: 255, g: 255, b: 255) } }
        XCTAssertFalse(title.isEmpty, "the title is white on the indigo bar")
        // The opaque look's shadow line is drawn under the bar, and the tab bar is the system background.
        XCTAssertNotEqual(image[5, 91], indigo)
        XCTAssertEqual(image[5, 830], RGBA(r: 255, g: 255, b: 255))
        // A 10-point title at a scale of 1 covers few pixels fully: its ink is red (strong red, weak green), not
        // the tint's blue.
        let ink = (0..<390).flatMap { x in (790...810).map { image[x, $0] } }.filter {
            $0 != RGBA(r: 255, g: 255, b: 255)
        }
        XCTAssertFalse(ink.isEmpty)
        XCTAssertTrue(ink.allSatisfy { $0.r >= $0.b }, "the selected title takes the appearance's colour")
    }

    func testAPushedControllerShowsABackButtonWithTheTitleBelow() throws {
        let first = BannerController()
        first.title = "Albums"
        let navigation = UINavigationController(rootViewController: first)
        let window = show(navigation)
        let second = BannerController()
        navigation.pushViewController(second, animated: false)
        second.banner.isHidden = true
        let image = try render(window)
        let white = RGBA(r: 255, g: 255, b: 255)
        // The chevron is 12 points wide from x = 8; "Albums" follows 6 points after it, in the tint.
        let ink = inkedColumns(image, rows: 50...88, from: 0, to: 120, background: white)
        XCTAssertEqual(ink.first, 8)
        XCTAssertTrue(ink.contains(26), "the back title starts at 8 + 12 + 6")
        XCTAssertFalse((20..<26).contains { ink.contains($0) }, "a gap between chevron and title")
    }

    func testATabBarControllerDrawsItsBarOverTheHomeIndicatorAndAddsItToTheSafeArea() throws {
        let photos = BannerController()
        photos.title = "Photos"
        let albums = BannerController()
        albums.tabBarItem = UITabBarItem(title: "Albums", image: nil, tag: 1)
        let navigation = UINavigationController(rootViewController: photos)
        let tabs = UITabBarController()
        tabs.setViewControllers([navigation, albums], animated: false)
        let window = show(tabs)
        XCTAssertEqual(tabs.tabBar.frame, CGRect(x: 0, y: 844 - 83, width: 390, height: 83))
        XCTAssertEqual(photos.view.safeAreaInsets, UIEdgeInsets(top: 91, left: 0, bottom: 83, right: 0))
        XCTAssertEqual(photos.banner.frame, CGRect(x: 0, y: 91, width: 390, height: 844 - 91 - 83))
        XCTAssertTrue(photos.tabBarController === tabs)
        XCTAssertEqual(navigation.tabBarItem.title, nil, "a navigation controller's own item has no title")
        XCTAssertEqual(tabs.tabBar.items?.map(\.title), [nil, "Albums"])

        tabs.selectedIndex = 1
        window.layoutIfNeeded()
        XCTAssertTrue(tabs.selectedViewController === albums)
        XCTAssertNil(navigation.view.superview)
        XCTAssertEqual(albums.banner.frame, CGRect(x: 0, y: 47, width: 390, height: 844 - 47 - 83))
        XCTAssertEqual(photos.heard, ["willAppear", "didAppear", "willDisappear", "didDisappear"])
        XCTAssertEqual(albums.heard, ["willAppear", "didAppear"])

        albums.banner.isHidden = true
        let image = try render(window)
        let white = RGBA(r: 255, g: 255, b: 255)
        // The selected title is in the tint, centred in the second half; the bar is clear at the scroll edge.
        let selected = inkedColumns(image, rows: 790...810, from: 195, to: 390, background: white)
        XCTAssertEqual(Double((selected.first ?? 0) + (selected.last ?? 0)) / 2, 292.5, accuracy: 1.5)
        XCTAssertTrue(
            (790...810).contains { y in selected.contains { image[$0, y] == RGBA(r: 0, g: 122, b: 255) } },
            "the selected title is system blue")
        XCTAssertEqual(image[10, 780], white)
    }

    func testPresentAndDismissRunAtOnceAndCallTheirCompletions() throws {
        let presenter = BannerController()
        let window = show(presenter)
        let sheet = BannerController()
        var completed: [String] = []
        presenter.present(sheet, animated: true) { completed.append("presented") }
        XCTAssertEqual(completed, ["presented"])
        XCTAssertTrue(presenter.presentedViewController === sheet)
        XCTAssertTrue(sheet.presentingViewController === presenter)
        XCTAssertTrue(sheet.view.superview === window)
        XCTAssertEqual(sheet.view.frame, window.bounds)
        XCTAssertEqual(sheet.banner.frame.minY, 47, "the presented view has the window's safe area")
        XCTAssertEqual(sheet.heard, ["willAppear", "didAppear"])
        XCTAssertEqual(
            UIKitNotRunLog.messages.filter { $0.contains("as a sheet") }.count, 1, "iOS 17's card is not drawn")
        // The presented controller can be drawn on its own.
        let alone = try ViewTreeRenderer.image(of: sheet.view, scale: 1)
        XCTAssertEqual(alone[10, 100], RGBA(r: 255, g: 59, b: 48))

        sheet.dismiss(animated: true) { completed.append("dismissed") }
        XCTAssertEqual(completed, ["presented", "dismissed"])
        XCTAssertNil(presenter.presentedViewController)
        XCTAssertNil(sheet.presentingViewController)
        XCTAssertNil(sheet.view.superview)
        XCTAssertEqual(sheet.heard, ["willAppear", "didAppear", "willDisappear", "didDisappear"])
    }

    func testShowPushesInANavigationControllerAndPresentsOtherwise() {
        final class Tracker: NSObject, UINavigationControllerDelegate {}
        let list = BannerController()
        let navigation = UINavigationController(rootViewController: list)
        let tracker = Tracker()
        navigation.delegate = tracker
        _ = show(navigation)
        let detail = BannerController()
        list.show(detail, sender: nil)
        XCTAssertTrue(navigation.topViewController === detail)
        let lone = BannerController()
        _ = show(lone)
        let other = BannerController()
        lone.show(other, sender: nil)
        XCTAssertTrue(lone.presentedViewController === other)
    }

    func testSymbolImagesStandInBlankSoTabBarsAndButtonsWithThemRun() throws {
        let home = try XCTUnwrap(UIImage(systemName: "house.fill"))
        XCTAssertEqual(home.size, CGSize(width: 20, height: 20))
        let large = UIImage(
            systemName: "plus", withConfiguration: UIImage.SymbolConfiguration(pointSize: 24, weight: .bold))
        XCTAssertEqual(large?.size, CGSize(width: 29, height: 29))
        XCTAssertTrue(home.withRenderingMode(.alwaysTemplate) === home)
        XCTAssertTrue(UIKitNotRunLog.messages.contains { $0.contains("UIImage(systemName:) compiles but SF Symbols") })
        let screen = BannerController()
        screen.tabBarItem = UITabBarItem(title: "Home", image: home, selectedImage: UIImage(systemName: "house"))
        let tabs = UITabBarController()
        tabs.viewControllers = [screen]
        _ = show(tabs)
        let imageView = try XCTUnwrap(tabs.tabBar.subviews.compactMap { $0 as? UIImageView }.first)
        XCTAssertEqual(imageView.center, CGPoint(x: 195, y: 18), "the item's image is centred 18 points down")
    }

    func testAnAlertCanBePresentedWithItsActionsAndSaysItIsNotDrawn() {
        let presenter = BannerController()
        _ = show(presenter)
        let alert = UIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
        var chosen: [String] = []
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { chosen.append($0.title ?? "") })
        alert.addTextField { $0.placeholder = "Name" }
        presenter.present(alert, animated: true)
        XCTAssertTrue(presenter.presentedViewController === alert)
        XCTAssertEqual(alert.actions.map(\.title), ["Cancel", "Delete"])
        XCTAssertEqual(alert.actions.map(\.style), [.cancel, .destructive])
        XCTAssertEqual(alert.textFields?.first?.placeholder, "Name")
        XCTAssertEqual(alert.title, "Delete?")
        XCTAssertTrue(
            UIKitNotRunLog.messages.contains { $0.contains("UIAlertController compiles but it is not drawn") })
        alert.actions[1].handler?(alert.actions[1])
        XCTAssertEqual(chosen, ["Delete"])
        alert.dismiss(animated: true)
        XCTAssertNil(presenter.presentedViewController)
    }
}
