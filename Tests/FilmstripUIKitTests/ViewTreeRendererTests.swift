import FilmstripUIKit
import XCTest

@testable import Filmstrip

/// A view tree drawn by Filmstrip's rasteriser: exact pixels inside, outside and on the edges of backgrounds,
/// rounded clips, images, borders, shadows, faded and turned subtrees.
final class ViewTreeRendererTests: XCTestCase {
    let white = RGBA(r: 255, g: 255, b: 255)
    let red = RGBA(r: 255, g: 0, b: 0)
    let blue = RGBA(r: 0, g: 0, b: 255)
    let black = RGBA(r: 0, g: 0, b: 0)

    /// A white root of `size` points holding `views`.
    func root(_ size: CGFloat, _ views: UIView...) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: size, height: size))
        root.backgroundColor = .white
        for view in views { root.addSubview(view) }
        return root
    }

    func view(_ frame: CGRect, _ color: UIColor?) -> UIView {
        let view = UIView(frame: frame)
        view.backgroundColor = color
        return view
    }

    /// A `width` x `height` image: red on the left half, blue on the right.
    func halves(width: Int, height: Int) -> UIImage {
        var pixels = RGBAImage(width: width, height: height, fill: red)
        for y in 0..<height {
            for x in width / 2..<width {
                let index = (y * width + x) * 4
                pixels.pixels[index] = 0
                pixels.pixels[index + 2] = 255
            }
        }
        return UIImage(pixels: pixels)
    }

    func testARoundedClippingViewCutsItsBackgroundAndSubviewsAtItsCorners() throws {
        let card = view(CGRect(x: 10, y: 10, width: 40, height: 40), .red)
        card.layer.cornerRadius = 10
        let fill = view(CGRect(x: 20, y: 0, width: 20, height: 40), .blue)
        card.addSubview(fill)
        let image = try ViewTreeRenderer.image(of: root(60, card), scale: 1)
        XCTAssertEqual(image.width, 60)
        expect(
            image,
            [
                (30, 30, blue),
                (15, 30, red),
                (10, 30, red),  // the left edge's first pixel
                (9, 30, white),
            ])
        // Without masksToBounds the background is rounded but the subview shows in the corner.
        expect(
            image,
            [
                (10, 10, white),
                (11, 11, white),
                (49, 10, blue),
            ])
        card.clipsToBounds = true
        let clipped = try ViewTreeRenderer.image(of: root(60, card), scale: 1)
        expect(
            clipped,
            [
                (30, 30, blue),
                (49, 10, white),  // the subview is cut at the rounded corner
                (48, 11, white),
                (39, 10, blue),
            ])
        // Where the corner's arc (centre 20, 20) crosses x = 11.3 at y = 15, red and white blend.
        let edge = clipped[11, 15]
        XCTAssertEqual(edge.r, 255)
        XCTAssertTrue(edge.g > 0 && edge.g < 255, "\(edge)")
        XCTAssertEqual(edge.g, edge.b)
    }

    func testMaskedCornersRoundOnlyTheNamedCorners() throws {
        let card = view(CGRect(x: 10, y: 10, width: 40, height: 40), .red)
        card.layer.cornerRadius = 10
        card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        let image = try ViewTreeRenderer.image(of: root(60, card), scale: 1)
        expect(
            image,
            [
                (10, 10, white),
                (49, 10, white),
                (10, 49, red),
                (49, 49, red),
                (50, 49, white),
            ])
    }

    func testAnAspectFillImageIsCutAtTheBoundsOnlyWhenItClips() throws {
        let photo = UIImageView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        photo.image = halves(width: 20, height: 10)
        photo.contentMode = .scaleAspectFill
        // Filled: 40 x 20 points from x = 0 to 40 (red left of 20, blue right of it), y = 10 to 30.
        let overflowing = try ViewTreeRenderer.image(of: root(40, photo), scale: 1)
        expect(
            overflowing,
            [
                (5, 20, red),
                (12, 20, red),
                (27, 20, blue),
                (35, 20, blue),
                (20, 5, white),
            ])
        photo.clipsToBounds = true
        let clipped = try ViewTreeRenderer.image(of: root(40, photo), scale: 1)
        expect(
            clipped,
            [
                (5, 20, white),
                (9, 20, white),
                (10, 20, red),
                (12, 20, red),
                (27, 20, blue),
                (29, 20, blue),
                (30, 20, white),
                (35, 20, white),
            ])
    }

    func testTheBorderIsDrawnInsideTheBoundsOverTheSubviews() throws {
        let box = view(CGRect(x: 10, y: 10, width: 40, height: 40), nil)
        box.layer.borderWidth = 2
        box.layer.borderColor = UIColor.blue.cgColor
        box.addSubview(view(CGRect(x: 0, y: 0, width: 40, height: 40), .red))
        let image = try ViewTreeRenderer.image(of: root(60, box), scale: 2)
        XCTAssertEqual(image.width, 120)
        // In pixels at scale 2: the box spans 20 to 100 and the border 4 pixels.
        expect(
            image,
            [
                (19, 60, white),
                (20, 60, blue),
                (23, 60, blue),
                (24, 60, red),
                (60, 99, blue),
                (60, 100, white),
            ])
    }

    func testAShadowIsCastBehindTheViewAndClippedAwayByMasksToBounds() throws {
        let card = view(CGRect(x: 20, y: 20, width: 20, height: 20), .red)
        card.layer.shadowOpacity = 1
        card.layer.shadowRadius = 0
        card.layer.shadowOffset = CGSize(width: 5, height: 5)
        let sharp = try ViewTreeRenderer.image(of: root(60, card), scale: 1)
        expect(
            sharp,
            [
                (30, 30, red),  // the view is over its shadow
                (42, 42, black),
                (44, 44, black),
                (45, 44, white),
                (22, 42, white),
                (42, 24, white),
            ])
        // A blurred shadow fades: grey next to the view, nothing beyond four radii.
        card.layer.shadowRadius = 3
        card.layer.shadowOffset = .zero
        card.layer.shadowOpacity = 0.5
        let soft = try ViewTreeRenderer.image(of: root(60, card), scale: 1)
        XCTAssertTrue(soft[41, 30].r < 255 && soft[41, 30].r > 127, "\(soft[41, 30])")
        XCTAssertEqual(soft[53, 30], white)
        XCTAssertEqual(soft[30, 30], red)
        card.clipsToBounds = true
        let clipped = try ViewTreeRenderer.image(of: root(60, card), scale: 1)
        XCTAssertEqual(clipped[41, 30], white)
        // A shadow path casts the shadow from its own outline.
        card.clipsToBounds = false
        card.layer.shadowRadius = 0
        card.layer.shadowOpacity = 1
        card.layer.shadowPath = UIBezierPath(rect: CGRect(x: 0, y: 20, width: 20, height: 10)).cgPath
        let pathed = try ViewTreeRenderer.image(of: root(60, card), scale: 1)
        expect(
            pathed,
            [
                (30, 45, black),
                (30, 50, white),
                (41, 30, white),
            ])
    }

    func testAShadowPathCastsItsShadowOutsideTheClipOfMasksToBounds() throws {
        // A rounded card that clips, with its shadow from a path: iOS draws the path's shadow outside the clip.
        let card = view(CGRect(x: 20, y: 20, width: 20, height: 20), .red)
        card.layer.cornerRadius = 4
        card.clipsToBounds = true
        card.addSubview(view(CGRect(x: 10, y: -10, width: 20, height: 20), .blue))
        card.layer.shadowOpacity = 1
        card.layer.shadowRadius = 0
        card.layer.shadowOffset = CGSize(width: 5, height: 5)
        card.layer.shadowPath = UIBezierPath(rect: card.bounds).cgPath
        let image = try ViewTreeRenderer.image(of: root(60, card), scale: 1)
        expect(
            image,
            [
                (30, 30, red),
                (35, 25, blue),  // the subview, cut at the bounds
                (45, 15, white),
                (42, 42, black),  // the shadow, outside the clip
                (44, 44, black),
                (45, 44, white),
                (42, 24, white),
            ])
        // At half alpha the card and its shadow fade as one layer.
        card.alpha = 0.5
        let faded = try ViewTreeRenderer.image(of: root(60, card), scale: 1)
        XCTAssertEqual(faded[42, 42], RGBA(r: 127, g: 127, b: 127))
        XCTAssertEqual(faded[30, 30], RGBA(r: 255, g: 127, b: 127))
        // Turned, the shadow turns with it.
        card.alpha = 1
        card.transform = CGAffineTransform(rotationAngle: .pi)
        let turned = try ViewTreeRenderer.image(of: root(60, card), scale: 1)
        expect(turned, [(17, 17, black), (42, 42, white), (30, 30, red)])
    }

    func testAFadedSubtreeIsCompositedAsOneLayer() throws {
        let parent = view(CGRect(x: 10, y: 10, width: 20, height: 20), .blue)
        parent.alpha = 0.5
        parent.addSubview(view(CGRect(x: 5, y: 5, width: 10, height: 10), .red))
        let image = try ViewTreeRenderer.image(of: root(40, parent), scale: 1)
        // Red at half opacity over white, with no blue under it: faded one by one, blue would show through.
        expect(
            image,
            [
                (20, 20, RGBA(r: 255, g: 127, b: 127)),
                (12, 12, RGBA(r: 127, g: 127, b: 255)),
                (5, 5, white),
            ])
        parent.isHidden = true
        XCTAssertEqual(try ViewTreeRenderer.image(of: root(40, parent), scale: 1)[20, 20], white)
    }

    func testARotatedSubtreeTurnsAsOne() throws {
        let parent = view(CGRect(x: 20, y: 20, width: 20, height: 20), .red)
        parent.addSubview(view(CGRect(x: 0, y: 0, width: 10, height: 10), .blue))
        parent.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let image = try ViewTreeRenderer.image(of: root(60, parent), scale: 1)
        // Clockwise by 45 degrees: the top-left quarter (blue) now points up, the bottom-right (red) down.
        XCTAssertEqual(image[29, 22], blue)
        XCTAssertEqual(image[29, 36], red)
        // Inside the unturned square but outside the diamond.
        XCTAssertEqual(image[21, 21], white)
        XCTAssertEqual(image[38, 38], white)
        // Past the unturned square but inside the diamond.
        XCTAssertEqual(image[29, 18], blue)
        XCTAssertEqual(image[29, 41], red)
    }

    func testDynamicBackgroundsFollowTheViewsAppearance() throws {
        let panel = view(CGRect(x: 0, y: 0, width: 10, height: 10), .systemBackground)
        let tree = root(20, panel)
        tree.backgroundColor = .systemGray4
        XCTAssertEqual(try ViewTreeRenderer.image(of: tree, scale: 1)[5, 5], white)
        XCTAssertEqual(try ViewTreeRenderer.image(of: tree, scale: 1)[15, 15], RGBA(r: 209, g: 209, b: 214))
        tree.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(try ViewTreeRenderer.image(of: tree, scale: 1)[5, 5], black)
        XCTAssertEqual(try ViewTreeRenderer.image(of: tree, scale: 1)[15, 15], RGBA(r: 58, g: 58, b: 60))
    }

    func testDrawingIntoACanvasPlacesTheViewByItsFrame() throws {
        var canvas = Canvas(width: 40, height: 40, background: .white)
        let card = view(CGRect(x: 5, y: 5, width: 10, height: 10), .red)
        try ViewTreeRenderer.draw(card, into: &canvas, scale: 2, originX: 3, originY: 0)
        let image = canvas.makeImage()
        expect(
            image,
            [
                (12, 10, white),
                (13, 10, red),
                (32, 29, red),
                (33, 29, white),
                (20, 30, white),
            ])
    }

    /// A cell written as iOS app code writes one: an inset, rounded, aspect-filled photo in its content view (with
    /// `required`, which the build plugin writes for app files, since a collection view makes cells by class).
    final class PhotoCell: UICollectionViewCell {
        let imageView = UIImageView()

        required init(frame: CGRect) {
            super.init(frame: frame)
            imageView.contentMode = .scaleAspectFill
            imageView.clipsToBounds = true
            imageView.layer.cornerRadius = 8
            contentView.backgroundColor = .systemGray6
            contentView.addSubview(imageView)
        }

        required init?(coder: NSCoder) { fatalError() }

        override func layoutSubviews() {
            super.layoutSubviews()
            imageView.frame = contentView.bounds.insetBy(dx: 4, dy: 4)
        }
    }

    func testACellLaysOutAndDrawsItsContentViewAtItsAttributes() throws {
        let cell = PhotoCell(frame: .zero)
        cell.imageView.image = UIImage(pixels: RGBAImage(width: 8, height: 4, fill: red))
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
        cell.apply(attributes)
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.contentView.frame, CGRect(x: 0, y: 0, width: 40, height: 40))
        XCTAssertEqual(cell.imageView.frame, CGRect(x: 4, y: 4, width: 32, height: 32))
        var canvas = Canvas(width: 60, height: 60, background: .white)
        try ViewTreeRenderer.draw(cell, into: &canvas, scale: 1)
        let image = canvas.makeImage()
        let gray6 = RGBA(r: 242, g: 242, b: 247)
        expect(
            image,
            [
                (30, 30, red),
                (14, 30, red),
                (13, 30, gray6),
                (14, 14, gray6),  // the photo's rounded corner
                (10, 10, gray6),
                (9, 10, white),
            ])
    }

    func testAViewInPerspectiveIsProjectedAsCoreAnimationProjectsALayer() throws {
        let card = view(CGRect(x: 30, y: 30, width: 40, height: 40), .red)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 100
        let t = CATransform3DRotate(perspective, .pi / 4, 0, 1, 0)
        card.transform3D = t
        // Where Core Animation puts the corners: (x, y) from the centre through the matrix, divided by w.
        func projected(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
            let w = x * t.m14 + y * t.m24 + t.m44
            return CGPoint(x: 50 + (x * t.m11 + y * t.m21 + t.m41) / w, y: 50 + (x * t.m12 + y * t.m22 + t.m42) / w)
        }
        let left = (top: projected(-20, -20), bottom: projected(-20, 20))
        let right = (top: projected(20, -20), bottom: projected(20, 20))
        // One side comes nearer and grows, the other recedes and shrinks.
        let (near, far) = left.bottom.y - left.top.y > right.bottom.y - right.top.y ? (left, right) : (right, left)
        XCTAssertGreaterThan(near.bottom.y - near.top.y, 44)
        XCTAssertLessThan(far.bottom.y - far.top.y, 36)
        let image = try ViewTreeRenderer.image(of: root(100, card), scale: 1)
        let inward: CGFloat = near.top.x < 50 ? 3 : -3
        let y = Int(near.top.y.rounded(.up)) + 2
        XCTAssertEqual(image[Int(near.top.x + inward), y], red, "inside the near edge, above the unturned square")
        XCTAssertEqual(image[Int(far.top.x - inward), y], white, "beside the far edge at the same height")
        XCTAssertEqual(image[50, 50], red)
        // m34 alone, with no turn about x or y, changes nothing, as on iOS.
        card.transform3D = perspective
        expect(
            try ViewTreeRenderer.image(of: root(100, card), scale: 1), [(30, 30, red), (29, 30, white), (69, 69, red)])
    }

    func testGeometryNoViewCouldHaveDrawsNothingInsteadOfTrappingOrAllocating() throws {
        let huge = view(CGRect(x: -1e12, y: -1e12, width: 2e12, height: 2e12), .red)
        huge.layer.cornerRadius = 1e11
        huge.clipsToBounds = true
        huge.layer.shadowOpacity = 1
        let broken = view(CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), .blue)
        let faded = view(CGRect(x: 0, y: 0, width: 10, height: 10), .blue)
        faded.alpha = .nan
        let turned = view(CGRect(x: 0, y: 0, width: 1e9, height: 1e9), .blue)
        turned.transform = CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 1e-9, y: 1e-9)
        let flat = view(CGRect(x: 0, y: 0, width: 10, height: 10), .blue)
        flat.transform = CGAffineTransform(scaleX: 0, y: 1)
        let image = try ViewTreeRenderer.image(of: root(20, huge, broken, faded, turned, flat), scale: 1)
        // The huge rounded view covers the root; what could not be drawn is not.
        XCTAssertEqual(image[10, 10], red)
        XCTAssertEqual(try ViewTreeRenderer.image(of: huge, scale: 1).width, 0, "2e12 points square is refused")
    }

    func testAFadedRoundedClipAndATurnedClipCutTheirSubviews() throws {
        let card = view(CGRect(x: 10, y: 10, width: 40, height: 40), .red)
        card.layer.cornerRadius = 10
        card.clipsToBounds = true
        card.alpha = 0.5
        card.addSubview(view(CGRect(x: -10, y: -10, width: 20, height: 20), .blue))
        expect(
            try ViewTreeRenderer.image(of: root(60, card), scale: 1),
            [
                (30, 30, RGBA(r: 255, g: 127, b: 127)),
                (16, 16, RGBA(r: 127, g: 127, b: 255)),
                (10, 10, white),  // the rounded corner cuts the blue subview
                (5, 5, white),  // and so does the bounds
            ])
        // Turned by 90 degrees the same square is in the same place; a subview past its left edge is cut there.
        let turned = view(CGRect(x: 10, y: 10, width: 40, height: 40), .red)
        turned.clipsToBounds = true
        turned.addSubview(view(CGRect(x: -10, y: 0, width: 20, height: 10), .blue))
        turned.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // The subview's visible part (x 0 to 10, y 0 to 10) turns to the top-right corner: x 40 to 50, y 10 to 20.
        expect(
            try ViewTreeRenderer.image(of: root(60, turned), scale: 1),
            [(45, 15, blue), (45, 5, white), (15, 15, red), (30, 30, red), (52, 15, white)])
    }
}
