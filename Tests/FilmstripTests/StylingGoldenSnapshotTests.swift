import Filmstrip
import FilmstripTesting
import Foundation
import XCTest

/// Each cell-styling feature, a device of each family and the dark appearance, at 1x so the references stay small,
/// through the snapshot assertion. The scenes are decoded from scene-file JSON, as the CLI reads them.
final class StylingGoldenSnapshotTests: XCTestCase {
    static let photos = Array(PhotoPaths.expand([BundledScene.photosFolder]).prefix(5))

    /// The scene `json` states over the bundled photos at 1x.
    static func prepared(_ json: String, photos: [Photo]? = nil) -> PreparedScene {
        var scene = try! SceneLayers.parse(Data(json.utf8), origin: .flags).decode()
        scene.input.photos = photos ?? StylingGoldenSnapshotTests.photos.map(Photo.file)
        return try! PreparedScene(scene: scene)
    }

    func testRoundedCorners() {
        assertSnapshot(of: Self.prepared(#"{"scale": 1, "cornerRadius": 10}"#), at: .index(1), named: "circular")
        assertSnapshot(
            of: Self.prepared(#"{"scale": 1, "cornerRadius": 16, "cornerCurve": "continuous"}"#), at: .index(1),
            named: "continuous")
    }

    func testBordersAndSelection() {
        assertSnapshot(
            of: Self.prepared(
                ##"{"scale": 1, "cornerRadius": 8, "borderWidth": 1, "borderColor": "#00000040", "selectedBorderWidth": 3, "selectedBorderColor": "#007AFF"}"##
            ),
            at: .index(1), named: "selected-border")
        assertSnapshot(
            of: Self.prepared(##"{"scale": 1, "style": "peek", "cornerRadius": 12, "selectedTint": "#FF950055"}"##),
            at: .index(1), named: "selected-tint-peek")
    }

    func testShadow() {
        assertSnapshot(
            of: Self.prepared(
                #"{"scale": 1, "height": 150, "cornerRadius": 10, "shadowOpacity": 0.5, "shadowRadius": 5, "shadowOffset": "0,3"}"#
            ),
            at: .index(1), named: "slider")
    }

    func testAspectFitAndPlaceholder() {
        assertSnapshot(
            of: Self.prepared(
                ##"{"scale": 1, "style": "paging", "contentMode": "aspectFit", "borderWidth": 1, "borderColor": "#C7C7CC"}"##
            ),
            at: .index(1), named: "aspect-fit-paging")
        let photos =
            Self.photos.prefix(2).map(Photo.file) + [Photo.encoded([0xFF, 0xD8, 0xFF], name: "broken.jpg")]
            + Self.photos.suffix(2).map(Photo.file)
        assertSnapshot(
            of: Self.prepared(
                ##"{"scale": 1, "skipBad": true, "cornerRadius": 6, "placeholderColor": "#FFCC00"}"##, photos: photos),
            at: .index(2), named: "placeholder")
    }

    func testDevices() {
        assertSnapshot(of: Self.prepared(#"{"device": "iphone-se", "scale": 1}"#), at: .index(1), named: "iphone-se")
        assertSnapshot(
            of: Self.prepared(#"{"device": "ipad-mini", "scale": 1, "height": 160}"#), at: .index(2), named: "ipad-mini"
        )
    }

    func testDarkAppearance() {
        assertSnapshot(
            of: Self.prepared(#"{"scale": 1, "appearance": "dark", "cornerRadius": 8}"#), at: .index(1), named: "slider"
        )
        assertSnapshot(
            of: Self.prepared(#"{"scale": 1, "appearance": "dark", "style": "banner", "bannerHeight": 120}"#),
            at: .index(1), named: "banner-dots")
        assertSnapshot(
            of: Self.prepared(
                #"{"scale": 1, "appearance": "dark", "style": "tags", "tags": ["swift", "dark mode", "UIKit", "systemGray5"], "height": 90}"#
            ),
            at: .start, named: "tags")
    }
}
