import FilmstripUIKit
import XCTest

@testable import Filmstrip

/// The view tree, its layer's shared values, layout passes and autoresizing, as UIKit runs them.
final class UIViewTests: XCTestCase {
    /// Records the order in which views lay out.
    final class RecordingView: UIView {
        var log: (String) -> Void = { _ in }
        var name = ""
        var passes = 0
        override func layoutSubviews() {
            passes += 1
            log(name)
        }
    }

    func testSubviewsKeepUIKitsOrderThroughEveryInsertion() {
        let root = UIView()
        let a = UIView()
        let b = UIView()
        let c = UIView()
        let d = UIView()
        root.addSubview(a)
        root.addSubview(b)
        root.insertSubview(c, at: 0)
        XCTAssertTrue(root.subviews.elementsEqual([c, a, b], by: ===))
        root.insertSubview(d, aboveSubview: c)
        XCTAssertTrue(root.subviews.elementsEqual([c, d, a, b], by: ===))
        root.insertSubview(b, belowSubview: d)
        XCTAssertTrue(root.subviews.elementsEqual([c, b, d, a], by: ===))
        root.bringSubviewToFront(c)
        XCTAssertTrue(root.subviews.elementsEqual([b, d, a, c], by: ===))
        root.sendSubviewToBack(a)
        XCTAssertTrue(root.subviews.elementsEqual([a, b, d, c], by: ===))
        root.addSubview(a)  // an existing subview moves to the top
        XCTAssertTrue(root.subviews.elementsEqual([b, d, c, a], by: ===))
        d.removeFromSuperview()
        XCTAssertTrue(root.subviews.elementsEqual([b, c, a], by: ===))
        XCTAssertNil(d.superview)
        XCTAssertTrue(a.superview === root)
    }

    func testAddingToAnotherViewTakesTheViewFromItsOldSuperview() {
        let first = UIView()
        let second = UIView()
        let child = UIView()
        first.addSubview(child)
        second.addSubview(child)
        XCTAssertTrue(first.subviews.isEmpty)
        XCTAssertTrue(second.subviews.elementsEqual([child], by: ===))
        XCTAssertTrue(child.superview === second)
        // A view cannot become its own ancestor's subview.
        child.addSubview(second)
        XCTAssertTrue(child.subviews.isEmpty)
        XCTAssertNil(second.superview)
    }

    func testTagsAndDescendantsAreFoundDepthFirst() {
        let root = UIView()
        let middle = UIView()
        let leaf = UIView()
        leaf.tag = 7
        root.addSubview(middle)
        middle.addSubview(leaf)
        XCTAssertTrue(root.viewWithTag(7) === leaf)
        XCTAssertNil(root.viewWithTag(8))
        XCTAssertTrue(leaf.isDescendant(of: root))
        XCTAssertFalse(root.isDescendant(of: leaf))
    }

    func testTheViewAndItsLayerShareTheirValues() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        XCTAssertEqual(view.layer.bounds, CGRect(x: 0, y: 0, width: 30, height: 40))
        XCTAssertEqual(view.layer.position, CGPoint(x: 25, y: 40))
        XCTAssertEqual(view.layer.frame, view.frame)
        view.alpha = 0.3
        XCTAssertEqual(view.layer.opacity, 0.3)
        XCTAssertEqual(view.alpha, 0.3)  // exact: the CGFloat is kept
        view.layer.opacity = 0.5
        XCTAssertEqual(view.alpha, 0.5)
        view.clipsToBounds = true
        XCTAssertTrue(view.layer.masksToBounds)
        view.layer.masksToBounds = false
        XCTAssertFalse(view.clipsToBounds)
        view.isHidden = true
        XCTAssertTrue(view.layer.isHidden)
        view.backgroundColor = .red
        XCTAssertEqual(view.layer.backgroundColor, CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        XCTAssertEqual(view.backgroundColor, UIColor.red)
        view.layer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        XCTAssertEqual(view.backgroundColor, UIColor.blue)
        view.backgroundColor = nil
        XCTAssertNil(view.layer.backgroundColor)
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        XCTAssertEqual(view.layer.transform, CATransform3DMakeScale(2, 2, 1))
        XCTAssertTrue(view.layer.delegate === view)
    }

