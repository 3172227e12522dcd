import FilmstripUIKit
import XCTest

/// A view controller's view taken out of a shown window makes the controller disappear, as UIKit calls
/// `viewWillDisappear` and `viewDidDisappear` in response to a view being removed from a view hierarchy; a
/// transition a parent began ends in each child it began in. swift-snapshot-testing's clean-up after every snapshot
/// is the case: the root controller disappears, the child leaves it, the root's transition ends.
final class ControllerViewRemovalTests: XCTestCase {
    final class Counting: UIViewController {
        var calls: [String] = []
        override func viewWillAppear(_ animated: Bool) { calls.append("willAppear") }
        override func viewDidAppear(_ animated: Bool) { calls.append("didAppear") }
        override func viewWillDisappear(_ animated: Bool) { calls.append("willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { calls.append("didDisappear") }
    }

    /// The child shown in a root controller of a shown window, as a snapshot shows it.
    private func shown() -> (window: UIWindow, root: UIViewController, child: Counting) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.isHidden = false
        let root = UIViewController()
        let child = Counting()
        root.view.addSubview(child.view)
        root.addChild(child)
        child.didMove(toParent: root)
        window.rootViewController = root
        root.beginAppearanceTransition(true, animated: false)
        root.endAppearanceTransition()
        return (window, root, child)
    }

    func testASnapshotsCleanUpMakesTheChildDisappearTwice() {
        let (window, root, child) = shown()
        XCTAssertEqual(child.calls, ["willAppear", "didAppear", "willAppear", "didAppear"])
        child.calls = []
        root.beginAppearanceTransition(false, animated: false)
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        child.didMove(toParent: nil)
        root.endAppearanceTransition()
        window.rootViewController = nil
        // The root's disappearance reaches it, its view leaves the window, the root's transition ends in it.
        XCTAssertEqual(child.calls, ["willDisappear", "willDisappear", "didDisappear", "didDisappear"])
    }

    func testAViewRemovedOutsideAWindowOrNotShownSaysNothing() {
        let unshown = Counting()
        let holder = UIView()
        holder.addSubview(unshown.view)
        unshown.view.removeFromSuperview()
        XCTAssertEqual(unshown.calls, [])
        let (window, _, child) = shown()
        child.calls = []
        window.isHidden = true
        child.view.removeFromSuperview()
        XCTAssertEqual(child.calls, [], "a hidden window shows nothing to disappear from")
    }

    func testAContainerRemovingItsChildsViewCallsTheCallbacksOnce() {
        let first = Counting()
        let second = Counting()
        let navigation = UINavigationController(rootViewController: first)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = navigation
        window.isHidden = false
        navigation.pushViewController(second, animated: false)
        first.calls = []
        _ = navigation.popViewController(animated: false)
        XCTAssertEqual(second.calls.suffix(2), ["willDisappear", "didDisappear"])
        XCTAssertEqual(second.calls.filter { $0.hasSuffix("Disappear") }.count, 2)
        XCTAssertEqual(first.calls, ["willAppear", "didAppear"])
    }
}
