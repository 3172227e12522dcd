import Filmstrip
import Foundation
import XCTest

/// What a library user can do without forking the renderer: photos from memory, cells drawn their own way, styles
/// of their own.
final class ExtensionPointTests: XCTestCase {
    static let files = Array(PhotoPaths.expand([BundledScene.photosFolder]).prefix(3))

    func render(_ photos: [Photo], configure: (inout Scene) -> Void = { _ in }) throws -> RGBAImage {
        var scene = Scene(photos: photos)
        scene.view.scale = 1
        configure(&scene)
        let prepared = try PreparedScene(scene: scene)
        return try prepared.render(atOffset: try XCTUnwrap(prepared.layout.offset(centeringItem: 1)))
    }

    /// The frame of item 1's cell in `render`'s frames (which centre it), in the frame's pixels at 1x.
    func centredCellFrame() throws -> Rect {
        var scene = Scene(photos: Self.files.map(Photo.file))
        scene.view.scale = 1
        let layout = try PreparedScene(scene: scene).layout
        let offset = try XCTUnwrap(layout.offset(centeringItem: 1))
        let cell = try XCTUnwrap(layout.visibleAttributes(atOffset: offset).first { $0.index == 1 })
        return Rect(x: cell.frame.minX - offset, y: cell.frame.minY, width: cell.frame.width, height: cell.frame.height)
    }

    func testPhotosFromEncodedBytesRenderAsTheirFiles() throws {
        let encoded = try Self.files.map { path in
            Photo.encoded(
                [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), name: (path as NSString).lastPathComponent)
        }
        XCTAssertEqual(try render(encoded), try render(Self.files.map(Photo.file)))
    }

    func testPhotosFromPixelsRenderAsTheirFilesDecodedAtFullSize() throws {
        let pixels = try Self.files.map { path in
            Photo.pixels(try ImageDecoder().decode(path: path).image, name: path)
        }
        let fromFiles = try render(Self.files.map(Photo.file))
        let fromPixels = try render(pixels)
        // Files are shrunk on load (libjpeg's DCT scaling) before the same Lanczos resize; pixels are not, so the
        // two differ by resampling noise only.
        let diff = ImageDiff.compare(expected: fromFiles, actual: fromPixels, options: .pixelmatch)
        XCTAssertEqual(diff.diffPixels, 0, diff.summary)
    }

    func testBadBytesAreADecodeErrorNamingThePhoto() {
        XCTAssertThrowsError(try render([.encoded([1, 2, 3], name: "upload-7")])) { error in
            XCTAssertEqual(error as? DecodeError, .notAnImage(path: "upload-7"))
        }
    }

    /// A badge drawn over every photo by a closure, around the standard drawing.
    func testAUserDrawnCellDrawsOverThePhoto() throws {
        let badge = RGBA(r: 255, g: 0, b: 0)
        let plain = try render(Self.files.map(Photo.file))
        let badged = try render(Self.files.map(Photo.file)) { scene in
            scene.look.cellRenderer = ClosureCellRenderer { cell, canvas in
                StandardCellRenderer().draw(cell, on: &canvas)
                canvas.fill(
                    PixelRect(x: cell.frame.x + 4, y: cell.frame.y + 4, width: 10, height: 10), with: badge,
                    clippedTo: canvas.bounds)
            }
        }
        let centre = try centredCellFrame()
        let x = Int(centre.minX) + 8
        let y = Int(centre.minY) + 8
        XCTAssertEqual(badged[x, y], badge, "the badge sits at the cell's top-left corner")
        XCTAssertNotEqual(plain[x, y], badge)
        XCTAssertEqual(badged[195, 60 + 30], plain[195, 60 + 30], "the photo is drawn as before away from the badge")
    }

    /// A renderer cannot make a `CellDrawing`, but it can change the one it is given and pass it on: here a frame
    /// inset by 10 px, which leaves the background showing at the cell's edge.
    func testAChangedCopyOfTheCellDrawsWhereItSays() throws {
        let background = RGBA(r: 0, g: 0, b: 0)
        let configure = { (scene: inout Scene) in scene.look.background = background }
        let plain = try render(Self.files.map(Photo.file), configure: configure)
        let inset = try render(Self.files.map(Photo.file)) { scene in
            configure(&scene)
            scene.look.cellRenderer = ClosureCellRenderer { cell, canvas in
                var smaller = cell
                smaller.frame = PixelRect(
                    x: cell.frame.x + 10, y: cell.frame.y + 10,
                    width: cell.frame.width - 20, height: cell.frame.height - 20)
                StandardCellRenderer().draw(smaller, on: &canvas)
            }
        }
        let centre = try centredCellFrame()
        let x = Int(centre.minX)
        let y = Int(centre.midY)
        XCTAssertNotEqual(plain[x + 5, y], background, "the photo reaches the cell's edge")
        XCTAssertEqual(inset[x + 5, y], background, "the inset frame leaves the edge empty")
        XCTAssertNotEqual(inset[x + 15, y], background, "and the photo starts inside it")
    }

    func testACustomStyleRendersThroughThePreparedScene() throws {
        var scene = Scene(photos: Self.files.map(Photo.file), style: GridStyle(rows: 2))
        scene.view.scale = 1
        scene.look.background = RGBA(r: 0, g: 0, b: 0)
        let prepared = try PreparedScene(scene: scene)
        let frame = try prepared.render(atOffset: 0)
        XCTAssertEqual([frame.width, frame.height], [390, 200])
        // Two rows of 94 pt squares 4 pt apart: photos at (4...98, 4...98) and (4...98, 102...196), then the third
        // at x 102 in the first row; the gaps stay black.
        XCTAssertNotEqual(frame[50, 50], RGBA(r: 0, g: 0, b: 0))
        XCTAssertNotEqual(frame[50, 150], RGBA(r: 0, g: 0, b: 0))
        XCTAssertNotEqual(frame[150, 50], RGBA(r: 0, g: 0, b: 0))
        XCTAssertEqual(frame[50, 100], RGBA(r: 0, g: 0, b: 0), "the gap between the rows")
        XCTAssertEqual(frame[150, 150], RGBA(r: 0, g: 0, b: 0), "no fourth photo")
        let sequence = try FrameSequence(
            prepared: prepared, startOffset: 0, gesture: .fling(velocity: 300), framesPerSecond: 30)
        XCTAssertGreaterThan(sequence.samples.count, 1, "it scrolls through the same physics")
    }
}
