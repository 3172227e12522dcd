import FilmstripEncode
import FilmstripUIKit
import Foundation
import XCTest

@testable import Filmstrip

/// A layout that keeps its attributes in a `Dictionary` returns them in a different order in every process (Swift
/// seeds its hashing per process); overlapping cells of equal zIndex must still draw the same bytes every run.
final class DeterminismTests: XCTestCase {
    /// Eight overlapping cards, each 100 pt wide and 30 pt after the previous one, all at zIndex 0, cached by index
    /// path as many app layouts do.
    final class DictionaryLayout: UICollectionViewLayout {
        private var cache: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        var returnedOrder: [Int] = []

        override func prepare() {
            super.prepare()
            cache = [:]
            let count = collectionView?.numberOfItems(inSection: 0) ?? 0
            for item in 0..<count {
                let indexPath = IndexPath(item: item, section: 0)
                let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                attributes.frame = CGRect(x: CGFloat(item) * 30, y: 0, width: 100, height: 100)
                cache[indexPath] = attributes
            }
        }

        override var collectionViewContentSize: CGSize { CGSize(width: 30 * 7 + 100, height: 100) }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            let answer = cache.values.filter { $0.frame.intersects(rect) }
            returnedOrder = answer.map { $0.indexPath.item }
            return answer
        }

        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            cache[indexPath]
        }
    }

    static let outputVariable = "FILMSTRIP_DETERMINISM_OUTPUT"

    /// Renders the cards and returns the PNG bytes and the order the layout listed the cells in.
    func renderCards() throws -> (png: [UInt8], order: [Int]) {
        let layout = DictionaryLayout()
        let photos = (0..<8).map { (index: Int) -> Photo in
            let color = RGBA(r: UInt8(index * 30), g: UInt8(255 - index * 30), b: index % 2 == 0 ? 0 : 200)
            return Photo.pixels(RGBAImage(width: 50, height: 50, fill: color), name: "\(index)")
        }
        var scene = Scene(photos: photos, style: UIKitLayoutStyle(name: "dictionary", height: 100) { _ in layout })
        scene.view.width = 310
        scene.view.height = 100
        scene.view.scale = 1
        scene.motion.position = Scene.Position.offset(0)
        let image = try PreparedScene(scene: scene).render(atOffset: 0)
        return (try PNGEncoder().encode(image), layout.returnedOrder)
    }

    func testADictionaryOrderedLayoutDrawsTheSameBytesInThreeProcesses() throws {
        let environment = ProcessInfo.processInfo.environment
        if let output = environment[Self.outputVariable] {
            // The child: render once and say what was drawn and in which order the layout answered.
            let (png, order) = try renderCards()
            try Data(png).write(to: URL(fileURLWithPath: output + ".png"))
            try order.map(String.init).joined(separator: ",").write(
                toFile: output + ".order", atomically: true, encoding: .utf8)
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "filmstrip-determinism-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var pngs: [Data] = []
        var orders: Set<String> = []
        for run in 0..<3 {
            let output = folder.appendingPathComponent("run-\(run)").path
            let child = Process()
            child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
            child.arguments = [
                "FilmstripUIKitTests.DeterminismTests/testADictionaryOrderedLayoutDrawsTheSameBytesInThreeProcesses"
            ]
            var childEnvironment = environment
            childEnvironment[Self.outputVariable] = output
            // Each process must seed its hashing afresh, as an app's does.
            childEnvironment["SWIFT_DETERMINISTIC_HASHING"] = nil
            child.environment = childEnvironment
            child.standardOutput = FileHandle.nullDevice
            child.standardError = FileHandle.nullDevice
            try child.run()
            child.waitUntilExit()
            XCTAssertEqual(child.terminationStatus, 0, "run \(run) of the test executable failed")
            pngs.append(try Data(contentsOf: URL(fileURLWithPath: output + ".png")))
            orders.insert(try String(contentsOfFile: output + ".order", encoding: .utf8))
        }
        // Three random hash seeds almost never list eight keys in one order: the test sees the layout's order
        // change, so it would see the drawing change if equal z-indices followed it.
        XCTAssertGreaterThan(orders.count, 1, "the layout listed its cells in the same order every run: \(orders)")
        XCTAssertEqual(pngs[0], pngs[1])
        XCTAssertEqual(pngs[0], pngs[2])
        // And the order drawn is the index-path order: the last card is on top at its right half.
        let (png, _) = try renderCards()
        XCTAssertEqual(Data(png), pngs[0])
    }

    func testEqualZIndicesAreDrawnInIndexPathOrder() throws {
        let layout = DictionaryLayout()
        let style = UIKitLayoutStyle(name: "dictionary", height: 100) { _ in layout }
        let photos = (0..<8).map { (index: Int) -> Photo in
            Photo.pixels(
                RGBAImage(width: 50, height: 50, fill: RGBA(r: UInt8(index * 30), g: 0, b: 0)), name: "\(index)")
        }
        var scene = Scene(photos: photos, style: style)
        scene.view.width = 310
        scene.view.height = 100
        scene.view.scale = 1
        scene.motion.position = Scene.Position.offset(0)
        let image = try PreparedScene(scene: scene).render(atOffset: 0)
        // Card i covers x 30i..30i+100; in index-path order the later card is on top, so x = 30i + 15 shows card i.
        for item in 0..<8 {
            XCTAssertEqual(image[30 * item + 15, 50].r, UInt8(item * 30), "card \(item)")
        }
    }
}
