import FilmstripUIKit
import XCTest

/// Gesture recognizers as screens set them up: made with a target and action, configured, added to views, given a
/// delegate. No touch arrives in a rendering; code that sets `state`, as a recognizer subclass does, sends the
/// actions.
final class GestureRecognizerTests: XCTestCase {
    final class CardView: UIView, UIGestureRecognizerDelegate {
        var events: [String] = []
        lazy var tap = UITapGestureRecognizer(target: self, action: Selector("didTap:", CardView.didTap(_:)))
        lazy var pan = UIPanGestureRecognizer(target: self, action: Selector("didPan:", CardView.didPan(_:)))

        func install() {
            tap.numberOfTapsRequired = 2
            pan.delegate = self
            pan.maximumNumberOfTouches = 1
            tap.require(toFail: pan)
            addGestureRecognizer(tap)
            addGestureRecognizer(pan)
            let swipe = UISwipeGestureRecognizer(target: self, action: Selector("didTap:", CardView.didTap(_:)))
            swipe.direction = [.left, .right]
            addGestureRecognizer(swipe)
            addGestureRecognizer(UILongPressGestureRecognizer())
        }

        func didTap(_ recognizer: UITapGestureRecognizer) { events.append("tap \(recognizer.state.rawValue)") }
        func didPan(_ recognizer: UIPanGestureRecognizer) {
            events.append("pan \(recognizer.state.rawValue) \(recognizer.translation(in: self).x)")
        }
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool { true }
    }

    func testRecognizersAreStoredConfiguredAndNeverRecognizedByThemselves() {
        let card = CardView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        card.install()
        XCTAssertEqual(card.gestureRecognizers?.count, 4)
        XCTAssertTrue(card.tap.view === card)
        XCTAssertEqual(card.tap.numberOfTapsRequired, 2)
        XCTAssertTrue(card.tap.failureRequirements.first === card.pan)
        XCTAssertEqual(card.pan.state, .possible)
        XCTAssertEqual(card.events, [])
        XCTAssertEqual(card.pan.location(in: card), CGPoint(x: 100, y: 50))
        XCTAssertTrue(
            card.pan.delegate?.gestureRecognizer(card.pan, shouldRecognizeSimultaneouslyWith: card.tap) ?? false)
        XCTAssertTrue(card.pan.delegate?.gestureRecognizerShouldBegin(card.pan) ?? false, "the protocol's default")
        XCTAssertEqual(
            UIKitNotRunLog.messages.filter { $0.contains("addGestureRecognizer") }.count, 1,
            "said once, however many are added")
        card.removeGestureRecognizer(card.tap)
        XCTAssertNil(card.tap.view)
        XCTAssertEqual(card.gestureRecognizers?.count, 3)
    }

    func testSettingTheStateSendsTheActionsAsUIKitDoes() {
        let card = CardView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        card.install()
        card.pan.setTranslation(CGPoint(x: 12, y: 0), in: card)
        card.pan.state = .began
        card.pan.state = .changed
        card.pan.state = .failed
        card.tap.state = .recognized
        XCTAssertEqual(card.events, ["pan 1 12.0", "pan 2 12.0", "tap 3"])
    }

    func testTheScrollViewsOwnPanHasNoTarget() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        XCTAssertTrue(scrollView.panGestureRecognizer.view === scrollView)
        XCTAssertEqual(scrollView.panGestureRecognizer.location(in: scrollView), CGPoint(x: 150, y: 50))
    }
}
