import FilmstripUIKit
import XCTest

/// Target-action as a screen's code writes it. Swift on Linux has no `#selector`: the LinuxUIKit plugin rewrites
/// `#selector(BannerView.next(_:))` to `Selector("next:", BannerView.next(_:))`, which these tests write directly.
final class TargetActionTests: XCTestCase {
    /// A banner as published pagers write one: a page control, a timer and a rotation observer.
    final class BannerView: UIView {
        var calls: [String] = []
        let pageControl = UIPageControl()
        var timer: Timer?

        func start() {
            addSubview(pageControl)
            pageControl.addTarget(
                self, action: Selector("pageChanged:", BannerView.pageChanged(_:)), for: .valueChanged)
            timer = Timer(
                timeInterval: 3, target: self, selector: Selector("advance", BannerView.advance), userInfo: nil,
                repeats: true)
            NotificationCenter.default.addObserver(
                self, selector: Selector("rotated:", BannerView.rotated(_:)), name: Self.rotation, object: nil)
        }

        static let rotation = Notification.Name("BannerRotation")

        func pageChanged(_ sender: UIPageControl) { calls.append("pageChanged \(sender.currentPage)") }
        private func advance() { calls.append("advance") }
        func rotated(_ notification: Notification) { calls.append("rotated \(notification.name.rawValue)") }
    }

    func testSendActionsTimersAndNotificationsReachTheMethods() {
        let banner = BannerView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        banner.start()
        banner.pageControl.numberOfPages = 3
        banner.pageControl.currentPage = 2
        banner.pageControl.sendActions(for: .valueChanged)
        banner.pageControl.sendActions(for: .touchUpInside)
        banner.timer?.fire()
        NotificationCenter.default.post(name: BannerView.rotation, object: nil)
        XCTAssertEqual(banner.calls, ["pageChanged 2", "advance", "rotated BannerRotation"])
        banner.timer?.invalidate()
    }

    func testAReleasedObserverIsNoLongerCalled() {
        var banner: BannerView? = BannerView(frame: .zero)
        banner?.start()
        weak let released = banner
        banner?.timer?.invalidate()
        banner?.timer = nil
        banner = nil
        XCTAssertNil(released, "the notification centre holds the observer weakly")
        NotificationCenter.default.post(name: BannerView.rotation, object: nil)
    }

    final class Screen: UIViewController {
        var taps: [String] = []
        func buy(_ sender: UIButton) { taps.append("buy \(sender.currentTitle ?? "")") }
        func refresh() { taps.append("refresh") }
    }

