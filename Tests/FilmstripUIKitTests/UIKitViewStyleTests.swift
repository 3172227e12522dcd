import FilmstripUIKit
import XCTest

@testable import Filmstrip

/// A team's own cell and view controller, written as iOS developers write them, drawn frame by frame: the whole
/// view tree (the collection view's background, rounded cells with their image views, a view above the collection
/// view), scrolled as the scene says.
final class UIKitViewStyleTests: XCTestCase {
    final class PhotoCell: UICollectionViewCell {
        let imageView = UIImageView()

        required init(frame: CGRect) {
            super.init(frame: frame)
            contentView.layer.cornerRadius = 20
            contentView.clipsToBounds = true
            imageView.contentMode = .scaleAspectFill
            imageView.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(imageView)
            NSLayoutConstraint.activate([
                imageView.topAnchor.constraint(equalTo: contentView.topAnchor),
                imageView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                imageView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                imageView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            ])
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    /// Photos in a horizontal strip 100 points high, 50 points from the top, under a grey bar 20 points high.
    class StripViewController: UIViewController, UICollectionViewDataSource {
        let photos: [UIImage]
        var collectionView: UICollectionView!
        let bar = UIView()

        init(photos: [UIImage]) {
            self.photos = photos
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            let layout = UICollectionViewFlowLayout()
            layout.scrollDirection = .horizontal
            layout.itemSize = CGSize(width: 100, height: 100)
            layout.minimumLineSpacing = 10
            collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
            collectionView.backgroundColor = .black
            collectionView.dataSource = self
            collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
            collectionView.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(collectionView)
            bar.backgroundColor = UIColor(white: 0.5, alpha: 1)
            bar.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(bar)
            NSLayoutConstraint.activate([
                collectionView.topAnchor.constraint(equalTo: view.topAnchor, constant: 50),
                collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                collectionView.heightAnchor.constraint(equalToConstant: 100),
                bar.topAnchor.constraint(equalTo: view.topAnchor),
                bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                bar.heightAnchor.constraint(equalToConstant: 20),
            ])
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            photos.count
        }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath) as! PhotoCell
            cell.imageView.image = photos[indexPath.item]
            return cell
        }
    }

