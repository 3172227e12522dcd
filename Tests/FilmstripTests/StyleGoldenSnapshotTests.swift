import Filmstrip
import FilmstripTesting
import XCTest

/// Each seed layout at two offsets, at 1x so the references stay small, through the snapshot assertion.
final class StyleGoldenSnapshotTests: XCTestCase {
    static let photos = Array(PhotoPaths.expand([BundledScene.photosFolder]).prefix(5))

    static func prepared(_ configure: (inout Scene) -> Void) -> PreparedScene {
        var scene = Scene(photoPaths: photos)
        scene.view.scale = 1
        configure(&scene)
        return try! PreparedScene(scene: scene)
    }

    static let tags = [
        "swift", "ios", "collection view", "UICollectionViewFlowLayout", "left aligned", "tags", "Linux", "PNG",
    ]
    static let tagsText = prepared {
        $0.style = TagsStyle(tags: tags)
        $0.view.height = 130
    }
    static let tagsJustified = prepared {
        $0.style = TagsStyle(tags: tags, alignment: .justified)
        $0.view.height = 130
    }
    static let tagsPhotos = prepared {
        $0.style = TagsStyle(rowHeight: 50)
        $0.view.height = 150
    }
    static let paging = prepared { $0.style = PagingStyle() }
    static let peek = prepared { $0.style = PeekStyle() }
    static let banner = prepared { $0.style = BannerStyle(bannerHeight: 150) }

    func testTags() {
        assertSnapshot(of: Self.tagsText, at: .start, named: "text-top")
        assertSnapshot(of: Self.tagsText, at: .offset(30), named: "text-scrolled-30")
        assertSnapshot(of: Self.tagsJustified, at: .start, named: "justified-top")
        assertSnapshot(of: Self.tagsPhotos, at: .start, named: "photos-top")
        assertSnapshot(of: Self.tagsPhotos, at: .offset(40), named: "photos-scrolled-40")
    }

    func testPaging() {
        assertSnapshot(of: Self.paging, at: .start, named: "header")
        assertSnapshot(of: Self.paging, at: .index(2), named: "card-2")
    }

    func testPeek() {
        assertSnapshot(of: Self.peek, at: .index(1), named: "card-1")
        assertSnapshot(of: Self.peek, at: .offset(200), named: "between-1-and-2")
    }

    func testBanner() {
        assertSnapshot(of: Self.banner, at: .start, named: "page-0")
        assertSnapshot(of: Self.banner, at: .offset(585), named: "between-1-and-2")
    }
}
