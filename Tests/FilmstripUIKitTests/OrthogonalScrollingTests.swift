import FilmstripUIKit
import XCTest

@testable import Filmstrip

/// A section with an `orthogonalScrollingBehavior` scrolls on its own axis when the style names it
/// (`scrolledSection`): every behaviour's resting offsets, its cells where its offset shows them, its handler told
/// its offset, and the collection view's delegate left out of it, as on iOS.
final class OrthogonalScrollingTests: XCTestCase {
    /// Hears whether the collection view itself was dragged.
    final class DragListener: NSObject, UICollectionViewDelegate {
        var drags = 0
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { drags += 1 }
    }

    /// A 390 x 300 view: a 50 pt header section of one item over a row of cards 0.8 of the section's width (350 less
    /// its insets of 20 a side: 280) x 150, 10 apart, in section 1, which scrolls with `behavior`.
    static func style(
        _ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, cards: Int = 5,
        listener: DragListener? = nil, handler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler? = nil
    ) -> UIKitLayoutStyle {
        var style = UIKitLayoutStyle(name: "cards", height: 300) { collectionView in
            final class Counts: NSObject, UICollectionViewDataSource {
                let cards: Int
                init(cards: Int) { self.cards = cards }
                func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                    section == 0 ? 1 : cards
                }
                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                    -> UICollectionViewCell
                {
                    collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
                }
            }
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
            collectionView.dataSource = Counts(cards: cards)
            collectionView.delegate = listener
            return UICollectionViewCompositionalLayout { index, _ in
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                if index == 0 {
                    return NSCollectionLayoutSection(
                        group: .horizontal(
                            layoutSize: NSCollectionLayoutSize(
                                widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item]))
                }
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(150)), subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
                section.interGroupSpacing = 10
                section.orthogonalScrollingBehavior = behavior
                section.visibleItemsInvalidationHandler = handler
                return section
            }
        }
        style.scrolledSection = 1
        return style
    }

    func prepared(_ style: UIKitLayoutStyle, photos: Int = 6) throws -> PreparedScene {
        let images = (0..<photos).map { index in
            Photo.pixels(
                RGBAImage(width: 80, height: 60, fill: RGBA(r: UInt8(index * 40), g: 100, b: 200)), name: "\(index)")
        }
        return try PreparedScene(scene: Scene(photos: images, style: style))
    }

    /// Cards rest at multiples of 290 (280 + 10), the last at the end of the content: 20 + 5 x 280 + 4 x 10 + 20 =
    /// 1480, less the view's 390.
    func testGroupPagingRestsOnTheCardsLeadingEdgeOneCardPerSwipe() throws {
        let prepared = try prepared(Self.style(.groupPaging))
        let layout = prepared.layout
        XCTAssertEqual(layout.scrollAxis, .horizontal)
        XCTAssertEqual(layout.offsetRange, OffsetRange(min: 0, max: 1090))
        XCTAssertEqual(layout.decelerationRatePerMillisecond, 0.99)
        XCTAssertEqual(layout.targetContentOffset(proposed: 900, velocity: 1, dragStartOffset: 290), 580)
        XCTAssertEqual(layout.targetContentOffset(proposed: -100, velocity: -1, dragStartOffset: 290), 0)
        XCTAssertEqual(layout.targetContentOffset(proposed: 400, velocity: 0.1, dragStartOffset: 290), 290)
        XCTAssertEqual(layout.targetContentOffset(proposed: 1500, velocity: 2, dragStartOffset: 870), 1090)
        for (start, velocity, target) in [(290.0, 2500.0, 580.0), (580.0, -2500.0, 290.0), (0.0, 5000.0, 290.0)] {
            let sequence = try FrameSequence(
                prepared: prepared, startOffset: start, gesture: .fling(velocity: velocity), framesPerSecond: 60)
            XCTAssertEqual(sequence.target, target, "from \(start) at \(velocity)")
        }
    }

    func testTheCellsMoveWithTheSectionAndTheRestStays() throws {
        let layout = try prepared(Self.style(.groupPaging)).layout
        let offset = 290.0
        let visible = layout.visibleRect(atOffset: offset)
        let shown = layout.visibleAttributes(atOffset: offset)
        func onScreen(_ index: Int) -> Rect? {
            shown.first { $0.kind == .cell && $0.index == index }.map {
                Rect(
                    x: $0.frame.minX - visible.minX, y: $0.frame.minY - visible.minY, width: $0.frame.width,
                    height: $0.frame.height)
            }
        }
        XCTAssertEqual(onScreen(0), Rect(x: 0, y: 0, width: 390, height: 50), "the first section does not scroll")
        // Card 1 (item 2) at its section's leading content edge, 10 pt of card 0 and 80 of card 2 either side.
        XCTAssertEqual(onScreen(1), Rect(x: -270, y: 50, width: 280, height: 150))
        XCTAssertEqual(onScreen(2), Rect(x: 20, y: 50, width: 280, height: 150))
        XCTAssertEqual(onScreen(3), Rect(x: 310, y: 50, width: 280, height: 150))
        XCTAssertNil(onScreen(4), "card 3 starts past the view's right edge")
        XCTAssertEqual(layout.offset(centeringItem: 3), 20 + 580 + 140 - 195)
        XCTAssertNil(layout.offset(centeringItem: 0), "item 0 is not in the scrolled section")
    }

    func testGroupPagingCenteredRestsWithACardCentred() throws {
        let layout = try prepared(Self.style(.groupPagingCentered)).layout
        // Card k's centre is 20 + 290k + 140; centred in 390 it rests at 290k - 35.
        XCTAssertEqual(layout.offsetRange, OffsetRange(min: -35, max: 1125))
        XCTAssertEqual(layout.targetContentOffset(proposed: 600, velocity: 1, dragStartOffset: 255), 545)
        XCTAssertEqual(layout.targetContentOffset(proposed: 600, velocity: 0, dragStartOffset: 255), 545)
        XCTAssertEqual(layout.targetContentOffset(proposed: 0, velocity: -1, dragStartOffset: 255), -35)
        XCTAssertEqual(try prepared(Self.style(.groupPagingCentered)).startOffset(), -35, "starts centred")
    }

    func testPagingRestsOnWholeViewWidths() throws {
        let layout = try prepared(Self.style(.paging)).layout
        XCTAssertEqual(layout.decelerationRatePerMillisecond, 0.99)
        XCTAssertEqual(try layout.releaseTarget(releasedAt: 100, proposed: 500, velocity: 1, dragStartOffset: 0), 390)
        XCTAssertEqual(try layout.releaseTarget(releasedAt: 100, proposed: 120, velocity: 0.1, dragStartOffset: 0), 0)
        XCTAssertEqual(
            try layout.releaseTarget(releasedAt: 800, proposed: 1400, velocity: 1, dragStartOffset: 780), 1090)
    }

    func testContinuousBehavioursRestWhereTheFlingEndsOrOnAGroupsLeadingEdge() throws {
        let continuous = try prepared(Self.style(.continuous)).layout
        XCTAssertEqual(continuous.decelerationRatePerMillisecond, 0.998)
        XCTAssertEqual(continuous.targetContentOffset(proposed: 712.5, velocity: 1, dragStartOffset: 0), 712.5)
        XCTAssertEqual(continuous.targetContentOffset(proposed: 5000, velocity: 1, dragStartOffset: 0), 1090)
        let leading = try prepared(Self.style(.continuousGroupLeadingBoundary)).layout
        XCTAssertEqual(leading.decelerationRatePerMillisecond, 0.998)
        XCTAssertEqual(leading.targetContentOffset(proposed: 700, velocity: 1, dragStartOffset: 0), 580)
        XCTAssertEqual(leading.targetContentOffset(proposed: 760, velocity: 1, dragStartOffset: 0), 870)
    }

    func testTheHandlerSeesTheSectionsOffsetAndWhatItSetsIsDrawn() throws {
        var offsets: [CGPoint] = []
        var widths: Set<CGFloat> = []
        let style = Self.style(.groupPaging) { items, offset, environment in
            offsets.append(offset)
            widths.insert(environment.container.contentSize.width)
            for item in items where item.representedElementCategory == .cell {
                item.alpha = item.indexPath.item == 1 ? 0.5 : 1
            }
        }
        let layout = try prepared(style).layout
        offsets.removeAll()
        let shown = layout.visibleAttributes(atOffset: 290)
        XCTAssertEqual(offsets.last, CGPoint(x: 290, y: 0))
        XCTAssertEqual(widths, [390])
        XCTAssertEqual(shown.first { $0.index == 2 }?.alpha, 0.5, "card 1 faded by the handler")
        XCTAssertEqual(shown.first { $0.index == 3 }?.alpha, 1)
    }

    func testTheCollectionViewsDelegateDoesNotHearTheSectionsDrag() throws {
        let listener = DragListener()
        let prepared = try prepared(Self.style(.groupPaging, listener: listener))
        _ = try FrameSequence(
            prepared: prepared, startOffset: 0, gesture: .drag(distance: 120, duration: 0.2), framesPerSecond: 60)
        XCTAssertEqual(listener.drags, 0)
    }

    /// In a horizontal layout an orthogonal section scrolls vertically, its groups one under another.
    func testInAHorizontalLayoutTheSectionScrollsVertically() throws {
        var style = UIKitLayoutStyle(name: "columns", height: 300) { _ in
            let configuration = UICollectionViewCompositionalLayoutConfiguration()
            configuration.scrollDirection = .horizontal
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(200), heightDimension: .absolute(100)),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 25, leading: 0, bottom: 25, trailing: 0)
            section.interGroupSpacing = 10
            section.orthogonalScrollingBehavior = .groupPaging
            return UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        }
        style.scrolledSection = 0
        let layout = try prepared(style).layout
        // Six cards 100 tall, 10 apart, between insets of 25: 25 + 600 + 50 + 25 = 700 of content in a 300 view.
        XCTAssertEqual(layout.scrollAxis, .vertical)
        XCTAssertEqual(layout.offsetRange, OffsetRange(min: 0, max: 400))
        XCTAssertEqual(layout.targetContentOffset(proposed: 300, velocity: 1, dragStartOffset: 110), 220)
        let visible = layout.visibleRect(atOffset: 110)
        let card = try XCTUnwrap(layout.visibleAttributes(atOffset: 110).first { $0.index == 1 })
        XCTAssertEqual(card.frame.minY - visible.minY, 25, "card 1 at the section's top content edge")
        XCTAssertEqual(card.frame.minX - visible.minX, 0)
        XCTAssertEqual(card.frame.size, Size(width: 200, height: 100))
    }

    func testFramesAreTheSameWhateverTheThreadCount() throws {
        let prepared = try prepared(Self.style(.groupPaging))
        let sequence = try FrameSequence(
            prepared: prepared, startOffset: 0, gesture: .fling(velocity: 2500), framesPerSecond: 30)
        func frames(threads: Int) throws -> [[UInt8]] {
            var pngs: [[UInt8]] = []
            try SequenceRenderer(prepared: prepared, sequence: sequence, threads: threads).forEachFrame {
                pngs.append($0.png)
            }
            return pngs
        }
        let one = try frames(threads: 1)
        XCTAssertGreaterThan(one.count, 5)
        XCTAssertEqual(one, try frames(threads: 3))
    }
}
