import FilmstripUIKit
import XCTest

/// The device a view controller is shown on, as UIKit gives it: the window's safe area reaching into the views it
/// covers, a root view's system minimum margins, margins that include the safe area, and traits a container gives
/// its child. Written as swift-snapshot-testing hosts a controller: a window subclass with the device's safe area,
/// the controller's view in it.
final class DeviceEnvironmentTests: XCTestCase {
    /// A window whose device covers `safeArea`, as swift-snapshot-testing's window subclass reports it.
    final class DeviceWindow: UIWindow {
        let safeArea: UIEdgeInsets
        init(size: CGSize, safeArea: UIEdgeInsets) {
            self.safeArea = safeArea
            super.init(frame: CGRect(origin: .zero, size: size))
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override var safeAreaInsets: UIEdgeInsets { safeArea }
    }

    /// A controller whose collection-like subview is pinned to the root view's margins guide.
    final class MarginsController: UIViewController {
        let content = UIView()
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(content)
            content.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                content.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                content.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
                content.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                content.bottomAnchor.constraint(equalTo: view.layoutMarginsGuide.bottomAnchor),
            ])
        }
    }

    /// The windows shown by a test: a view holds its window weakly, as in UIKit, where the application keeps it.
    var windows: [UIWindow] = []

    @discardableResult
    func show(_ controller: UIViewController, size: CGSize, safeArea: UIEdgeInsets) -> UIWindow {
        let window = DeviceWindow(size: size, safeArea: safeArea)
        windows.append(window)
        window.rootViewController = controller
        window.layoutIfNeeded()
        return window
    }

    func testARootViewsMarginsAreTheSystemMinimumPlusTheSafeArea() {
        // iPhone SE and iPhone 8 (320 and 375 points wide, a 20-point status bar): 16-point sides.
        for (width, height) in [(320.0, 568.0), (375, 667)] {
            let controller = MarginsController()
            let window = show(
                controller, size: CGSize(width: width, height: height),
                safeArea: .init(top: 20, left: 0, bottom: 0, right: 0))
            XCTAssertEqual(controller.view.frame, window.bounds)
            XCTAssertEqual(controller.view.safeAreaInsets, UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
            XCTAssertEqual(controller.view.layoutMargins, UIEdgeInsets(top: 20, left: 16, bottom: 0, right: 16))
            XCTAssertEqual(controller.content.frame, CGRect(x: 16, y: 20, width: width - 32, height: height - 20))
        }
        // iPhone Xs Max (414 points, a notch and a home indicator): 20-point sides.
        let max = MarginsController()
        show(max, size: CGSize(width: 414, height: 896), safeArea: .init(top: 44, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(max.view.layoutMargins, UIEdgeInsets(top: 44, left: 20, bottom: 34, right: 20))
        XCTAssertEqual(max.content.frame, CGRect(x: 20, y: 44, width: 374, height: 818))
        // iPad Pro 12.9" in landscape: 20-point sides whatever the width.
        let pad = MarginsController()
        show(pad, size: CGSize(width: 1366, height: 1024), safeArea: .init(top: 20, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(pad.view.layoutMargins, UIEdgeInsets(top: 20, left: 20, bottom: 0, right: 20))
    }

    func testAControllerThatDoesNotRespectTheMinimumGetsTheMarginsItSets() {
        let controller = MarginsController()
        controller.viewRespectsSystemMinimumLayoutMargins = false
        controller.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 2, leading: 4, bottom: 6, trailing: 8)
        show(controller, size: CGSize(width: 320, height: 568), safeArea: .init(top: 20, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(controller.view.layoutMargins, UIEdgeInsets(top: 22, left: 4, bottom: 6, right: 8))
        XCTAssertEqual(controller.content.frame, CGRect(x: 4, y: 22, width: 308, height: 540))
        // Respecting it again, the sides grow to the minimum; top and bottom keep what was set.
        controller.viewRespectsSystemMinimumLayoutMargins = true
        XCTAssertEqual(controller.view.layoutMargins, UIEdgeInsets(top: 22, left: 16, bottom: 6, right: 16))
    }

    func testViewsThatTheSafeAreaReachesHearOfItWhenTheyEnterTheWindow() {
        final class Listening: UIViewController {
            var heard: [String] = []
            let header = Heard()
            final class Heard: UIView {
                var count = 0
                override func safeAreaInsetsDidChange() { count += 1 }
            }
            override func viewDidLoad() {
                super.viewDidLoad()
                header.frame = CGRect(x: 0, y: 0, width: 100, height: 30)
                view.addSubview(header)
                let middle = Heard(frame: CGRect(x: 0, y: 300, width: 100, height: 30))
                view.addSubview(middle)
            }
            override func viewSafeAreaInsetsDidChange() { heard.append("\(view.safeAreaInsets.top)") }
        }
        let controller = Listening()
        show(controller, size: CGSize(width: 414, height: 896), safeArea: .init(top: 44, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(controller.heard, ["44.0"])
        XCTAssertEqual(controller.header.count, 1)
        XCTAssertEqual((controller.view.subviews[1] as? Listening.Heard)?.count, 0, "the safe area does not reach it")
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        XCTAssertEqual(controller.heard, ["44.0", "54.0"])
    }

    func testASubviewsSafeAreaIsWhatTheUnsafeEdgesCoverOfIt() {
        let controller = UIViewController()
        show(controller, size: CGSize(width: 414, height: 896), safeArea: .init(top: 44, left: 0, bottom: 34, right: 0))
        let banner = UIView(frame: CGRect(x: 10, y: 10, width: 200, height: 100))
        let middle = UIView(frame: CGRect(x: 0, y: 300, width: 414, height: 100))
        let footer = UIView(frame: CGRect(x: 0, y: 846, width: 414, height: 50))
        [banner, middle, footer].forEach(controller.view.addSubview)
        XCTAssertEqual(banner.safeAreaInsets, UIEdgeInsets(top: 34, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(middle.safeAreaInsets, .zero)
        XCTAssertEqual(footer.safeAreaInsets, UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        // An ordinary view's margins are 8 points, plus the safe area that covers it.
        XCTAssertEqual(banner.layoutMargins, UIEdgeInsets(top: 42, left: 8, bottom: 8, right: 8))
        banner.insetsLayoutMarginsFromSafeArea = false
        XCTAssertEqual(banner.layoutMargins, UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        // A controller's additional insets add to its root view's, and so to its subviews'.
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 50, right: 0)
        XCTAssertEqual(controller.view.safeAreaInsets, UIEdgeInsets(top: 44, left: 0, bottom: 84, right: 0))
        XCTAssertEqual(footer.safeAreaInsets, UIEdgeInsets(top: 0, left: 0, bottom: 50, right: 0))
        XCTAssertEqual(controller.view.safeAreaLayoutGuide.layoutFrame, CGRect(x: 0, y: 44, width: 414, height: 768))
    }

    func testAContainersOverrideReachesTheChildsViewsAndTellsThem() {
        final class Child: UIViewController {
            var changes: [(UIUserInterfaceSizeClass, UIUserInterfaceSizeClass)] = []
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                super.traitCollectionDidChange(previousTraitCollection)
                changes.append(
                    (previousTraitCollection?.horizontalSizeClass ?? .unspecified, traitCollection.horizontalSizeClass))
            }
        }
        let root = UIViewController()
        let child = Child()
        show(root, size: CGSize(width: 1024, height: 1366), safeArea: .zero)
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        let label = UILabel()
        child.view.addSubview(label)
        XCTAssertEqual(label.traitCollection.horizontalSizeClass, .compact)
        let pad = UITraitCollection(traitsFrom: [
            .init(horizontalSizeClass: .regular), .init(verticalSizeClass: .regular), .init(userInterfaceIdiom: .pad),
            .init(preferredContentSizeCategory: .extraExtraLarge),
        ])
        root.setOverrideTraitCollection(pad, forChild: child)
        XCTAssertEqual(root.overrideTraitCollection(forChild: child), pad)
        XCTAssertEqual(label.traitCollection.horizontalSizeClass, .regular)
        XCTAssertEqual(label.traitCollection.userInterfaceIdiom, .pad)
        XCTAssertEqual(label.traitCollection.preferredContentSizeCategory, .extraExtraLarge)
        // What the override leaves unspecified is still the screen's.
        XCTAssertEqual(label.traitCollection.userInterfaceStyle, .light)
        XCTAssertEqual(child.changes.map { [$0.0, $0.1] }, [[.compact, .regular]])
        // The root view, outside the override, keeps the screen's traits.
        XCTAssertEqual(root.view.traitCollection.horizontalSizeClass, .compact)
    }

    func testTraitCollectionsCombineAsUIKitsDo() {
        let empty = UITraitCollection()
        XCTAssertEqual(empty.displayScale, 0)
        XCTAssertEqual(empty.horizontalSizeClass, .unspecified)
        XCTAssertEqual(empty.preferredContentSizeCategory, .unspecified)
        let combined = UITraitCollection(traitsFrom: [
            .init(displayScale: 2), .init(horizontalSizeClass: .compact), .init(displayScale: 3),
            .init(layoutDirection: .rightToLeft),
        ])
        XCTAssertEqual(combined.displayScale, 3)
        XCTAssertEqual(combined.horizontalSizeClass, .compact)
        XCTAssertEqual(combined.layoutDirection, .rightToLeft)
        XCTAssertTrue(combined.containsTraits(in: .init(horizontalSizeClass: .compact)))
        XCTAssertFalse(combined.containsTraits(in: .init(horizontalSizeClass: .regular)))
        XCTAssertTrue(combined.containsTraits(in: nil))
    }

    func testDynamicTypeSizesFollowTheContentSize() {
        func size(_ style: UIFont.TextStyle, _ category: UIContentSizeCategory) -> CGFloat {
            UIFont.preferredFont(forTextStyle: style, compatibleWith: .init(preferredContentSizeCategory: category))
                .pointSize
        }
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body).pointSize, 17)
        XCTAssertEqual(size(.body, .extraSmall), 14)
        XCTAssertEqual(size(.body, .accessibilityExtraExtraExtraLarge), 53)
        XCTAssertEqual(size(.title1, .medium), 27)
        XCTAssertEqual(size(.largeTitle, .extraExtraExtraLarge), 40)
        XCTAssertEqual(size(.caption2, .small), 11)
        XCTAssertEqual(size(.footnote, .unspecified), 13)
        XCTAssertTrue(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        XCTAssertFalse(UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        XCTAssertLessThan(UIContentSizeCategory.small, .large)
    }

    func testALabelThatAdjustsItsFontTakesTheNewContentSizesFont() {
        // swift-snapshot-testing's testTraitsWithView: a title-1 label at every content size.
        let root = UIViewController()
        let child = UIViewController()
        show(root, size: CGSize(width: 320, height: 568), safeArea: .zero)
        root.addChild(child)
        root.view.addSubview(child.view)
        let adjusting = UILabel()
        adjusting.font = .preferredFont(forTextStyle: .title1)
        adjusting.adjustsFontForContentSizeCategory = true
        let fixed = UILabel()
        fixed.font = .preferredFont(forTextStyle: .title1)
        let sized = UILabel()
        sized.font = .systemFont(ofSize: 12)
        sized.adjustsFontForContentSizeCategory = true
        for label in [adjusting, fixed, sized] { child.view.addSubview(label) }
        XCTAssertEqual(adjusting.font.pointSize, 28)
        root.setOverrideTraitCollection(
            .init(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge), forChild: child)
        XCTAssertEqual(adjusting.font.pointSize, 58, "Apple's title 1 at AX5")
        XCTAssertEqual(fixed.font.pointSize, 28, "a label that does not adjust keeps its font")
        XCTAssertEqual(sized.font.pointSize, 12, "a font of no text style is kept")
        root.setOverrideTraitCollection(.init(preferredContentSizeCategory: .extraSmall), forChild: child)
        XCTAssertEqual(adjusting.font.pointSize, 25)
        // Moved to a tree of the default content size (as swift-snapshot-testing hosts the same label once per
        // size), it is measured with that size's font though no trait change was told.
        adjusting.removeFromSuperview()
        UIView().addSubview(adjusting)
        adjusting.text = "What's the point?"
        let height = adjusting.intrinsicContentSize.height
        XCTAssertEqual(adjusting.font.pointSize, 28)
        let reference = UILabel()
        reference.font = .preferredFont(forTextStyle: .title1)
        reference.text = "What's the point?"
        XCTAssertEqual(height, reference.intrinsicContentSize.height)
    }

    func testRegisteredTraitChangesAreDeliveredForTheTraitsNamed() {
        final class Observer: NSObject {
            var calls: [String] = []
            func styleChanged(_ view: UIView, _ previous: UITraitCollection) {
                calls.append("style from \(previous.userInterfaceStyle == .dark ? "dark" : "light")")
            }
        }
        let root = UIViewController()
        let child = UIViewController()
        show(root, size: CGSize(width: 320, height: 568), safeArea: .zero)
        root.addChild(child)
        root.view.addSubview(child.view)
        let view = UIView()
        child.view.addSubview(view)
        var sizes: [UIContentSizeCategory] = []
        var controllerSeen: [UIUserInterfaceStyle] = []
        view.registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { (view: UIView, _) in
            sizes.append(view.traitCollection.preferredContentSizeCategory)
        }
        let observer = Observer()
        let registration = view.registerForTraitChanges(
            [UITraitUserInterfaceStyle.self], target: observer,
            action: Selector("styleChanged::", Observer.styleChanged(_:_:)))
        child.registerForTraitChanges([UITraitUserInterfaceStyle.self, UITraitHorizontalSizeClass.self]) {
            (controller: UIViewController, _) in controllerSeen.append(controller.traitCollection.userInterfaceStyle)
        }
        root.setOverrideTraitCollection(.init(preferredContentSizeCategory: .extraLarge), forChild: child)
        XCTAssertEqual(sizes, [.extraLarge])
        XCTAssertEqual(observer.calls, [], "only the traits named are watched")
        XCTAssertEqual(controllerSeen, [])
        root.setOverrideTraitCollection(.init(userInterfaceStyle: .dark), forChild: child)
        XCTAssertEqual(sizes, [.extraLarge, .large], "the override went, so the size came back")
        XCTAssertEqual(observer.calls, ["style from light"])
        XCTAssertEqual(controllerSeen, [.dark])
        view.unregisterForTraitChanges(registration)
        root.setOverrideTraitCollection(nil, forChild: child)
        XCTAssertEqual(observer.calls, ["style from light"], "unregistered")
        XCTAssertEqual(controllerSeen, [.dark, .light])
    }

    func testRightToLeftMirrorsDirectionalMargins() {
        let root = UIViewController()
        let child = UIViewController()
        show(root, size: CGSize(width: 320, height: 568), safeArea: .zero)
        root.addChild(child)
        root.view.addSubview(child.view)
        root.setOverrideTraitCollection(.init(layoutDirection: .rightToLeft), forChild: child)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        child.view.addSubview(view)
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        XCTAssertEqual(view.layoutMargins, UIEdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
        XCTAssertEqual(
            view.directionalLayoutMargins, NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    }
}
