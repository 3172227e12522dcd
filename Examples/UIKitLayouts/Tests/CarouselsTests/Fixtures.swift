import Filmstrip
import FilmstripUIKit
import XCTest

@testable import Carousels

/// What every carousel test shares: the repository's twelve fixture photos, and a collection view set up by a
/// view controller as the app would, to ask a layout directly.
enum Fixtures {
    static let photos = [
        Photo.file(
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("fixtures/photos").path)
    ]
    static let photoCount = 12

    static func prepared(_ style: UIKitLayoutStyle) throws -> PreparedScene {
        try PreparedScene(scene: Scene(photos: photos, style: style))
    }

    /// A collection view of `size` whose layout `install` sets up, scrolled to `offset` and laid out.
    static func collectionView(
        size: CGSize, offset: CGPoint = .zero, install: (UICollectionView) -> UICollectionViewLayout
    ) -> (UICollectionView, UICollectionViewLayout) {
        let collectionView = UICollectionView(
            frame: CGRect(origin: .zero, size: size), collectionViewLayout: UICollectionViewLayout())
        let layout = install(collectionView)
        collectionView.contentOffset = offset
        collectionView.layoutIfNeeded()
        return (collectionView, layout)
    }

    /// Renders a fling from `startOffset` with 1 and with 4 threads, each from its own freshly prepared scene, and
    /// returns both runs' PNGs.
    static func flingPNGs(
        _ style: UIKitLayoutStyle, startOffset: Double, velocity: Double
    ) throws -> (oneThread: [[UInt8]], fourThreads: [[UInt8]]) {
        func render(threads: Int) throws -> [[UInt8]] {
            let prepared = try Fixtures.prepared(style)
            let sequence = try FrameSequence(
                prepared: prepared, startOffset: startOffset, gesture: .fling(velocity: velocity),
                framesPerSecond: 20)
            var pngs: [[UInt8]] = []
            try SequenceRenderer(prepared: prepared, sequence: sequence, threads: threads).forEachFrame {
                pngs.append($0.png)
            }
            return pngs
        }
        return (try render(threads: 1), try render(threads: 4))
    }
}
