import XCTest

@testable import Filmstrip
@testable import FilmstripUIKit

/// A scene's `contentSize` and `layoutDirection` reach the team's views as UIKit's traits: Dynamic Type fonts take
/// Apple's published size for the scene's category, and right to left mirrors leading and trailing constraints and
/// the flow layout's rows, as on iOS.
final class SceneTraitsTests: XCTestCase {
    static let colors = [
        UIColor(red: 1, green: 0, blue: 0, alpha: 1), UIColor(red: 0, green: 0, blue: 1, alpha: 1),
        UIColor(red: 0, green: 1, blue: 0, alpha: 1),
    ]

    /// A row of three cells in a vertical flow under a badge pinned to the leading edge, and a Dynamic Type label.
    final class RowViewController: UIViewController, UICollectionViewDataSource {
        var collectionView: UICollectionView!
        let badge = UIView()
        let label = UILabel()
        let adjustingLabel = UILabel()
        var direction: UIUserInterfaceLayoutDirection?
        var contentSize: UIContentSizeCategory?

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            layout.minimumInteritemSpacing = 5
            // 10 + 3 x 100 + 2 x 5 = 320: the row fills the view exactly, so its cells sit 10, 115 and 220 points
            // from the left, left to right.
            layout.sectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
            collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
            collectionView.dataSource = self
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            collectionView.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(collectionView)
            badge.backgroundColor = .black
            badge.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(badge)
            label.font = UIFont.preferredFont(forTextStyle: .body)
            label.text = "Photos"
            view.addSubview(label)
            adjustingLabel.font = UIFont.preferredFont(
                forTextStyle: .title1, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
            adjustingLabel.adjustsFontForContentSizeCategory = true
            adjustingLabel.text = "Album"
            view.addSubview(adjustingLabel)
            NSLayoutConstraint.activate([
                badge.topAnchor.constraint(equalTo: view.topAnchor),
                badge.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                badge.widthAnchor.constraint(equalToConstant: 50),
                badge.heightAnchor.constraint(equalToConstant: 40),
                collectionView.topAnchor.constraint(equalTo: badge.bottomAnchor, constant: 10),
                collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                collectionView.heightAnchor.constraint(equalToConstant: 100),
            ])
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            direction = view.effectiveUserInterfaceLayoutDirection
            contentSize = view.traitCollection.preferredContentSizeCategory
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.backgroundColor = SceneTraitsTests.colors[indexPath.item]
            return cell
        }
    }

    /// The controllers the style made, newest last.
    nonisolated(unsafe) static var made: [RowViewController] = []

    static let row = UIKitViewControllerStyle(name: "row", height: 200) { _ in
        let controller = RowViewController()
        made.append(controller)
        return controller
    }

    /// The scene a scene file states, with the row style registered.
    func scene(_ json: String) throws -> Scene {
        var catalog = StyleCatalog.builtIn
        catalog.register(Self.row)
        let decoder = JSONDecoder()
        decoder.userInfo[SceneDecodingContext.userInfoKey] = SceneDecodingContext(catalog: catalog)
        var scene = try decoder.decode(Scene.self, from: Data(json.utf8))
        scene.input.photos = [Photo.pixels(RGBAImage(width: 4, height: 3, fill: .white), name: "photo.png")]
        return scene
    }

