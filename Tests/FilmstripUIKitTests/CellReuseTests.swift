import Filmstrip
import FilmstripUIKit
import XCTest

/// Cells and supplementary views of the registered classes, dequeued and reused as UIKit does, with a layout, data
/// source and cell written as iOS developers write them: `as! PhotoCell` works, a long list is drawn with as many
/// cells as are on screen at once, `prepareForReuse()` and `apply(_:)` are called when UIKit calls them, and an
/// identifier that was never registered fails the rendering with UIKit's message.
final class CellReuseTests: XCTestCase {
    /// Attributes with a field of their own, copied and compared as Apple asks of a subclass.
    final class CardAttributes: UICollectionViewLayoutAttributes {
        var distanceFromCentre: CGFloat = 0

        override func copy(with zone: NSZone? = nil) -> Any {
            let copy = super.copy(with: zone) as! CardAttributes
            copy.distanceFromCentre = distanceFromCentre
            return copy
        }

        override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? CardAttributes else { return false }
            return super.isEqual(other) && other.distanceFromCentre == distanceFromCentre
        }
    }

    /// A photo cell as an app writes it, counting what UIKit calls on it.
    final class PhotoCell: UICollectionViewCell {
        var caption = ""
        /// The width `init(frame:)` was given: the item's, as UIKit makes a cell with its frame.
        let widthAtInit: CGFloat
        private(set) var reuses = 0
        private(set) var applied: [UICollectionViewLayoutAttributes] = []

        required init(frame: CGRect) {
            widthAtInit = frame.width
            super.init(frame: frame)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func prepareForReuse() {
            super.prepareForReuse()
            reuses += 1
            caption = ""
        }

        override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
            super.apply(layoutAttributes)
            applied.append(layoutAttributes)
        }
    }

    /// A header that declares no initializer: it inherits `init(frame:)`.
    final class TitleHeader: UICollectionReusableView {
        var title = ""
    }

    /// A footer with an initializer of its own.
    final class CountFooter: UICollectionReusableView {
        var count = 0

        required init(frame: CGRect) { super.init(frame: frame) }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    /// One cell per item, each dequeued by identifier and cast as apps cast it, recording what it was given.
    final class PhotoDataSource: NSObject, UICollectionViewDataSource {
        let items: Int
        let identifier: String
        var sections = 1
        /// Each cell handed out, in order, with the frame it already had when the data source got it.
        var handedOut: [(cell: PhotoCell, item: Int, frame: CGRect)] = []
        var headers: [TitleHeader] = []

        init(items: Int, identifier: String = "photo") {
            self.items = items
            self.identifier = identifier
        }

        func numberOfSections(in collectionView: UICollectionView) -> Int { sections }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            items
        }

        func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            let dequeued = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
            // The unregistered identifier's test is handed a stand-in cell, which it returns; the others cast as apps do.
            guard identifier == "photo" else { return dequeued }
            let cell = dequeued as! PhotoCell
            cell.caption = "photo \(indexPath.item)"
            handedOut.append((cell, indexPath.item, cell.frame))
            return cell
        }

        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            if kind == UICollectionView.elementKindSectionHeader {
                let header =
                    collectionView.dequeueReusableSupplementaryView(
                        ofKind: kind, withReuseIdentifier: "title", for: indexPath)
                    as! TitleHeader
                header.title = "Section \(indexPath.section)"
                headers.append(header)
                return header
            }
            guard
                let footer = collectionView.dequeueReusableSupplementaryView(
                    ofKind: kind, withReuseIdentifier: "count", for: indexPath) as? CountFooter
            else { return UICollectionReusableView() }
            footer.count = items
            return footer
        }
    }

    /// A strip of 100 x 100 cards whose attributes say how far each is from the view's centre: they change with
    /// every scroll.
    final class CardLayout: UICollectionViewLayout {
        var returned: [Int: CardAttributes] = [:]

        override class var layoutAttributesClass: AnyClass { CardAttributes.self }

        override var collectionViewContentSize: CGSize {
            CGSize(width: CGFloat(collectionView!.numberOfItems(inSection: 0)) * 100, height: 100)
        }

        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            let attributes = CardAttributes(forCellWith: indexPath)
            attributes.frame = CGRect(x: CGFloat(indexPath.item) * 100, y: 0, width: 100, height: 100)
            attributes.distanceFromCentre = abs(attributes.center.x - collectionView!.bounds.midX)
            return attributes
        }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            (0..<collectionView!.numberOfItems(inSection: 0)).compactMap { item in
                let attributes = layoutAttributesForItem(at: IndexPath(item: item, section: 0)) as! CardAttributes
                returned[item] = attributes
                return attributes.frame.intersects(rect) ? attributes : nil
            }
        }
    }

    /// A backdrop behind every card, as a layout registers and places it.
    final class Backdrop: UICollectionReusableView {
        static var made = 0
        private(set) var frames: [CGRect] = []
        required init(frame: CGRect) {
            Backdrop.made += 1
            super.init(frame: frame)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
            super.apply(layoutAttributes)
            frames.append(layoutAttributes.frame)
        }
    }
    final class BackdropLayout: UICollectionViewFlowLayout {
        var registers = true
        override func prepare() {
            super.prepare()
            if registers { register(Backdrop.self, forDecorationViewOfKind: "backdrop") }
        }
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            let cells = super.layoutAttributesForElements(in: rect) ?? []
            return cells
                + cells.map { cell in
                    let backdrop = UICollectionViewLayoutAttributes(
                        forDecorationViewOfKind: "backdrop", with: cell.indexPath)
                    backdrop.frame = cell.frame
                    backdrop.zIndex = -1
                    return backdrop
                }
        }
    }
    /// A horizontal flow of 100 x 100 items with no spacing: their attributes never change as it scrolls.
    static func strip() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 0
        return layout
    }

    /// The layout `setUp` makes, driven as Filmstrip drives it, for `items` photos in a `width` x 100 view.
    static func collectionLayout(
        items: Int, width: Double = 450, setUp: @escaping (UICollectionView) -> UICollectionViewLayout
    ) throws -> any CollectionLayout {
        let style = UIKitLayoutStyle(name: "photos", height: 100) { collectionView in setUp(collectionView) }
        return try style.makeLayout(
            itemSizes: Array(repeating: Size(width: 4, height: 3), count: items),
            viewSize: Size(width: width, height: 100))
    }

    func testALongListIsDrawnWithTheCellsOnScreenAtOnceEachOfTheRegisteredClass() throws {
        for (step, cellsMade) in [(100.0, 5), (50.0, 6)] {
            let dataSource = PhotoDataSource(items: 100)
            var collectionView: UICollectionView?
            let layout = try Self.collectionLayout(items: 100) { view in
                view.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
                view.dataSource = dataSource
                collectionView = view
                return Self.strip()
            }
            // Offsets where no cell edge meets the view's edges: 5 cells on screen, 6 half-way between.
            for offset in stride(from: 25.0, through: 9525, by: step) {
                let drawn = try layout.checkedVisibleAttributes(atOffset: offset)
                let visible = collectionView!.visibleCells.map { $0 as! PhotoCell }
                XCTAssertEqual(visible.map(\.caption), drawn.map { "photo \($0.index)" }, "offset \(offset)")
            }
            // Every item was asked for once; one cell per place on screen was made, then reused.
            XCTAssertEqual(dataSource.handedOut.map(\.item), Array(0..<100))
            let cells = Set(dataSource.handedOut.map { ObjectIdentifier($0.cell) })
            XCTAssertEqual(cells.count, cellsMade, "cells made scrolling by \(step) pt")
            let all = dataSource.handedOut.map(\.cell)
            let unique = all.enumerated().filter { index, cell in !all[..<index].contains { $0 === cell } }.map(\.1)
            XCTAssertEqual(unique.map(\.reuses).reduce(0, +), 100 - cellsMade, "prepareForReuse once per reuse")
            XCTAssertEqual(unique.map(\.widthAtInit), Array(repeating: 100, count: cellsMade))
            // The cell had its item's frame already in `cellForItemAt`, and took the attributes only then: a flow
            // layout's do not change as it scrolls.
            for entry in dataSource.handedOut {
                XCTAssertEqual(entry.frame, CGRect(x: CGFloat(entry.item) * 100, y: 0, width: 100, height: 100))
            }
            XCTAssertEqual(unique.map(\.applied.count).reduce(0, +), 100, "apply(_:) once per item shown")
            XCTAssertEqual(
                collectionView!.indexPathsForVisibleItems.map(\.item), [95, 96, 97, 98, 99], "the list's end")
        }
    }

    /// A strip that lists its attributes backwards, as a layout answering from a `Dictionary` may list them.
    final class BackwardsStrip: UICollectionViewFlowLayout {
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            super.layoutAttributesForElements(in: rect)?.reversed()
        }
    }

    func testWhichCellIsReusedForWhichItemDoesNotDependOnTheLayoutsOrder() throws {
        func reuse(_ flow: UICollectionViewFlowLayout) throws -> [Int] {
            let dataSource = PhotoDataSource(items: 30)
            flow.scrollDirection = .horizontal
            flow.itemSize = CGSize(width: 100, height: 100)
            flow.minimumLineSpacing = 0
            let layout = try Self.collectionLayout(items: 30) { view in
                view.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
                view.dataSource = dataSource
                return flow
            }
            for offset in stride(from: 25.0, through: 2525, by: 75) {
                _ = try layout.checkedVisibleAttributes(atOffset: offset)
            }
            // Each item's cell, numbered by when that cell was first handed out.
            var first: [ObjectIdentifier] = []
            return dataSource.handedOut.map { entry in
                let id = ObjectIdentifier(entry.cell)
                if !first.contains(id) { first.append(id) }
                return first.firstIndex(of: id)!
            }
        }
        let forwards = try reuse(UICollectionViewFlowLayout())
        XCTAssertEqual(forwards.count, 30)
        XCTAssertEqual(try reuse(BackwardsStrip()), forwards)
    }

    func testReloadingTheDataAsksForEveryCellAgainAndReusesThem() throws {
        let dataSource = PhotoDataSource(items: 10)
        var collectionView: UICollectionView?
        let layout = try Self.collectionLayout(items: 10) { view in
            view.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
            view.dataSource = dataSource
            collectionView = view
            return Self.strip()
        }
        _ = try layout.checkedVisibleAttributes(atOffset: 25)
        let before = collectionView!.visibleCells
        collectionView!.reloadData()
        XCTAssertEqual(collectionView!.visibleCells.count, 0)
        _ = try layout.checkedVisibleAttributes(atOffset: 125)
        XCTAssertEqual(dataSource.handedOut.map(\.item), [0, 1, 2, 3, 4, 1, 2, 3, 4, 5])
        XCTAssertEqual(
            Set(collectionView!.visibleCells.map(ObjectIdentifier.init)), Set(before.map(ObjectIdentifier.init)),
            "the same five cells, reused")
    }

    func testASupplementaryRegistrationMakesAndConfiguresItsClass() throws {
        final class Source: NSObject, UICollectionViewDataSource {
            let header = UICollectionView.SupplementaryRegistration<TitleHeader>(
                elementKind: UICollectionView.elementKindSectionHeader
            ) { header, kind, indexPath in
                header.title = "\(kind) \(indexPath.section)"
            }
            let cell = UICollectionView.CellRegistration<PhotoCell, String> { cell, _, name in cell.caption = name }

            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }

            func collectionView(
                _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
            ) -> UICollectionViewCell {
                collectionView.dequeueConfiguredReusableCell(
                    using: cell, for: indexPath, item: "card \(indexPath.item)")
            }

            func collectionView(
                _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                at indexPath: IndexPath
            ) -> UICollectionReusableView {
                collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
            }
        }
        var collectionView: UICollectionView?
        let layout = try Self.collectionLayout(items: 2) { view in
            view.dataSource = Source()
            collectionView = view
            let flow = Self.strip()
            flow.headerReferenceSize = CGSize(width: 30, height: 100)
            return flow
        }
        _ = try layout.checkedVisibleAttributes(atOffset: 0)
        let header = collectionView!.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        XCTAssertEqual((header as? TitleHeader)?.title, "UICollectionElementKindSectionHeader 0")
        XCTAssertEqual(collectionView!.visibleCells.map { ($0 as! PhotoCell).caption }, ["card 0", "card 1"])
    }

    func testApplyIsGivenTheLayoutsOwnAttributesOfItsClassEachTimeTheyChange() throws {
        let dataSource = PhotoDataSource(items: 10)
        let cardLayout = CardLayout()
        var collectionView: UICollectionView?
        let layout = try Self.collectionLayout(items: 10, width: 300) { view in
            view.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
            view.dataSource = dataSource
            collectionView = view
            return cardLayout
        }
        _ = try layout.checkedVisibleAttributes(atOffset: 0)
        let second = collectionView!.cellForItem(at: IndexPath(item: 1, section: 0)) as! PhotoCell
        XCTAssertTrue(second.applied.last === cardLayout.returned[1], "the layout's own instance")
        _ = try layout.checkedVisibleAttributes(atOffset: 30)
        _ = try layout.checkedVisibleAttributes(atOffset: 60)
        XCTAssertTrue(second.applied.last === cardLayout.returned[1])
        XCTAssertEqual(second.applied.map { ($0 as! CardAttributes).distanceFromCentre }, [0, 30, 60])
        XCTAssertEqual(second.frame, CGRect(x: 100, y: 0, width: 100, height: 100))
    }

    func testACellTheDelegateChangedKeepsTheChangeWhileItsAttributesStayTheSame() throws {
        /// Fades the cells on screen once, at the first layout pass only.
        final class FadeOnce: NSObject, UICollectionViewDelegate {
            var faded = false
            func scrollViewDidScroll(_ scrollView: UIScrollView) {
                guard !faded else { return }
                faded = true
                for cell in (scrollView as! UICollectionView).visibleCells { cell.alpha = 0.5 }
            }
        }
        let delegate = FadeOnce()
        let layout = try Self.collectionLayout(items: 10) { view in
            view.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
            view.dataSource = PhotoDataSource(items: 10)
            view.delegate = delegate
            return Self.strip()
        }
        XCTAssertEqual(try layout.checkedVisibleAttributes(atOffset: 25).map(\.alpha), [0.5, 0.5, 0.5, 0.5, 0.5])
        // Items 1 to 4 stay on screen with the same attributes, so they keep the delegate's alpha; item 5 is new.
        XCTAssertEqual(
            try layout.checkedVisibleAttributes(atOffset: 125).map(\.alpha), [0.5, 0.5, 0.5, 0.5, 1])
    }

    func testSupplementaryViewsAreTheClassRegisteredForTheirKind() throws {
        let dataSource = PhotoDataSource(items: 3)
        dataSource.sections = 2
        var collectionView: UICollectionView?
        let layout = try Self.collectionLayout(items: 6, width: 320) { view in
            view.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
            view.register(
                TitleHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                withReuseIdentifier: "title")
            view.register(
                CountFooter.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                withReuseIdentifier: "count")
            view.dataSource = dataSource
            collectionView = view
            let flow = UICollectionViewFlowLayout()
            flow.itemSize = CGSize(width: 100, height: 20)
            flow.headerReferenceSize = CGSize(width: 320, height: 10)
            flow.footerReferenceSize = CGSize(width: 320, height: 5)
            return flow
        }
        _ = try layout.checkedVisibleAttributes(atOffset: 0)
        let view = collectionView!
        let headers = view.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader)
        XCTAssertEqual(headers.map { ($0 as! TitleHeader).title }, ["Section 0", "Section 1"])
        XCTAssertEqual(
            headers.map(\.frame),
            [CGRect(x: 0, y: 0, width: 320, height: 10), CGRect(x: 0, y: 35, width: 320, height: 10)])
        let footer = view.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 1))
        XCTAssertEqual((footer as? CountFooter)?.count, 3)
        XCTAssertEqual(footer?.frame, CGRect(x: 0, y: 65, width: 320, height: 5))
        XCTAssertEqual(dataSource.headers.count, 2, "asked once each while on screen")
        _ = try layout.checkedVisibleAttributes(atOffset: 0.5)
        XCTAssertEqual(dataSource.headers.count, 2)
    }

    func testADiffableDataSourcesProvidersMakeTheRegisteredClassesOfTheirKind() throws {
        final class BannerFooter: UICollectionReusableView {
            var pages = 0
        }
        let footerKind = "BannerFooterKind"
        var askedKinds: [String] = []
        var footers: [BannerFooter] = []
        var collectionView: UICollectionView?
        var dataSource: UICollectionViewDiffableDataSource<Int, Int>?
        let registration = UICollectionView.CellRegistration<PhotoCell, Int> { cell, _, item in
            cell.caption = "banner \(item)"
        }
        let layout = try Self.collectionLayout(items: 3, width: 200) { view in
            view.register(BannerFooter.self, forSupplementaryViewOfKind: footerKind, withReuseIdentifier: "footer")
            let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) { view, indexPath, item in
                view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            source.supplementaryViewProvider = { view, kind, indexPath in
                askedKinds.append(kind)
                let footer =
                    view.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "footer", for: indexPath)
                    as! BannerFooter
                footer.pages = 3
                footers.append(footer)
                return footer
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems([7, 8, 9])
            source.apply(snapshot)
            dataSource = source
            collectionView = view
            // Rows 40 pt high of two items, then the footer: all on screen in the 200 x 100 view.
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
            let section = NSCollectionLayoutSection(
                group: .horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                    subitems: [item]))
            section.boundarySupplementaryItems = [
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(20)),
                    elementKind: footerKind, alignment: .bottom)
            ]
            return UICollectionViewCompositionalLayout(section: section)
        }
        _ = try layout.checkedVisibleAttributes(atOffset: 0)
        XCTAssertNotNil(dataSource)
        XCTAssertEqual(askedKinds, [footerKind])
        XCTAssertEqual(footers.map(\.pages), [3])
        XCTAssertTrue(
            collectionView!.supplementaryView(forElementKind: footerKind, at: IndexPath(item: 0, section: 0))
                === footers[0])
        XCTAssertEqual(
            collectionView!.visibleCells.map { ($0 as! PhotoCell).caption }, ["banner 7", "banner 8", "banner 9"])
        XCTAssertEqual(footers[0].frame, CGRect(x: 0, y: 80, width: 200, height: 20))
    }

    func testAnUnregisteredIdentifierFailsTheRenderingWithUIKitsMessage() throws {
        let layout = try Self.collectionLayout(items: 10) { view in
            view.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
            view.dataSource = PhotoDataSource(items: 10, identifier: "cell")
            return Self.strip()
        }
        XCTAssertThrowsError(try layout.checkedVisibleAttributes(atOffset: 0)) { error in
            XCTAssertTrue(error is UIKitLayoutError, "\(error)")
            XCTAssertEqual(
                "\(error)",
                "PhotoDataSource: could not dequeue a view of kind: UICollectionElementKindCell with identifier cell "
                    + "- must register a nib or a class for the identifier or connect a prototype cell in a storyboard "
                    + "(NSInternalInconsistencyException from dequeueReusableCell(withReuseIdentifier:for:) for item 0 "
                    + "of section 0; register the class with register(_:forCellWithReuseIdentifier:))")
        }
    }

    func testAnUnregisteredSupplementaryKindAndDecorationKindFailWithUIKitsMessages() throws {
        let footerless = try Self.collectionLayout(items: 3) { view in
            view.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
            view.register(
                TitleHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                withReuseIdentifier: "title")
            view.dataSource = PhotoDataSource(items: 3)
            let flow = Self.strip()
            flow.footerReferenceSize = CGSize(width: 10, height: 100)
            return flow
        }
        XCTAssertThrowsError(try footerless.checkedVisibleAttributes(atOffset: 0)) { error in
            XCTAssertEqual(
                "\(error)",
                "PhotoDataSource: could not dequeue a view of kind: UICollectionElementKindSectionFooter with "
                    + "identifier count - must register a nib or a class for the identifier or connect a prototype cell "
                    + "in a storyboard (NSInternalInconsistencyException from "
                    + "dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:) for item 0 of section 0; "
                    + "register the class with register(_:forSupplementaryViewOfKind:withReuseIdentifier:))")
        }
    }

    func testDecorationViewsAreMadeFromTheLayoutsRegistrationAndReused() throws {
        Backdrop.made = 0
        let layout = try Self.collectionLayout(items: 20) { view in
            let layout = BackdropLayout()
            layout.scrollDirection = .horizontal
            layout.itemSize = CGSize(width: 100, height: 100)
            layout.minimumLineSpacing = 0
            return layout
        }
        for offset in stride(from: 25.0, through: 1525, by: 50) {
            _ = try layout.checkedVisibleAttributes(atOffset: offset)
        }
        XCTAssertEqual(Backdrop.made, 6, "one backdrop per card on screen at once, reused")

        let unregistered = try Self.collectionLayout(items: 20) { _ in
            let layout = BackdropLayout()
            layout.registers = false
            return layout
        }
        XCTAssertThrowsError(try unregistered.checkedVisibleAttributes(atOffset: 0)) { error in
            XCTAssertEqual(
                "\(error)",
                "BackdropLayout: could not dequeue a decoration view of kind: backdrop - must register as a class or "
                    + "nib or connect a prototype in a storyboard (NSInternalInconsistencyException, for item 0 of "
                    + "section 0; register the class with the layout's register(_:forDecorationViewOfKind:))")
        }
    }
}