    /// The strip whose bar turns red when a scroll comes to rest, as a page control is updated.
    final class RestingStripViewController: StripViewController, UICollectionViewDelegate {
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.delegate = self
        }

        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
            bar.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        }
    }

    static let red = RGBA(r: 255, g: 0, b: 0)
    static let blue = RGBA(r: 0, g: 0, b: 255)
    static let green = RGBA(r: 0, g: 160, b: 0)
    static let grey = RGBA(r: 128, g: 128, b: 128)
    static let black = RGBA(r: 0, g: 0, b: 0)
    static let white = RGBA(r: 255, g: 255, b: 255)

    func scene(_ style: any CarouselStyle, position: Scene.Position = .start) -> Scene {
        let photos = [Self.red, Self.blue, Self.green, Self.red, Self.blue].enumerated().map { index, color in
            Photo.pixels(RGBAImage(width: 64, height: 48, fill: color), name: "photo \(index).png")
        }
        var scene = Scene(photos: photos, style: style)
        scene.view.width = 320
        scene.view.height = 200
        scene.view.scale = 1
        scene.motion.position = position
        return scene
    }

    static let strip = UIKitViewControllerStyle(name: "strip") { StripViewController(photos: $0) }

    func testTheWholeViewTreeIsDrawnWithTheCellsWhereTheLayoutPutsThem() throws {
        let image = try PreparedScene(scene: scene(Self.strip)).render(atOffset: 0)
        XCTAssertEqual(image.width, 320)
        XCTAssertEqual(image.height, 200)
        expect(
            image,
            [
                (10, 10, Self.grey),  // the bar over everything
                (10, 30, Self.white),  // the controller's view between the bar and the strip
                (50, 100, Self.red), (160, 100, Self.blue), (270, 100, Self.green),  // cells 110 points apart
                (105, 100, Self.black),  // the collection view's background between cells
                (1, 51, Self.black), (98, 148, Self.black),  // the cells' rounded corners show what is under them
                (10, 170, Self.white),  // below the strip
            ])
    }

    /// The strip reloaded after every layout of the controller's view, as LNICoverFlowLayout's demo does in
    /// `viewDidLayoutSubviews`: UIKit asks the data source again in the collection view's next layout pass, before
    /// anything is drawn, so the cells are on screen in every frame.
    /// Its value label, set there too, asks for the next layout pass of the view, as the demo's labels do.
    final class ReloadingStripViewController: StripViewController {
        let value = UILabel(frame: CGRect(x: 200, y: 160, width: 100, height: 20))

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(value)
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            value.text = String(format: "%.2f", 45.0)
            collectionView.setNeedsLayout()
            collectionView.layoutIfNeeded()
            collectionView.reloadData()
        }
    }

    func testCellsReloadedInALayoutPassAreDrawn() throws {
        let style = UIKitViewControllerStyle(name: "reloading") { ReloadingStripViewController(photos: $0) }
        let prepared = try PreparedScene(scene: scene(style))
        for offset in [0.0, 110] {
            let image = try prepared.render(atOffset: offset)
            let first = offset == 0 ? Self.red : Self.blue
            expect(image, [(10, 10, Self.grey), (50, 100, first), (105, 100, Self.black)])
        }
    }

    /// The strip in system colours, as an app that supports dark mode draws it.
    final class SystemColoursStripViewController: StripViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            bar.backgroundColor = .label
        }
    }

    func testASceneInDarkModeGivesTheTeamsViewsTheDarkStyle() throws {
        let style = UIKitViewControllerStyle(name: "system-strip") { SystemColoursStripViewController(photos: $0) }
        var dark = scene(style)
        dark.look.appearance = .dark
        // systemBackground is white in light mode and black in dark; label black in light and white in dark.
        expect(
            try PreparedScene(scene: scene(style)).render(atOffset: 0), [(10, 30, Self.white), (10, 10, Self.black)])
        expect(try PreparedScene(scene: dark).render(atOffset: 0), [(10, 30, Self.black), (10, 10, Self.white)])
    }

    func testAnIPadWideSceneGivesTheTeamsViewsAnIPadsTraits() throws {
        final class TraitsReader: StripViewController {
            var seen: UITraitCollection?
            override func viewDidLoad() {
                super.viewDidLoad()
                seen = view.traitCollection
            }
        }
        nonisolated(unsafe) var readers: [TraitsReader] = []
        let style = UIKitViewControllerStyle(name: "traits") { photos in
            let reader = TraitsReader(photos: photos)
            readers.append(reader)
            return reader
        }
        var wide = scene(style)
        wide.view.width = 820
        _ = try PreparedScene(scene: wide)
        _ = try PreparedScene(scene: scene(style))
        XCTAssertEqual(readers.map { $0.seen?.userInterfaceIdiom }, [.pad, .phone])
        XCTAssertEqual(readers.map { $0.seen?.horizontalSizeClass }, [.regular, .compact])
    }

    func testTheSceneScrollsTheCollectionViewAndTheRestStays() throws {
        let scene = scene(Self.strip, position: .offset(110))
        let prepared = try PreparedScene(scene: scene)
        let image = try prepared.render(atOffset: prepared.startOffset())
        expect(image, [(50, 100, Self.blue), (160, 100, Self.green), (270, 100, Self.red), (10, 10, Self.grey)])
        XCTAssertEqual(prepared.layout.viewSize, Size(width: 320, height: 100))
        XCTAssertEqual(prepared.layout.itemCount, 5)
    }

    func testEachFrameShowsTheTreeAtItsOffsetAndTheLastWhatTheEndOfTheMotionChanged() throws {
        let style = UIKitViewControllerStyle(name: "resting-strip") { RestingStripViewController(photos: $0) }
        let prepared = try PreparedScene(scene: scene(style))
        let sequence = try FrameSequence(
            prepared: prepared, startOffset: 0, gesture: .fling(velocity: 600), framesPerSecond: 60)
        for threads in [1, 4] {
            var frames: [RGBAImage] = []
            try SequenceRenderer(prepared: prepared, sequence: sequence, threads: threads).forEachFrame {
                frames.append($0.image)
            }
            XCTAssertGreaterThan(frames.count, 10)
            for (index, frame) in frames.enumerated() {
                let offset = sequence.samples[index].offset
                // The strip moved with the offset: the collection view's black gap after cell 0 is at 100-110.
                let gap = Int((105 - offset).rounded())
                if gap >= 0 && gap < 320 { XCTAssertEqual(frame[gap, 100], Self.black, "frame \(index)") }
                let bar = index == frames.count - 1 ? Self.red : Self.grey
                XCTAssertEqual(frame[10, 10], bar, "frame \(index) of \(frames.count), \(threads) threads")
            }
        }
    }

    func testAViewStyleDrawsTheViewItIsGiven() throws {
        let style = UIKitViewStyle(name: "strip-view", height: 200) { frame in
            let controller = StripViewController(photos: [UIImage(named: "photo 2")!, UIImage(named: "photo 0.png")!])
            controller.view.frame = frame
            return controller.view
        }
        let image = try PreparedScene(scene: scene(style)).render(atOffset: 0)
        expect(image, [(50, 100, Self.green), (160, 100, Self.red), (270, 100, Self.black), (10, 10, Self.grey)])
    }

    /// A badge placed by its leading and top edges and its width, but nothing for its height.
    final class BadgedCell: UICollectionViewCell {
        final class Badge: UIView {}
        let badge = Badge()

        required init(frame: CGRect) {
            super.init(frame: frame)
            badge.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(badge)
            NSLayoutConstraint.activate([
                badge.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 4),
                badge.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 4),
                badge.widthAnchor.constraint(equalToConstant: 20),
            ])
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class BadgedStripView: UIView, UICollectionViewDataSource {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

        required override init(frame: CGRect) {
            super.init(frame: frame)
            collectionView.frame = bounds
            collectionView.dataSource = self
            collectionView.register(BadgedCell.self, forCellWithReuseIdentifier: "badged")
            addSubview(collectionView)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "badged", for: indexPath)
        }
    }

    func testAnAmbiguousConstraintSetIsLoggedOnceWithTheConstraintsThatReachIt() throws {
        let before = UIKitConstraintLog.messages.count
        let prepared = try PreparedScene(scene: scene(UIKitViewStyle(name: "badged") { BadgedStripView(frame: $0) }))
        _ = try prepared.render(atOffset: 0)
        let said = UIKitConstraintLog.messages.dropFirst(before).filter { $0.contains("AMBIGUOUS LAYOUT") }
        XCTAssertEqual(said.count, 1, "one badge a cell, with the same constraints: said once: \(said)")
        let first = try XCTUnwrap(said.first)
        XCTAssertTrue(first.hasPrefix("FilmstripUIKit: AMBIGUOUS LAYOUT for Badge:0x"), first)
        XCTAssertTrue(first.contains("Badge:0x"), first)
        XCTAssertEqual(first.components(separatedBy: "<NSLayoutConstraint:").count - 1, 3, first)
        // The strip drawn with the controller's complete constraints says nothing.
        let quiet = UIKitConstraintLog.messages.count
        _ = try PreparedScene(scene: scene(Self.strip)).render(atOffset: 0)
        XCTAssertEqual(UIKitConstraintLog.messages.count, quiet)
    }

    func testANameNoPhotoHasIsNilAndSaidOnceWithThePhotosTheSceneHas() throws {
        let catalog = UIImageCatalog(photos: [
            (fileName: "beach.jpg", pixels: RGBAImage(width: 2, height: 2, fill: Self.red))
        ])
        UIImageCatalog.$current.withValue(catalog) {
            XCTAssertNil(UIImage(named: "Image 1"))
            XCTAssertNil(UIImage(named: "Image 1"))
            XCTAssertNotNil(UIImage(named: "beach"))
        }
        XCTAssertEqual(catalog.missingNames, ["Image 1"])
        // Outside a scene (an empty catalog) nothing is said: there are no photos to find.
        XCTAssertNil(UIImage(named: "Image 1"))
        XCTAssertEqual(UIImageCatalog.current.missingNames, [])
    }

    /// The line said for a missing name shows the name and the photos' file names escaped, as the command line
    /// prints names: a newline cannot start a workflow command, an escape cannot colour the log, and a right-to-left
    /// override cannot make a name display as another.
    func testAMissingNameIsSaidWithNamesEscaped() {
        let catalog = UIImageCatalog(photos: [
            (fileName: "a\u{1B}[31m\u{202E}gpj.png", pixels: RGBAImage(width: 2, height: 2, fill: Self.red))
        ])
        let message = catalog.missingMessage("x\n::error::y\u{2066}")
        XCTAssertEqual(
            message,
            #"FilmstripUIKit: UIImage(named: "x\n::error::y\u{2066}") finds no photo of the scene called so, with or "#
                + #"without its extension, and returns nil; the scene's photos: a\u{1B}[31m\u{202E}gpj.png"#)
        XCTAssertFalse(message.unicodeScalars.contains { $0.value < 0x20 || (0x202A...0x202E).contains($0.value) })
    }

    func testAPhotoAViewDrawsButCannotBeDecodedFailsTheFrameNamingItUnlessTheSceneSkipsBadPhotos() throws {
        // A JPEG whose header probes but whose data is cut short, shown by the first cell.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("view-style-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = folder.appendingPathComponent("good.png").path
        try Data(PNGEncoder().encode(RGBAImage(width: 64, height: 48, fill: Self.red))).write(
            to: URL(fileURLWithPath: good))
        let cut = folder.appendingPathComponent("cut.png").path
        let bytes = try Data(contentsOf: URL(fileURLWithPath: good))
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: cut))
        var scene = scene(Self.strip)
        scene.input.photos = [.file(cut), .file(good)]
        XCTAssertThrowsError(try PreparedScene(scene: scene).render(atOffset: 0)) { error in
            XCTAssertTrue("\(error)".contains("cut.png"), "\(error)")
        }
        scene.input.skipBad = true
        let image = try PreparedScene(scene: scene).render(atOffset: 0)
        expect(image, [(160, 100, Self.red)])
    }

    func testAViewWithoutACollectionViewIsAnErrorNamingItsClass() {
        let style = UIKitViewStyle(name: "empty") { UIView(frame: $0) }
        XCTAssertThrowsError(try PreparedScene(scene: scene(style))) { error in
            XCTAssertEqual(
                "\(error)", "UIView: has no UICollectionView in its view tree for the scene to scroll")
        }
    }

    func testAViewTreeDeeperThanTheBoundIsAnErrorNamingTheView() {
        final class Nested: UIView {}
        let style = UIKitViewStyle(name: "deep") { frame in
            let root = UIView(frame: frame)
            root.addSubview(UICollectionView(frame: frame, collectionViewLayout: UICollectionViewFlowLayout()))
            var innermost = root
            for _ in 0..<70 {
                let next = Nested(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                innermost.addSubview(next)
                innermost = next
            }
            return root
        }
        XCTAssertThrowsError(try PreparedScene(scene: scene(style))) { error in
            XCTAssertEqual(
                "\(error)",
                "Nested: the view tree is deeper than 64 levels here; Filmstrip draws at most 64 nested views")
        }
    }

    func testPhotosAreDecodedOnlyWhenAViewDrawsThem() throws {
        // A photo that cannot be decoded, in a cell never on screen, costs nothing and fails nothing.
        var scene = scene(Self.strip)
        scene.input.photos.append(contentsOf: Array(repeating: scene.input.photos[0], count: 20))
        scene.input.photos.append(.encoded([0xFF, 0xD8, 0xFF], name: "broken.jpg"))
        scene.input.skipBad = true
        let image = try PreparedScene(scene: scene).render(atOffset: 0)
        expect(image, [(50, 100, Self.red)])
    }
}
