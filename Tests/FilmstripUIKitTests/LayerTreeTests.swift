import FilmstripUIKit
import XCTest

@testable import Filmstrip

/// A view's layer tree drawn as Core Animation composites it: sublayers in order and by `zPosition`, among the
/// subviews' layers; `anchorPoint` and `position` placing the bounds as `frame` says; masks by alpha; a view's
/// `layerClass`; transactions applied at once. Exact pixels.
final class LayerTreeTests: XCTestCase {
    let white = RGBA(r: 255, g: 255, b: 255)
    let red = RGBA(r: 255, g: 0, b: 0)
    let blue = RGBA(r: 0, g: 0, b: 255)
    let green = RGBA(r: 0, g: 255, b: 0)

    /// A white 40 x 40 point root.
    func root() -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        root.backgroundColor = .white
        return root
    }

    func layer(_ frame: CGRect, _ color: UIColor) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.backgroundColor = color.cgColor
        return layer
    }

    func testSublayersAreDrawnInOrderAmongTheSubviewsLayers() throws {
        let root = root()
        let subview = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 40))
        subview.backgroundColor = .blue
        root.addSubview(subview)
        // Below every subview, as a gradient behind a view's content is added.
        root.layer.insertSublayer(layer(CGRect(x: 0, y: 0, width: 40, height: 10), .red), at: 0)
        // Above the subview added before it, below one added after.
        root.layer.addSublayer(layer(CGRect(x: 10, y: 20, width: 30, height: 10), .green))
        let top = UIView(frame: CGRect(x: 30, y: 0, width: 10, height: 40))
        top.backgroundColor = .blue
        root.addSubview(top)
        XCTAssertEqual(root.layer.sublayers?.count, 4)
        XCTAssertTrue(root.layer.sublayers?[1] === subview.layer)
        XCTAssertTrue(top.layer.superlayer === root.layer)
        let image = try ViewTreeRenderer.image(of: root, scale: 1)
        expect(
            image,
            [
                (5, 5, blue),  // the subview over the bottom sublayer
                (25, 5, red),
                (15, 25, green),  // the sublayer over the first subview
                (35, 25, blue),  // the later subview over the sublayer
                (25, 35, white),
            ])
    }

    func testInsertingAboveAndBelowAndRemovingReorderTheSublayers() throws {
        let root = root()
        let bottom = layer(CGRect(x: 0, y: 0, width: 20, height: 20), .red)
        let top = layer(CGRect(x: 10, y: 10, width: 20, height: 20), .blue)
        root.layer.addSublayer(bottom)
        root.layer.addSublayer(top)
        var image = try ViewTreeRenderer.image(of: root, scale: 1)
        expect(image, [(15, 15, blue), (5, 5, red)])
        root.layer.insertSublayer(bottom, above: top)
        XCTAssertTrue(root.layer.sublayers?.last === bottom)
        image = try ViewTreeRenderer.image(of: root, scale: 1)
        expect(image, [(15, 15, red)])
        let middle = layer(CGRect(x: 12, y: 12, width: 4, height: 4), .green)
        root.layer.insertSublayer(middle, below: bottom)
        image = try ViewTreeRenderer.image(of: root, scale: 1)
        expect(image, [(13, 13, red), (25, 25, blue)])
        bottom.removeFromSuperlayer()
        XCTAssertNil(bottom.superlayer)
        image = try ViewTreeRenderer.image(of: root, scale: 1)
        expect(image, [(13, 13, green), (5, 5, white), (25, 25, blue)])
        root.layer.replaceSublayer(middle, with: bottom)
        XCTAssertEqual(root.layer.sublayers?.count, 2)
        XCTAssertTrue(root.layer.sublayers?.last === bottom)
    }

    func testAViewsLayerRemovedFromItsSuperlayerTakesTheViewOut() {
        let root = root()
        let child = UIView(frame: .zero)
        root.addSubview(child)
        child.layer.removeFromSuperlayer()
        XCTAssertNil(child.superview)
        XCTAssertNil(root.layer.sublayers)
    }

    func testZPositionDrawsASiblingAboveLaterOnes() throws {
        let root = root()
        let raised = layer(CGRect(x: 0, y: 0, width: 20, height: 20), .red)
        raised.zPosition = 1
        root.layer.addSublayer(raised)
        root.layer.addSublayer(layer(CGRect(x: 10, y: 10, width: 20, height: 20), .blue))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 15, height: 15))
        view.backgroundColor = .green
        root.addSubview(view)
        let image = try ViewTreeRenderer.image(of: root, scale: 1)
        expect(image, [(15, 15, red), (5, 5, red), (25, 25, blue)])
        view.layer.zPosition = 2
        expect(try ViewTreeRenderer.image(of: root, scale: 1), [(5, 5, green), (17, 17, red)])
    }

    func testTheAnchorPointIsWhatThePositionPlacesAndTheTransformTurnsAbout() throws {
        let root = root()
        let square = CALayer()
        square.anchorPoint = .zero
        square.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        square.position = CGPoint(x: 10, y: 10)
        square.backgroundColor = UIColor.red.cgColor
        XCTAssertEqual(square.frame, CGRect(x: 10, y: 10, width: 20, height: 20))
        root.layer.addSublayer(square)
        var image = try ViewTreeRenderer.image(of: root, scale: 1)
        expect(image, [(10, 10, red), (9, 9, white), (29, 29, red), (30, 30, white)])
        // A quarter turn about the top-left corner puts the square left of the position.
        square.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        image = try ViewTreeRenderer.image(of: root, scale: 1)
        expect(image, [(5, 20, red), (15, 20, white), (5, 31, white)])
        // Setting the frame keeps the anchor where the frame puts it.
        square.transform = CATransform3DIdentity
        square.anchorPoint = CGPoint(x: 1, y: 1)
        square.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertEqual(square.position, CGPoint(x: 10, y: 10))
        // A view's frame follows its layer's anchor point.
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        view.layer.anchorPoint = .zero
        view.center = CGPoint(x: 5, y: 6)
        XCTAssertEqual(view.frame, CGRect(x: 5, y: 6, width: 20, height: 10))
        XCTAssertEqual(view.convert(CGPoint(x: 1, y: 1), to: nil), CGPoint(x: 6, y: 7))
    }

    func testAMaskShowsTheLayerOnlyWhereItsAlphaIs() throws {
        let root = root()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        card.backgroundColor = .red
        let inner = UIView(frame: CGRect(x: 20, y: 0, width: 20, height: 40))
        inner.backgroundColor = .blue
        card.addSubview(inner)
        root.addSubview(card)
        let mask = layer(CGRect(x: 10, y: 10, width: 20, height: 20), .black)
        card.layer.mask = mask
        var image = try ViewTreeRenderer.image(of: root, scale: 1)
        expect(image, [(5, 5, white), (15, 15, red), (25, 25, blue), (35, 35, white), (10, 10, red), (9, 9, white)])
        // Half the mask's alpha lets half of the layer through.
        mask.opacity = 0.5
        image = try ViewTreeRenderer.image(of: root, scale: 1)
        let half = image[15, 15]
        XCTAssertEqual(half.r, 255)
        XCTAssertEqual(Double(half.g), 127.5, accuracy: 1)
        // A view as the mask: its frame in the masked view's bounds.
        let maskView = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 40))
        maskView.backgroundColor = .black
        card.mask = maskView
        XCTAssertTrue(card.layer.mask === maskView.layer)
        image = try ViewTreeRenderer.image(of: root, scale: 1)
        expect(image, [(5, 5, red), (25, 5, white)])
    }

    func testAShapeLayerMaskCutsTheLayerToItsPath() throws {
        let root = root()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        card.backgroundColor = .red
        root.addSubview(card)
        let triangle = CAShapeLayer()
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 40, y: 0))
        path.addLine(to: CGPoint(x: 0, y: 40))
        path.close()
        triangle.path = path.cgPath
        card.layer.mask = triangle
        let image = try ViewTreeRenderer.image(of: root, scale: 1)
        expect(image, [(5, 5, red), (30, 30, white), (18, 20, red), (21, 20, white)])
    }

    final class GradientView: UIView {
        override class var layerClass: AnyClass { CAGradientLayer.self }
    }

    func testAViewsLayerClassMakesItsLayer() throws {
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let gradient = try XCTUnwrap(view.layer as? CAGradientLayer)
        XCTAssertTrue(gradient.delegate === view)
        gradient.colors = [UIColor.red.cgColor, UIColor.red.cgColor]
        let root = root()
        root.addSubview(view)
        expect(try ViewTreeRenderer.image(of: root, scale: 1), [(0, 0, red), (39, 39, red)])
        XCTAssertTrue(type(of: UIView(frame: .zero).layer) == CALayer.self)
    }

    func testATransactionAppliesItsChangesAtOnceAndRunsItsCompletionOnCommit() throws {
        let root = root()
        let square = layer(CGRect(x: 0, y: 0, width: 10, height: 10), .red)
        root.layer.addSublayer(square)
        var completed = false
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        XCTAssertTrue(CATransaction.disableActions())
        CATransaction.setCompletionBlock { completed = true }
        square.backgroundColor = UIColor.blue.cgColor
        XCTAssertFalse(completed)
        CATransaction.commit()
        XCTAssertTrue(completed)
        XCTAssertFalse(CATransaction.disableActions())
        expect(try ViewTreeRenderer.image(of: root, scale: 1), [(5, 5, blue)])
    }
}