    func testTintIsInheritedUntilAViewSetsItsOwn() {
        let root = UIView()
        let child = UIView()
        let grandchild = UIView()
        root.addSubview(child)
        child.addSubview(grandchild)
        XCTAssertEqual(grandchild.tintColor.cgColor, UIColor.systemBlue.cgColor)
        root.tintColor = .red
        XCTAssertEqual(grandchild.tintColor, UIColor.red)
        child.tintColor = .green
        XCTAssertEqual(grandchild.tintColor, UIColor.green)
        XCTAssertEqual(root.tintColor, UIColor.red)
        child.tintColor = nil
        XCTAssertEqual(grandchild.tintColor, UIColor.red)
    }

    func testLayoutIfNeededLaysOutMarkedViewsTopDownOnce() {
        var order: [String] = []
        func make(_ name: String) -> RecordingView {
            let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            view.name = name
            view.log = { order.append($0) }
            return view
        }
        let root = make("root")
        let child = make("child")
        let grandchild = make("grandchild")
        root.addSubview(child)
        child.addSubview(grandchild)
        // Asked of the grandchild, the pass starts at the outermost marked ancestor.
        grandchild.layoutIfNeeded()
        XCTAssertEqual(order, ["root", "child", "grandchild"])
        grandchild.layoutIfNeeded()
        XCTAssertEqual(order.count, 3, "nothing is marked any more")
        child.setNeedsLayout()
        root.layoutIfNeeded()
        XCTAssertEqual(order, ["root", "child", "grandchild", "child"])
        // A move of the origin requests nothing; a new size requests the view and its superview.
        grandchild.center = CGPoint(x: 5, y: 5)
        root.layoutIfNeeded()
        XCTAssertEqual(order.count, 4)
        grandchild.bounds.size = CGSize(width: 10, height: 10)
        root.layoutIfNeeded()
        XCTAssertEqual(order, ["root", "child", "grandchild", "child", "child", "grandchild"])
    }

