import Filmstrip
import FilmstripUIKit
import XCTest

@testable import CarouselBannerViews

/// The carousel banner's whole screen drawn by Filmstrip: the controller's own banners (its cells' aspect-fill
/// image views) and its footer's page control, whose dots follow the paging.
final class CarouselBannerRenderingTests: XCTestCase {
    /// What the storyboard does for the controller: its view holds the collection view, connected to the outlet,
    /// before `viewDidLoad` runs. The controller's code is the post's, unedited.
    final class StoryboardViewController: ViewController {
        override func loadView() {
            view = UIView(frame: UIScreen.main.bounds)
            let collectionView = UICollectionView(
                frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(collectionView)
            self.collectionView = collectionView
        }
    }

    /// The screen's top: the 200-point banners and the footer under them, 50 points high as the post estimates it
    /// (the footer has no constraints to size it otherwise).
    static func scene() -> Scene {
        var style = UIKitViewControllerStyle(name: "carousel-banner-screen", height: 250) { _ in
            StoryboardViewController()
        }
        style.scrolledSection = 0
        // The controller asks for these five names; the photos are flat colours so each banner is known by its own.
        let photos = ["building", "flowers", "mountains", "dog", "boat"].enumerated().map { index, name in
            Photo.pixels(RGBAImage(width: 40, height: 30, fill: color(index)), name: name + ".png")
        }
        var scene = Scene(photos: photos, style: style)
        scene.view.width = 390
        scene.view.scale = 1
        return scene
    }

    static func color(_ index: Int) -> RGBA { RGBA(r: UInt8(40 * (index + 1)), g: 0, b: 100) }

    /// The columns of the footer's middle row drawn in `colour`.
    static func columns(of image: RGBAImage, in color: RGBA) -> [Int] {
        (0..<image.width).filter { image[$0, 225] == color }
    }

    func testTheBannersShowTheControllersImagesAndTheFooterDotsFollowThePaging() throws {
        let prepared = try PreparedScene(scene: Self.scene())
        let current = RGBA(r: 128, g: 128, b: 128)  // UIColor.gray, the post's current page colour
        let other = RGBA(r: 209, g: 209, b: 214)  // UIColor.systemGray4 in light mode
        var currentCentres: [Double] = []
        for page in 0..<5 {
            let image = try prepared.render(atOffset: Double(page) * 390)
            XCTAssertEqual(image[195, 100], Self.color(page), "page \(page) shows its own banner")
            let drawn = Self.columns(of: image, in: current)
            XCTAssertFalse(drawn.isEmpty, "page \(page): the current dot is drawn")
            XCTAssertGreaterThan(Self.columns(of: image, in: other).count, 3 * drawn.count, "four other dots")
            currentCentres.append(Double(drawn.reduce(0, +)) / Double(drawn.count))
        }
        // The current dot moves one dot spacing to the right per page.
        let spacings = zip(currentCentres.dropFirst(), currentCentres).map { $0 - $1 }
        XCTAssertTrue(spacings.allSatisfy { $0 > 0 && abs($0 - spacings[0]) < 0.5 }, "\(spacings)")
    }
}
