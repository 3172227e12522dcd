import Filmstrip
import FilmstripUIKit
import XCTest

@testable import PeekPagerViews

/// The peeking pager's screen drawn by Filmstrip from its own view controller: the cards the nib's cell draws,
/// scaled by the controller's `scrollViewDidScroll` by their distance from the screen's centre.
final class PeekPagerRenderingTests: XCTestCase {
    /// What the storyboard does: the collection view is connected to the outlet (whose `didSet` sets everything
    /// up) and fills the controller's view. The controller's class is final, so the harness does it from outside.
    static func storyboardController() -> ViewController {
        let controller = ViewController()
        let collectionView = UICollectionView(
            frame: UIScreen.main.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        controller.collectionView = collectionView
        controller.view.addSubview(collectionView)
        return controller
    }

    func testTheCardsAreDrawnScaledByTheirDistanceFromTheCentre() throws {
        UINib.register(CollectionViewCell.self, forNibNamed: "CollectionViewCell")
        var scene = Scene(
            photos: [],
            style: UIKitViewControllerStyle(name: "peek-screen", height: 300) { _ in Self.storyboardController() })
        scene.view.width = 390
        scene.view.scale = 1
        let prepared = try PreparedScene(scene: scene)
        let image = try prepared.render(atOffset: 0)
        let blue = RGBA(r: 0, g: 122, b: 255)  // systemBlue, light
        // Card 0: 273 x 210 at x 4 (the section inset), its centre at 140.5, so scaled by 1 - 0.0005 x 54.5.
        let scale = 1 - 0.0005 * abs(195 - 140.5)
        let row = (0..<image.width).filter { image[$0, 150] == blue }
        let firstRun = row.prefix { $0 < 290 }
        XCTAssertEqual(Double(firstRun.count), 273 * scale, accuracy: 2, "card 0's width in pixels")
        let column = (0..<image.height).filter { image[140, $0] == blue }
        XCTAssertEqual(Double(column.count), 210 * scale, accuracy: 2, "card 0's height in pixels")
        // Card 1 starts at 277, its centre at 413.5, off the screen's centre by 218.5: smaller still.
        let second = row.filter { $0 > 290 }
        XCTAssertFalse(second.isEmpty, "card 1 peeks in on the right")
        XCTAssertEqual(image[140, 10], RGBA(r: 255, g: 255, b: 255), "the collection view's background above")
    }
}