    func testAutoresizingSharesTheChangeAmongFlexibleParts() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let widthOnly = UIView(frame: CGRect(x: 20, y: 10, width: 100, height: 50))
        widthOnly.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let margins = UIView(frame: CGRect(x: 20, y: 10, width: 100, height: 50))
        margins.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleBottomMargin]
        let leftAndWidth = UIView(frame: CGRect(x: 20, y: 10, width: 60, height: 50))
        leftAndWidth.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth]
        let fixed = UIView(frame: CGRect(x: 20, y: 10, width: 100, height: 50))
        for view in [widthOnly, margins, leftAndWidth, fixed] { root.addSubview(view) }
        root.frame = CGRect(x: 0, y: 0, width: 280, height: 140)
        // Width alone takes all 80 points; height alone all 40.
        XCTAssertEqual(widthOnly.frame, CGRect(x: 20, y: 10, width: 180, height: 90))
        // Margins 20 and 80 share 80 as 16 and 64; the bottom margin (40) takes all 40 vertically.
        XCTAssertEqual(margins.frame, CGRect(x: 36, y: 10, width: 100, height: 50))
        // Left margin 20 and width 60 share 80 as 20 and 60.
        XCTAssertEqual(leftAndWidth.frame, CGRect(x: 40, y: 10, width: 120, height: 50))
        XCTAssertEqual(fixed.frame, CGRect(x: 20, y: 10, width: 100, height: 50))
        // Zero-length flexible parts share equally.
        XCTAssertEqual(
            AutoresizingGeometry.frame(
                CGRect(x: 0, y: 0, width: 100, height: 10), mask: [.flexibleLeftMargin, .flexibleRightMargin],
                oldSuperviewSize: CGSize(width: 100, height: 10), newSuperviewSize: CGSize(width: 140, height: 10)),
            CGRect(x: 20, y: 0, width: 100, height: 10))
        root.autoresizesSubviews = false
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        XCTAssertEqual(widthOnly.frame, CGRect(x: 20, y: 10, width: 180, height: 90))
    }

    func testSizingFollowsUIKitsDefaults() {
        let view = UIView(frame: CGRect(x: 5, y: 6, width: 30, height: 40))
        XCTAssertEqual(view.sizeThatFits(CGSize(width: 1, height: 1)), CGSize(width: 30, height: 40))
        XCTAssertEqual(view.intrinsicContentSize, CGSize(width: -1, height: -1))
        XCTAssertEqual(UIView.noIntrinsicMetric, -1)
        view.sizeToFit()
        XCTAssertEqual(view.frame, CGRect(x: 5, y: 6, width: 30, height: 40))
    }

    func testTraitsFollowTheNearestOverride() {
        let root = UIView()
        let child = UIView()
        root.addSubview(child)
        XCTAssertEqual(child.traitCollection.userInterfaceStyle, .light)
        root.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(child.traitCollection.userInterfaceStyle, .dark)
        child.overrideUserInterfaceStyle = .light
        XCTAssertEqual(child.traitCollection.userInterfaceStyle, .light)
    }

    /// Makes cells that count their layout passes, for three items.
    final class CellSource: NSObject, UICollectionViewDataSource {
        final class Cell: UICollectionViewCell {
            var passes = 0
            override func layoutSubviews() { passes += 1 }
        }

        var made: [Cell] = []
        /// Kept alive past the rendering, so that the cells' superview (held weakly) is still there.
        var collectionView: UICollectionView?

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

        func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            let cell = Cell(frame: .zero)
            made.append(cell)
            return cell
        }
    }

    func testACollectionViewsCellLaysItselfOut() throws {
        let source = CellSource()
        let style = UIKitLayoutStyle(name: "cells", height: 50) { collectionView in
            collectionView.dataSource = source
            source.collectionView = collectionView
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 50, height: 50)
            layout.scrollDirection = .horizontal
            return layout
        }
        var scene = Scene(
            photos: (0..<3).map { Photo.pixels(RGBAImage(width: 4, height: 4), name: "\($0)") }, style: style)
        scene.view.width = 200
        scene.view.scale = 1
        _ = try PreparedScene(scene: scene).render(atOffset: 0)
        let cell = try XCTUnwrap(source.made.first)
        // The cell names the collection view as its superview but is not among its subviews: its own pass runs.
        XCTAssertNotNil(cell.superview)
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.passes, 1)
    }

    /// Image views and labels take no touches and scroll views clip, as UIKit makes them, whichever initialiser made
    /// them (a subclass's included); a plain view does neither.
    func testEachInitialiserStartsAViewWithItsClassDefaults() {
        final class Caption: UILabel {}
        let frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let touchless: [UIView] = [
            UIImageView(frame: frame), UIImageView(image: nil), UIImageView(image: nil, highlightedImage: nil),
            UIImageView(), UILabel(frame: frame), UILabel(), Caption(frame: frame),
        ]
        for view in touchless { XCTAssertFalse(view.isUserInteractionEnabled, "\(type(of: view))") }
        let clipping: [UIView] = [
            UIScrollView(frame: frame), UIScrollView(),
            UICollectionView(frame: frame, collectionViewLayout: UICollectionViewFlowLayout()),
        ]
        for view in clipping { XCTAssertTrue(view.clipsToBounds, "\(type(of: view))") }
        XCTAssertTrue(UIView(frame: frame).isUserInteractionEnabled)
        XCTAssertFalse(UIView(frame: frame).clipsToBounds)
        XCTAssertTrue(UIScrollView().isUserInteractionEnabled)
    }
}
