import FilmstripUIKit
import XCTest

@testable import Filmstrip

/// What a UIKit layout sets is what is drawn: alpha, z order, hidden cells, turned cells; and the same frames come
/// out whatever the thread count.
final class UIKitDrawingTests: XCTestCase {
    /// Three 100 x 100 cells side by side in a 300 x 100 view, each then changed by `adjust`.
    final class AdjustedLayout: UICollectionViewLayout {
        var adjust: (UICollectionViewLayoutAttributes) -> Void = { _ in }

        override var collectionViewContentSize: CGSize { CGSize(width: 300, height: 100) }

        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = CGRect(x: CGFloat(indexPath.item) * 100, y: 0, width: 100, height: 100)
            return attributes
        }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            (0..<3).compactMap { item in
                let attributes = layoutAttributesForItem(at: IndexPath(item: item, section: 0))!
                adjust(attributes)
                return attributes.frame.intersects(rect) ? attributes : nil
            }
        }
    }

    static let colors = [RGBA(r: 255, g: 0, b: 0), RGBA(r: 0, g: 0, b: 255), RGBA(r: 0, g: 160, b: 0)]

    func render(
        cellStyle: CellStyle = CellStyle(), _ adjust: @escaping (UICollectionViewLayoutAttributes) -> Void
    ) throws -> RGBAImage {
        let layout = AdjustedLayout()
        layout.adjust = adjust
        let photos = Self.colors.enumerated().map { index, color in
            Photo.pixels(RGBAImage(width: 64, height: 64, fill: color), name: "\(index)")
        }
        var scene = Scene(photos: photos, style: UIKitLayoutStyle(name: "adjusted", height: 100) { _ in layout })
        scene.view.width = 300
        scene.view.scale = 1
        scene.look.cellStyle = cellStyle
        return try PreparedScene(scene: scene).render(atOffset: 0)
    }

    func pixel(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
        let start = (y * image.width + x) * 4
        return Array(image.pixels[start..<start + 4])
    }

    func testAlphaFadesACellOverTheBackground() throws {
        let image = try render { if $0.indexPath.item == 1 { $0.alpha = 0.5 } }
        XCTAssertEqual(pixel(image, 50, 50), [255, 0, 0, 255])
        // Blue at half over white: (128, 128, 255) within rounding.
        let faded = pixel(image, 150, 50)
        XCTAssertEqual(Double(faded[0]), 127.5, accuracy: 1.5)
        XCTAssertEqual(faded[2], 255)
    }

    func testAStyledCellFadesAsOneLayer() throws {
        var style = CellStyle()
        style.cornerRadius = 12
        style.borderWidth = 6
        style.borderColor = RGBA(r: 0, g: 0, b: 0)
        let opaque = try render(cellStyle: style) { _ in }
        let faded = try render(cellStyle: style) { if $0.indexPath.item == 1 { $0.alpha = 0.5 } }
        // The border and the photo are each half over the white background; the corner stays background.
        for (x, y) in [(150, 50), (102, 50), (150, 97)] {
            for channel in 0..<3 {
                let expected = (Double(pixel(opaque, x, y)[channel]) + 255) / 2
                XCTAssertEqual(Double(pixel(faded, x, y)[channel]), expected, accuracy: 1.5, "(\(x), \(y))")
            }
        }
        XCTAssertEqual(pixel(faded, 100, 0), [255, 255, 255, 255])
        XCTAssertEqual(pixel(faded, 50, 50), pixel(opaque, 50, 50), "the other cells are untouched")
    }

    func testHiddenCellsAreNotDrawn() throws {
        let image = try render { if $0.indexPath.item == 2 { $0.isHidden = true } }
        XCTAssertEqual(pixel(image, 250, 50), [255, 255, 255, 255])
    }

    func testTheHigherZIndexIsDrawnOnTopWhateverTheOrder() throws {
        let image = try render { attributes in
            // Item 0 moves over item 1; item 0 has the higher z-index, so it covers item 1 where they overlap.
            if attributes.indexPath.item == 0 {
                attributes.center.x = 130
                attributes.zIndex = 1
            }
        }
        XCTAssertEqual(pixel(image, 150, 50), [255, 0, 0, 255])
        XCTAssertEqual(pixel(image, 190, 50), [0, 0, 255, 255])
    }

    func testATurnedCellIsDrawnTurned() throws {
        let image = try render {
            if $0.indexPath.item == 1 { $0.transform = CGAffineTransform(rotationAngle: .pi / 4) }
        }
        // Turned 45 degrees about (150, 50), the blue square is the diamond |x - 150| + |y - 50| <= 70.7, drawn
        // after the red cell (equal z-index: index order) and before the green one.
        XCTAssertEqual(pixel(image, 150, 50), [0, 0, 255, 255])
        XCTAssertEqual(pixel(image, 150, 5), [0, 0, 255, 255], "a corner turned upwards")
        XCTAssertEqual(pixel(image, 90, 50), [0, 0, 255, 255], "the left corner over the red cell")
        XCTAssertEqual(pixel(image, 95, 5), [255, 0, 0, 255], "the red cell where the diamond does not reach")
        XCTAssertEqual(pixel(image, 210, 50), [0, 160, 0, 255], "the green cell drawn over the right corner")
        XCTAssertEqual(pixel(image, 110, 10), [255, 255, 255, 255], "the square's old corner is background now")
    }

    func testAPerspectiveCardIsDrawnAsCoreAnimationProjectsIt() throws {
        // The blue card turned 60 degrees about its vertical axis, an eye 200 pt away: a point x from its centre
        // lies at depth -x sin 60, so it is seen at 150 + x cos 60 / (1 + x sin 60 / 200), scaled as much in y.
        let image = try render { attributes in
            guard attributes.indexPath.item == 1 else {
                attributes.isHidden = true
                return
            }
            var perspective = CATransform3DIdentity
            perspective.m34 = -1 / 200
            attributes.transform3D = CATransform3DRotate(perspective, .pi / 3, 0, 1, 0)
        }
        func seen(_ x: Double) -> (x: Double, halfHeight: Double) {
            let w = 1 + x * sin(Double.pi / 3) / 200
            return (150 + x * cos(Double.pi / 3) / w, 50 / w)
        }
        let near = seen(-50)
        let far = seen(50)
        XCTAssertEqual(near.x, 118.09, accuracy: 0.01)
        XCTAssertEqual(far.x, 170.55, accuracy: 0.01)
        let blue: [UInt8] = [0, 0, 255, 255]
        let white: [UInt8] = [255, 255, 255, 255]
        XCTAssertEqual(pixel(image, Int(near.x.rounded(.up)) + 1, 50), blue, "just inside the near edge")
        XCTAssertEqual(pixel(image, Int(near.x) - 1, 50), white, "just outside the near edge")
        XCTAssertEqual(pixel(image, Int(far.x) - 1, 50), blue, "just inside the far edge")
        XCTAssertEqual(pixel(image, Int(far.x.rounded(.up)) + 1, 50), white, "just outside the far edge")
        // The near edge reaches past the view's top and bottom; the far edge is 82 pt tall (y 8.9 to 91.1).
        XCTAssertEqual(pixel(image, Int(near.x.rounded(.up)) + 1, 0), blue)
        XCTAssertEqual(pixel(image, Int(far.x) - 1, Int((50 - far.halfHeight).rounded(.up)) + 1), blue)
        XCTAssertEqual(pixel(image, Int(far.x) - 1, Int(50 - far.halfHeight) - 1), white)
        XCTAssertEqual(pixel(image, Int(far.x) - 1, Int(50 + far.halfHeight) + 1), white)
    }

    func testFramesAreTheSameWhateverTheThreadCount() throws {
        let photos = Scene.samplePhotos
        let style = UIKitLayoutStyle(name: "turning", height: 160) { collectionView in
            final class Turning: UICollectionViewFlowLayout {
                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    let attributes = super.layoutAttributesForElements(in: rect) ?? []
                    let centre = (collectionView?.contentOffset.x ?? 0) + (collectionView?.bounds.width ?? 0) / 2
                    for element in attributes {
                        let distance = (element.center.x - centre) / 400
                        element.transform = CGAffineTransform(rotationAngle: distance).scaledBy(
                            x: 1 - abs(distance) / 3, y: 1 - abs(distance) / 3)
                        element.alpha = 1 - min(abs(distance), 0.6)
                        element.zIndex = -Int(abs(distance) * 100)
                    }
                    return attributes
                }

                override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
            }
            let layout = Turning()
            layout.scrollDirection = .horizontal
            layout.itemSize = CGSize(width: 120, height: 120)
            return layout
        }
        func frames(threads: Int) throws -> [[UInt8]] {
            let prepared = try PreparedScene(scene: Scene(photos: photos, style: style))
            let sequence = try FrameSequence(
                prepared: prepared, startOffset: 0, gesture: .fling(velocity: 1800), framesPerSecond: 30)
            var pngs: [[UInt8]] = []
            try SequenceRenderer(prepared: prepared, sequence: sequence, threads: threads).forEachFrame {
                pngs.append($0.png)
            }
            return pngs
        }
        let one = try frames(threads: 1)
        XCTAssertGreaterThan(one.count, 10)
        XCTAssertEqual(one, try frames(threads: 4))
    }
}
