import SnapshotTesting
import UIKit
import XCTest

final class CardViewControllerTests: XCTestCase {
    func testCardOnDevices() {
        let controller = CardViewController()
        assertSnapshot(of: controller, as: .image(on: .iPhoneSe))
        assertSnapshot(of: controller, as: .image(on: .iPhoneXsMax))
    }
}
