import FeedStyle
import Filmstrip
import XCTest

final class FeedStyleTests: XCTestCase {
    /// The feed's geometry from its formula: full-width cells at their photos' aspect, 8 pt apart.
    func testCellsAreFullWidthAtTheirAspect() throws {
        let layout = FeedLayout(
            viewSize: Size(width: 320, height: 480),
            photoSizes: [Size(width: 400, height: 300), Size(width: 300, height: 600)], gap: 8)
        XCTAssertEqual(
            layout.frames, [Rect(x: 0, y: 8, width: 320, height: 240), Rect(x: 0, y: 256, width: 320, height: 640)])
        XCTAssertEqual(layout.visibleAttributes(atOffset: 300).map(\.index), [1])
        XCTAssertEqual(layout.offsetRange.max, 896 + 8 - 480, "the last cell ends at 896, then one gap")
    }

    /// The rendered feed shows photos in full-width bands on the dark background, and the badge over each.
    func testTheRenderShowsTheFeedAndTheBadges() throws {
        var scene = Scene(photos: Scene.samplePhotos, style: FeedStyle(gap: 8))
        scene.view.width = 320
        scene.view.height = 480
        scene.view.scale = 1
        scene.look.background = RGBA(r: 0, g: 0, b: 0)
        scene.look.cellRenderer = ClosureCellRenderer { cell, canvas in
            StandardCellRenderer().draw(cell, on: &canvas)
            canvas.fill(
                PixelRect(x: cell.frame.x, y: cell.frame.y, width: 6, height: 6), with: RGBA(r: 255, g: 0, b: 0),
                clippedTo: canvas.bounds)
        }
        let prepared = try PreparedScene(scene: scene)
        let frame = try prepared.render(atOffset: 0)
        let first = try XCTUnwrap(prepared.layout.visibleAttributes(atOffset: 0).first)
        XCTAssertEqual(first.frame.minX, 0)
        XCTAssertEqual(first.frame.width, 320)
        XCTAssertEqual(frame[2, 10], RGBA(r: 255, g: 0, b: 0), "the badge at the first photo's corner")
        XCTAssertEqual(frame[160, 3], RGBA(r: 0, g: 0, b: 0), "the gap above the first photo")
        XCTAssertNotEqual(frame[160, Int(first.frame.midY)], RGBA(r: 0, g: 0, b: 0), "the photo fills the width")
        XCTAssertEqual(frame[160, Int(first.frame.maxY) + 4], RGBA(r: 0, g: 0, b: 0), "the gap below it")
    }
}
