import Filmstrip
import FilmstripTesting
import FilmstripUIKit
import XCTest

@testable import Gallery

/// The gallery app's screen, drawn from its own view controller, cells and header view: rounded photo cards with
/// their titles, scaled by the controller's `scrollViewDidScroll`, and a page control it updates when a scroll
/// comes to rest.
final class GalleryTests: XCTestCase {
    /// Six of the repository's fixture photos.
    static let photos: [Photo] = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("fixtures/photos")
        return [
            "01-aitzgorri.jpg", "02-grace-hopper.jpg", "03-seeding-panorama.jpg", "04-retina.jpg", "05-friends.jpg",
            "08-rocket.jpg",
        ].map { Photo.file(folder.appendingPathComponent($0).path) }
    }()

    static func scene() -> Scene {
        var scene = Scene(photos: photos, style: GalleryStyles.gallery)
        scene.view.scale = 2
        return scene
    }

    /// One card and its gap: the distance between neighbouring cards' centres.
    static let step = GalleryViewController.cardSize.width + GalleryViewController.cardSpacing

    func testSnapshots() throws {
        let prepared = try PreparedScene(scene: Self.scene())
        assertSnapshot(of: prepared, at: .start, named: "start")
        assertSnapshot(of: prepared, at: .offset(Double(Self.step) * 2.5 - 75), named: "between-cards-2-and-3")
    }

    func testTheLastFrameOfAFlingShowsTheCardItRestsOnAndThePageControlFollows() throws {
        let prepared = try PreparedScene(scene: Self.scene())
        let start = try prepared.startOffset()
        let sequence = try FrameSequence(
            prepared: prepared, startOffset: start, gesture: .fling(velocity: 3000), framesPerSecond: 60)
        // The controller's scrollViewWillEndDragging snaps to a card: the target centres one.
        let card = (sequence.target - start) / Double(Self.step)
        XCTAssertEqual(card, card.rounded(), accuracy: 1e-9)
        XCTAssertGreaterThan(card, 0)
        var last: RGBAImage?
        try SequenceRenderer(prepared: prepared, sequence: sequence).forEachFrame { last = $0.image }
        let image = try XCTUnwrap(last)
        assertSnapshot(of: image, as: .image(), named: "after-fling")
        // The current page's dot (`.label`, black) is the rested card's: the dots sit 16 points apart, centred.
        let row = Self.pageDotRow(in: image)
        let black = (0..<image.width).filter { image[$0, row] == RGBA(r: 0, g: 0, b: 0) }
        XCTAssertFalse(black.isEmpty)
        let centre = Double(black.reduce(0, +)) / Double(black.count) / 2
        XCTAssertEqual(centre, 195 + (card - 2.5) * 16, accuracy: 1)
    }

    func testThePageControlsTargetActionScrollsToItsPage() throws {
        // The controller adds itself as the page control's target with `#selector(pageControlChanged(_:))`, which
        // the LinuxUIKit plugin rewrites to a `Selector` that calls the method.
        let controller = GalleryViewController(
            photos: (0..<6).map { _ in UIImage(size: CGSize(width: 40, height: 30)) })
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 480)
        controller.view.layoutIfNeeded()
        let inset = controller.collectionView.contentInset.left
        XCTAssertEqual(inset, (390 - GalleryViewController.cardSize.width) / 2)
        controller.pageControl.currentPage = 3
        controller.pageControl.sendActions(for: .valueChanged)
        XCTAssertEqual(controller.collectionView.contentOffset.x, 3 * Self.step - inset)
    }

    /// The pixel row through the page control's dots: the controls' centre, 12 points under the 330-point
    /// cards under the 72-point header, half the control's 26-point height further.
    static func pageDotRow(in image: RGBAImage) -> Int { (72 + 330 + 12 + 13) * 2 }

    func testTheCentredCardIsFullSizeAndItsNeighboursShrinkByTheirDistance() throws {
        let prepared = try PreparedScene(scene: Self.scene())
        // Card 2 centred: the inset centres card 0 at the start.
        let image = try prepared.render(atOffset: try prepared.startOffset() + 2 * Double(Self.step))
        // Each card's photo, measured down a column through it: the rows that are not the white background between
        // the header (72 points) and the title under the cards.
        func photoHeight(atX x: Int) -> Int {
            (72 * 2..<(72 + 330) * 2).filter { image[x, $0] != RGBA(r: 255, g: 255, b: 255) }.count
        }
        let centred = photoHeight(atX: 195 * 2)
        // The next card's centre is a step to the right, off the screen; its left part shows at 370 points.
        let neighbour = photoHeight(atX: 370 * 2)
        let scale = 1 - 0.15 * Double(Self.step) / 390
        XCTAssertEqual(Double(neighbour) / Double(centred), scale, accuracy: 0.01, "\(neighbour) / \(centred)")
        // The centred card's photo: the cell's 330 points less the title and the 8 between them.
        XCTAssertEqual(centred, (330 - 8) * 2 - 2 * 18, accuracy: 4)
    }
}
