import FilmstripUIKit
import XCTest

/// What UIKit logs (or raises) for constraints that cannot hold, said the same way and never trapping.
final class AutoLayoutErrorTests: XCTestCase {
    private let hex = "0x[0-9a-f]+"

    func testAContradictingRequiredConstraintIsBrokenWithUIKitsMessageOnce() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        let tall = child.heightAnchor.constraint(equalToConstant: 120)
        let short = child.heightAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.leftAnchor.constraint(equalTo: root.leftAnchor),
            child.widthAnchor.constraint(equalToConstant: 10),
            tall, short,
        ])
        XCTAssertNotNil(
            tall.description.range(
                of: "^<NSLayoutConstraint:\(hex) UIView:\(hex)\\.height == 120   \\(active\\)>$",
                options: .regularExpression), tall.description)
        let before = UIKitConstraintLog.messages.count
        root.layoutIfNeeded()
        root.setNeedsLayout()
        root.layoutIfNeeded()
        let said = Array(UIKitConstraintLog.messages[before...])
        XCTAssertEqual(said.count, 1, "once per conflict")
        let message = try XCTUnwrap(said.first)
        XCTAssertTrue(message.hasPrefix("Unable to simultaneously satisfy constraints.\n"))
        XCTAssertTrue(message.contains("    \"\(tall.description)\",\n    \"\(short.description)\"\n)"), message)
        XCTAssertTrue(message.contains("Will attempt to recover by breaking constraint \n\(short.description)\n"))
        XCTAssertEqual(child.frame, CGRect(x: 0, y: 0, width: 10, height: 120), "the one added last is broken")
        tall.isActive = false
        root.layoutIfNeeded()
        XCTAssertEqual(child.frame.height, 100, "once the conflict is gone the broken one holds again")
    }

    func testConstraintsBetweenUnrelatedViewsAreReportedAndSkipped() {
        let a = UIView()
        let b = UIView()
        let constraint = a.leftAnchor.constraint(equalTo: b.leftAnchor)
        let before = UIKitConstraintLog.messages.count
        NSLayoutConstraint.activate([constraint])
        XCTAssertFalse(constraint.isActive)
        XCTAssertTrue(a.constraints.isEmpty && b.constraints.isEmpty)
        let said = UIKitConstraintLog.messages[before...]
        XCTAssertEqual(said.count, 1)
        XCTAssertNotNil(
            said.first?.range(
                of: "^Unable to activate constraint with anchors <NSLayoutXAxisAnchor:\(hex) \"UIView:\(hex)\\.left\"> "
                    + "and <NSLayoutXAxisAnchor:\(hex) \"UIView:\(hex)\\.left\"> because they have no common ancestor\\.",
                options: .regularExpression), said.first ?? "")
    }

    func testARequiredPriorityCannotTurnOptionalWhileActive() {
        let view = UIView()
        let height = view.heightAnchor.constraint(equalToConstant: 10)
        height.priority = .defaultHigh  // inactive: allowed
        XCTAssertEqual(height.priority, .defaultHigh)
        let width = view.widthAnchor.constraint(equalToConstant: 10)
        width.isActive = true
        let before = UIKitConstraintLog.messages.count
        width.priority = .defaultLow
        XCTAssertEqual(width.priority, .required)
        XCTAssertEqual(UIKitConstraintLog.messages.count, before + 1)
        XCTAssertTrue(height.description.hasSuffix(".height == 10 @750   (inactive)>"), height.description)
    }
}