    func testANilTargetGoesUpTheResponderChainToTheViewController() {
        let screen = Screen()
        let button = UIButton(type: .system)
        button.setTitle("Buy", for: .normal)
        screen.view.addSubview(button)
        button.addTarget(nil, action: Selector("buy:", Screen.buy(_:)), for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        XCTAssertEqual(screen.taps, ["buy Buy"])
    }

    func testPairsAreKeptOnceAndRemovedAsUIKitDoes() {
        let screen = Screen()
        let control = UIControl()
        let refresh = Selector("refresh", Screen.refresh)
        control.addTarget(screen, action: refresh, for: .touchUpInside)
        control.addTarget(screen, action: refresh, for: [.touchUpInside, .valueChanged])
        XCTAssertEqual(control.allControlEvents, [.touchUpInside, .valueChanged])
        XCTAssertEqual(control.actions(forTarget: screen, forControlEvent: .valueChanged), ["refresh"])
        control.sendActions(for: [.touchUpInside, .valueChanged])
        XCTAssertEqual(screen.taps, ["refresh"], "one pair, sent once")
        control.removeTarget(screen, action: refresh, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        XCTAssertEqual(screen.taps, ["refresh"])
        control.removeTarget(nil, action: nil, for: .allEvents)
        XCTAssertEqual(control.allControlEvents, [])
        XCTAssertNil(control.actions(forTarget: screen, forControlEvent: .valueChanged))
    }

    func testUIActionHandlersRunBeforeTargetActions() {
        var order: [String] = []
        let screen = Screen()
        let button = UIButton(
            primaryAction: UIAction(title: "Go") { action in order.append("action \(action.title)") })
        button.addTarget(screen, action: Selector("refresh", Screen.refresh), for: .primaryActionTriggered)
        button.sendActions(for: .primaryActionTriggered)
        XCTAssertEqual(order, ["action Go"])
        XCTAssertEqual(screen.taps, ["refresh"])
        XCTAssertEqual(button.currentTitle, "Go")
    }

    func testStateIsMadeOfEnabledSelectedAndHighlighted() {
        let control = UIControl()
        XCTAssertEqual(control.state, .normal)
        control.isSelected = true
        control.isHighlighted = true
        control.isEnabled = false
        XCTAssertEqual(control.state, [.selected, .highlighted, .disabled])
        XCTAssertEqual(control.state.rawValue, 7)
        XCTAssertEqual(UIControl.Event.valueChanged.rawValue, 4096)
        XCTAssertEqual(UIControl.Event.primaryActionTriggered.rawValue, 8192)
    }

    func testPerformAndRespondsToReachTheMethodOfTheSelectorsType() {
        let screen = Screen()
        let refresh = Selector("refresh", Screen.refresh)
        XCTAssertTrue(screen.responds(to: refresh))
        XCTAssertFalse(UIView().responds(to: refresh))
        XCTAssertFalse(screen.responds(to: NSSelectorFromString("refresh")), "a name alone reaches no method")
        screen.perform(refresh)
        let button = UIButton()
        button.setTitle("Now", for: .normal)
        screen.perform(Selector("buy:", Screen.buy(_:)), with: button)
        XCTAssertEqual(screen.taps, ["refresh", "buy Now"])
        XCTAssertEqual(NSStringFromSelector(refresh), "refresh")
        XCTAssertEqual(refresh, Selector("refresh"), "selectors are equal by name, as Objective-C's are")
        let made: Selector = "refresh"
        XCTAssertEqual(made.name, "refresh")
    }

    func testASenderOfAnotherTypeDoesNotReachTheMethod() {
        let screen = Screen()
        let control = UIControl()
        control.addTarget(screen, action: Selector("buy:", Screen.buy(_:)), for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        XCTAssertEqual(screen.taps, [], "buy(_:) takes a UIButton; a UIControl is not one")
    }

    func testADelayedPerformSaysOnceThatItIsNotRun() {
        let screen = Screen()
        screen.perform(Selector("refresh", Screen.refresh), with: nil, afterDelay: 0.3)
        screen.perform(Selector("refresh", Screen.refresh), with: nil, afterDelay: 0.5)
        XCTAssertEqual(screen.taps, [])
        XCTAssertEqual(UIKitNotRunLog.messages.filter { $0.contains("afterDelay") }.count, 1)
    }

    func testABarButtonItemKeepsItsTargetAndAction() {
        let screen = Screen()
        let item = UIBarButtonItem(
            title: "Refresh", style: .done, target: screen, action: Selector("refresh", Screen.refresh))
        XCTAssertEqual(item.title, "Refresh")
        XCTAssertEqual(item.style, .done)
        XCTAssertTrue(item.target === screen)
        XCTAssertEqual(item.action?.name, "refresh")
        // A tap is the app's (or a test's) to make: the item's action on its target.
        (item.target as? NSObject)?.perform(item.action)
        XCTAssertEqual(screen.taps, ["refresh"])
        let add = UIBarButtonItem(barButtonSystemItem: .add, target: screen, action: Selector("buy:", Screen.buy(_:)))
        XCTAssertEqual(add.systemItem, .add)
        // A navigation bar draws titles and the plus; an item iOS shows as another symbol is drawn empty, said once.
        XCTAssertFalse(UIKitNotRunLog.messages.contains { $0.contains("barButtonSystemItem: .add") })
        _ = UIBarButtonItem(barButtonSystemItem: .compose, target: screen, action: nil)
        _ = UIBarButtonItem(barButtonSystemItem: .compose, target: screen, action: nil)
        XCTAssertEqual(UIKitNotRunLog.messages.filter { $0.contains("barButtonSystemItem: .compose") }.count, 1)
    }
}
