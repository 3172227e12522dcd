import FilmstripUIKit
import XCTest

/// `UIView.animate` leaving views in their final state at once, windows telling their views they are in one, nib
/// wake-up and associated objects, as screens and SnapKit use them.
final class AnimationAndWindowTests: XCTestCase {
    func testAnimationsLeaveTheFinalStateAtOnceAndCompleteBeforeReturning() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var steps: [String] = []
        UIView.animate(withDuration: 0.3, delay: 0.1, options: [.curveEaseOut, .allowUserInteraction]) {
            card.alpha = 0.5
            card.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
        } completion: { finished in
            steps.append("completed \(finished)")
            UIView.animate(withDuration: 0.2) { card.center.x += 40 }
        }
        steps.append("returned")
        XCTAssertEqual(card.alpha, 0.5)
        XCTAssertEqual(card.transform, CGAffineTransform(scaleX: 0.9, y: 0.9))
        XCTAssertEqual(card.center.x, 90)
        XCTAssertEqual(steps, ["completed true", "returned"])
        UIView.animate(
            withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.3, options: []
        ) { card.alpha = 1 }
        UIView.animateKeyframes(withDuration: 1, delay: 0) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { card.bounds.size.width = 50 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { card.bounds.size.width = 80 }
        }
        UIView.performWithoutAnimation { card.backgroundColor = .red }
        XCTAssertEqual(card.alpha, 1)
        XCTAssertEqual(card.bounds.width, 80)
        XCTAssertEqual(card.backgroundColor, .red)
        XCTAssertEqual(UIKitNotRunLog.messages.filter { $0.hasPrefix("FilmstripUIKit: UIView.animate(") }.count, 1)
    }

    final class TrackingView: UIView {
        var events: [String] = []
        override func willMove(toWindow newWindow: UIWindow?) {
            events.append("willMove \(newWindow == nil ? "nil" : "window")")
        }
        override func didMoveToWindow() { events.append("didMove \(window == nil ? "nil" : "window")") }
        override func awakeFromNib() { events.append("awake") }
    }

    func testAWindowTellsTheViewsOfItsRootViewController() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = UIViewController()
        let container = UIView()
        let tracked = TrackingView()
        container.addSubview(tracked)
        controller.view.addSubview(container)
        XCTAssertNil(tracked.window)
        XCTAssertEqual(tracked.events, [])
        window.rootViewController = controller
        window.makeKeyAndVisible()
        XCTAssertTrue(window.isKeyWindow)
        XCTAssertTrue(tracked.window === window)
        XCTAssertEqual(controller.view.frame, window.bounds)
        XCTAssertEqual(tracked.events, ["willMove window", "didMove window"])
        container.removeFromSuperview()
        XCTAssertEqual(tracked.events, ["willMove window", "didMove window", "willMove nil", "didMove nil"])
        tracked.awakeFromNib()
        XCTAssertEqual(tracked.events.last, "awake")
    }

    func testAWindowsRootViewKeepsItsFrameWhenItDoesNotTranslateItsMask() {
        // swift-snapshot-testing's testAutolayout: a controller's view that does not translate its mask, with a
        // subview pinned to its edges and nothing placing the view itself. UIKit's window sizes its root view
        // whatever the flag (the root view hosts its own layout), so both fill the window; unconstrained, they
        // were solved to zero.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
        let controller = UIViewController()
        controller.view.translatesAutoresizingMaskIntoConstraints = false
        let subview = UIView()
        subview.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(subview)
        NSLayoutConstraint.activate([
            subview.topAnchor.constraint(equalTo: controller.view.topAnchor),
            subview.bottomAnchor.constraint(equalTo: controller.view.bottomAnchor),
            subview.leftAnchor.constraint(equalTo: controller.view.leftAnchor),
            subview.rightAnchor.constraint(equalTo: controller.view.rightAnchor),
        ])
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.view.layoutIfNeeded()
        XCTAssertEqual(controller.view.frame, window.bounds)
        XCTAssertEqual(subview.frame, window.bounds)
        // A view that is not the window's root view is still placed by its constraints alone.
        let loose = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        loose.translatesAutoresizingMaskIntoConstraints = false
        subview.addSubview(loose)
        loose.widthAnchor.constraint(equalToConstant: 20).isActive = true
        loose.heightAnchor.constraint(equalToConstant: 30).isActive = true
        loose.leadingAnchor.constraint(equalTo: subview.leadingAnchor, constant: 5).isActive = true
        loose.topAnchor.constraint(equalTo: subview.topAnchor, constant: 6).isActive = true
        controller.view.layoutIfNeeded()
        XCTAssertEqual(loose.frame, CGRect(x: 5, y: 6, width: 20, height: 30))
    }

    private nonisolated(unsafe) static var constraintsKey: UInt8 = 0
    private nonisolated(unsafe) static var ownerKey: UInt8 = 0

    func testAssociatedObjectsStayWithTheirObjectAndGoWithIt() {
        var view: UIView? = UIView()
        let other = UIView()
        objc_setAssociatedObject(view!, &Self.constraintsKey, ["top", "left"], .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        XCTAssertEqual(objc_getAssociatedObject(view!, &Self.constraintsKey) as? [String], ["top", "left"])
        XCTAssertNil(objc_getAssociatedObject(other, &Self.constraintsKey), "another object has none")
        XCTAssertNil(objc_getAssociatedObject(view!, &Self.ownerKey), "another key has none")
        var owner: UIView? = UIView()
        weak let weakOwner = owner
        objc_setAssociatedObject(view!, &Self.ownerKey, owner, .OBJC_ASSOCIATION_ASSIGN)
        XCTAssertTrue(objc_getAssociatedObject(view!, &Self.ownerKey) as? UIView === owner)
        owner = nil
        XCTAssertNil(weakOwner, "assign does not retain")
        XCTAssertNil(objc_getAssociatedObject(view!, &Self.ownerKey))
        objc_setAssociatedObject(view!, &Self.constraintsKey, nil, .OBJC_ASSOCIATION_RETAIN)
        XCTAssertNil(objc_getAssociatedObject(view!, &Self.constraintsKey))
        weak var weakToken: NSObject?
        do {
            let token = NSObject()
            weakToken = token
            objc_setAssociatedObject(view!, &Self.constraintsKey, token, .OBJC_ASSOCIATION_RETAIN)
        }
        view = nil
        let newView = UIView()
        XCTAssertNil(objc_getAssociatedObject(newView, &Self.constraintsKey), "a new object starts with none")
        XCTAssertNotNil(weakToken, "held until the next change drops the released owner's values")
        objc_setAssociatedObject(newView, &Self.ownerKey, 1, .OBJC_ASSOCIATION_RETAIN)
        XCTAssertNil(weakToken)
        objc_removeAssociatedObjects(newView)
        XCTAssertNil(objc_getAssociatedObject(newView, &Self.ownerKey))
    }
}