    func testRightToLeftMirrorsTheFlowAndLeadingConstraints() throws {
        let base = #"{"style": "row", "width": 320, "scale": 1"#
        let leftToRight = try PreparedScene(scene: scene(base + "}")).render(atOffset: 0)
        let ltr = try XCTUnwrap(Self.made.last)
        let rightToLeft = try PreparedScene(scene: scene(base + #", "layoutDirection": "rightToLeft"}"#))
            .render(atOffset: 0)
        let rtl = try XCTUnwrap(Self.made.last)
        XCTAssertEqual(ltr.direction, .leftToRight)
        XCTAssertEqual(rtl.direction, .rightToLeft)
        let rightToLeftTraits = SceneTraits(layoutDirection: .rightToLeft)

        // The badge's leading edge is 16 points in from the right: x = 320 - 16 - 50.
        XCTAssertEqual(ltr.badge.frame, CGRect(x: 16, y: 0, width: 50, height: 40))
        XCTAssertEqual(rtl.badge.frame, CGRect(x: 254, y: 0, width: 50, height: 40))
        // Each cell mirrored across the content's 320 points: x = 320 - (left-to-right x + 100).
        for (item, x) in [(0, 10.0), (1, 115), (2, 220)] {
            let indexPath = IndexPath(item: item, section: 0)
            XCTAssertEqual(ltr.collectionView.cellForItem(at: indexPath)?.frame.minX, CGFloat(x), "item \(item)")
            XCTAssertEqual(
                rtl.collectionView.cellForItem(at: indexPath)?.frame,
                CGRect(x: 220 - x, y: 0, width: 100, height: 100), "item \(item)")
            let shown = UIKitRuntime.run(screen: rtl.view.bounds, scale: 1, traits: rightToLeftTraits) {
                rtl.collectionView.layoutAttributesForItem(at: indexPath)?.frame.minX
            }
            XCTAssertEqual(shown, CGFloat(220 - x), "item \(item)")
        }

        // Outside the scene the application is left to right again: a view made now is not mirrored.
        XCTAssertEqual(UIView().effectiveUserInterfaceLayoutDirection, .leftToRight)

        let red = RGBA(r: 255, g: 0, b: 0)
        let blue = RGBA(r: 0, g: 0, b: 255)
        let green = RGBA(r: 0, g: 255, b: 0)
        let black = RGBA(r: 0, g: 0, b: 0)
        let white = RGBA(r: 255, g: 255, b: 255)
        // Cells 50 points down: red, blue, green from the left; from the right, right to left.
        expect(leftToRight, [(60, 100, red), (165, 100, blue), (270, 100, green), (20, 20, black), (300, 20, white)])
        expect(rightToLeft, [(260, 100, red), (155, 100, blue), (50, 100, green), (300, 20, black), (20, 20, white)])
        expect(rightToLeft, [(5, 100, green), (207, 100, white), (315, 100, white)])  // the 10-point inset on the right
    }

    func testDynamicTypeFontsTakeTheScenesContentSize() throws {
        _ = try PreparedScene(scene: scene(#"{"style": "row", "contentSize": "accessibilityExtraLarge"}"#))
        let large = try XCTUnwrap(Self.made.last)
        // Apple's published sizes at the third accessibility size: body 40 points, title 1 48.
        XCTAssertEqual(large.label.font.pointSize, 40)
        XCTAssertEqual(large.adjustingLabel.font.pointSize, 48)
        XCTAssertEqual(large.contentSize, .accessibilityExtraLarge)

        _ = try PreparedScene(scene: scene(#"{"style": "row"}"#))
        let standard = try XCTUnwrap(Self.made.last)
        XCTAssertEqual(standard.label.font.pointSize, 17)
        XCTAssertEqual(standard.adjustingLabel.font.pointSize, 28)
        XCTAssertEqual(standard.contentSize, .large)
    }

    func testAFlowLayoutStyleIsMirroredToo() throws {
        let style = UIKitLayoutStyle(name: "grid", height: 100) { _ in
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            layout.minimumInteritemSpacing = 5
            layout.sectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
            return layout
        }
        var scene = Scene(
            photos: (0..<3).map { Photo.pixels(RGBAImage(width: 4, height: 3, fill: .white), name: "\($0).png") },
            style: style)
        scene.view.width = 320
        scene.look.layoutDirection = .rightToLeft
        let frames = try PreparedScene(scene: scene).layout.allAttributes().filter { $0.kind == .cell }
            .sorted { $0.index < $1.index }.map(\.frame.minX)
        XCTAssertEqual(frames, [210, 105, 0])
    }

    func testTraitsAreOneValueFromTheScene() {
        var scene = Scene()
        XCTAssertEqual(scene.look.traits, SceneTraits())
        scene.look.appearance = .dark
        scene.look.contentSize = .extraSmall
        scene.look.layoutDirection = .rightToLeft
        XCTAssertEqual(
            scene.look.traits, SceneTraits(appearance: .dark, contentSize: .extraSmall, layoutDirection: .rightToLeft))
    }
}
