import Filmstrip
import FilmstripRaster
import Foundation
import XCTest

/// Cell styling, device presets, appearance and colour space: each scene field decoded and range-checked by name,
/// and what each does to the pixels of a frame.
final class CellStyleTests: SceneFileTestCase {
    // MARK: Decoding

    func testEveryStylingFieldDecodes() throws {
        let scene = try decode(
            """
            {"cornerRadius": 12, "cornerCurve": "continuous", "borderWidth": 1.5, "borderColor": "#11223344",
             "selectedBorderWidth": 3, "selectedBorderColor": "#007AFF", "selectedTint": "#FFFFFF40",
             "placeholderColor": "#888888", "shadowOpacity": 0.4, "shadowRadius": 6, "shadowOffset": "0,4",
             "contentMode": "aspectFit", "style": "peek"}
            """)
        var expected = CellStyle()
        expected.cornerRadius = 12
        expected.cornerCurve = .continuous
        expected.borderWidth = 1.5
        expected.borderColor = RGBA(r: 0x11, g: 0x22, b: 0x33, a: 0x44)
        expected.selectedBorderWidth = 3
        expected.selectedBorderColor = RGBA(r: 0, g: 0x7A, b: 0xFF)
        expected.selectedTint = RGBA(r: 255, g: 255, b: 255, a: 0x40)
        expected.placeholderColor = RGBA(r: 0x88, g: 0x88, b: 0x88)
        expected.shadowOpacity = 0.4
        expected.shadowRadius = 6
        expected.shadowOffset = Size(width: 0, height: 4)
        expected.contentMode = .aspectFit
        XCTAssertEqual(scene.look.cellStyle, expected)
        XCTAssertEqual(scene.contentMode, .aspectFit)
        XCTAssertEqual(
            try decode(##"{"shadowOffset": [-2, 5.5]}"##).look.cellStyle.shadowOffset, Size(width: -2, height: 5.5))
        XCTAssertEqual(try decode("{}").look.cellStyle, CellStyle(), "no field: the seeds' plain cells")
        XCTAssertEqual(try decode(##"{"style": "banner"}"##).contentMode, .aspectFill, "the style's own mode stays")
    }

    func testOutOfRangeAndMistypedStylingFieldsAreNamed() {
        assertInvalid(##"{"cornerRadius": -1}"##, ##"field "cornerRadius": must be a number from 0 to 1000, got -1"##)
        assertInvalid(
            ##"{"cornerCurve": "round"}"##, ##"field "cornerCurve": must be one of circular, continuous, got "round""##)
        assertInvalid(##"{"borderWidth": 1001}"##, ##"field "borderWidth": must be a number from 0 to 1000, got 1001"##)
        assertInvalid(##"{"borderColor": "red"}"##, ##"field "borderColor": must be #RRGGBB or #RRGGBBAA, got "red""##)
        assertInvalid(##"{"selectedBorderWidth": "3"}"##, ##"field "selectedBorderWidth": must be a number, got "3""##)
        assertInvalid(
            ##"{"selectedBorderColor": "#12345"}"##,
            ##"field "selectedBorderColor": must be #RRGGBB or #RRGGBBAA, got "#12345""##)
        assertInvalid(##"{"selectedTint": 7}"##, ##"field "selectedTint": must be a string, got 7"##)
        assertInvalid(
            ##"{"placeholderColor": "#GGGGGG"}"##,
            ##"field "placeholderColor": must be #RRGGBB or #RRGGBBAA, got "#GGGGGG""##)
        assertInvalid(##"{"shadowOpacity": 1.5}"##, ##"field "shadowOpacity": must be a number from 0 to 1, got 1.5"##)
        assertInvalid(##"{"shadowRadius": -2}"##, ##"field "shadowRadius": must be a number from 0 to 1000, got -2"##)
        assertInvalid(
            ##"{"shadowOffset": "1,2,3"}"##,
            ##"field "shadowOffset": must be X,Y or a list of two numbers, each from -1000 to 1000, got "1,2,3""##)
        assertInvalid(
            ##"{"shadowOffset": [1, 5000]}"##,
            ##"field "shadowOffset": must be X,Y or a list of two numbers, each from -1000 to 1000, got a list"##)
        assertInvalid(
            ##"{"contentMode": "fit"}"##,
            ##"field "contentMode": must be one of scaleToFill, aspectFill, aspectFit, got "fit""##)
        assertInvalid(##"{"appearance": "dim"}"##, ##"field "appearance": must be one of light, dark, got "dim""##)
        assertInvalid(##"{"colorSpace": "p3"}"##, ##"field "colorSpace": must be one of srgb, display-p3, got "p3""##)
        XCTAssertThrowsError(try decode(##"{"device": "iphone-99"}"##)) { error in
            XCTAssertTrue("\(error)".contains(#"field "device": must be one of iphone-se, "#), "\(error)")
            XCTAssertTrue("\(error)".contains(#"got "iphone-99""#), "\(error)")
        }
    }

    func testADeviceSetsWidthAndScaleUnlessTheSceneGivesThem() throws {
        let phone = try decode(##"{"device": "iphone-15"}"##)
        XCTAssertEqual(phone.view.width, 393)
        XCTAssertEqual(phone.view.scale, 3)
        XCTAssertEqual(phone.view.device?.family, .iPhone)
        let pad = try decode(##"{"device": "ipad-13", "scale": 1}"##)
        XCTAssertEqual(pad.view.width, 1032)
        XCTAssertEqual(pad.view.scale, 1, "an explicit scale wins")
        XCTAssertEqual(
            try decode(##"{"device": "iphone-se", "width": 320}"##).view.width, 320, "an explicit width wins")
        let layered = try SceneLayers.parse(Data(##"{"width": 500}"##.utf8), origin: .flags)
            .overlaid(by: try SceneLayers.parse(Data(##"{"device": "iphone-16-pro-max"}"##.utf8), origin: .flags))
            .decode()
        XCTAssertEqual(layered.view.width, 500, "a width in any layer wins over a device")
        XCTAssertEqual(layered.view.scale, 3)
        for name in [
            "iphone-se", "iphone-15", "iphone-15-plus", "iphone-15-pro", "iphone-15-pro-max", "iphone-16-pro",
            "iphone-16-pro-max", "ipad-mini", "ipad-11", "ipad-13",
        ] {
            XCTAssertNotNil(DevicePreset.named(name), name)
        }
        XCTAssertEqual(DevicePreset.named("iphone-se")?.width, 375)
        XCTAssertEqual(DevicePreset.named("iphone-se")?.scale, 2)
        XCTAssertEqual(DevicePreset.named("ipad-11")?.width, 834)
        XCTAssertEqual(Set(DevicePreset.all.map(\.name)).count, DevicePreset.all.count, "names are unique")
    }

    func testDarkAppearancePicksTheBackgroundUnlessOneIsGiven() throws {
        let dark = try decode(##"{"appearance": "dark"}"##)
        XCTAssertEqual(dark.look.background, .black)
        XCTAssertEqual(
            try decode(##"{"appearance": "dark", "background": "#102030"}"##).look.background,
            RGBA(r: 0x10, g: 0x20, b: 0x30))
        XCTAssertEqual(try decode("{}").look.background, .white)
        XCTAssertEqual(try decode(##"{"colorSpace": "display-p3"}"##).look.colorSpace, .displayP3)
        XCTAssertNil(try decode("{}").pngColorProfile, "sRGB output is untagged")
        XCTAssertEqual(try decode(##"{"colorSpace": "display-p3"}"##).pngColorProfile?.name, "Display P3")
    }

    // MARK: Pixels

    static let red = RGBA(r: 220, g: 30, b: 30), green = RGBA(r: 30, g: 200, b: 60), blue = RGBA(r: 40, g: 60, b: 230)

    /// A slider of three flat photos at 1x in a view tall and wide enough for shadows to fade and for the zoomed
    /// centre cell (item 0) to stay clear of its neighbour.
    func slider(
        _ configure: (inout CellStyle) -> Void, photos: [Photo]? = nil, skipBad: Bool = false,
        appearance: Appearance = .light
    ) throws -> (image: RGBAImage, frames: [Int: PixelRect]) {
        let solid = [Self.red, Self.green, Self.blue].enumerated().map { index, color in
            Photo.pixels(RGBAImage(width: 300, height: 200, fill: color), name: "photo-\(index)")
        }
        var scene = Scene(photos: photos ?? solid, style: SliderStyle(cellScale: 0.5, spacing: 100))
        scene.view.scale = 1
        scene.view.width = 800
        scene.view.height = 200
        scene.input.skipBad = skipBad
        scene.look.appearance = appearance
        scene.look.background = appearance.background
        configure(&scene.look.cellStyle)
        return try render(scene, at: .start)
    }

    func render(_ scene: Scene, at position: Scene.Position) throws -> (image: RGBAImage, frames: [Int: PixelRect]) {
        let prepared = try PreparedScene(scene: scene)
        let offset = try position.offset(in: prepared.layout)
        let visible = prepared.layout.visibleRect(atOffset: offset)
        var frames: [Int: PixelRect] = [:]
        for element in prepared.layout.visibleAttributes(atOffset: offset) where element.kind == .cell {
            frames[element.index] = PixelRect(
                x: element.frame.minX - visible.minX, y: element.frame.minY - visible.minY,
                width: element.frame.width, height: element.frame.height)
        }
        return (try prepared.render(atOffset: offset), frames)
    }

    func testRoundedCellHasBackgroundCornersAndPhotoInside() throws {
        let (image, frames) = try slider { $0.cornerRadius = 20 }
        let frame = try XCTUnwrap(frames[0])
        XCTAssertEqual(image[Int(frame.minX) + 1, Int(frame.minY) + 1], .white, "a corner pixel is background")
        XCTAssertEqual(image[Int(frame.maxX) - 2, Int(frame.maxY) - 2], .white, "so is the opposite one")
        XCTAssertEqual(image[Int(frame.midX), Int(frame.midY)], Self.red, "its centre is the photo")
        XCTAssertEqual(image[Int(frame.midX), Int(frame.minY) + 1], Self.red, "the straight edge is not cut")
    }

    /// A paging card crossing the view's left or right edge keeps the rounded corners that are in the view, and its
    /// shadow stays round there: each corner pixel inside the frame is background or shadow, never photo.
    func testCardsCrossingEitherEdgeKeepTheirVisibleRoundedCorners() throws {
        var scene = Scene(
            photos: [Self.red, Self.green, Self.blue].map {
                Photo.pixels(RGBAImage(width: 300, height: 200, fill: $0), name: "p")
            }, style: PagingStyle())
        scene.view.scale = 1
        scene.look.cellStyle.cornerRadius = 16
        scene.look.cellStyle.shadowOpacity = 0.5
        scene.look.cellStyle.shadowRadius = 8
        // At 200 the first card crosses the left edge; at 0 it crosses the right one (the header is on screen).
        for (offset, index, visibleSide) in [(200.0, 0, "right"), (0.0, 0, "left")] {
            let (image, frames) = try render(scene, at: .offset(offset))
            let frame = try XCTUnwrap(frames[index])
            XCTAssertTrue(frame.minX < 0 || frame.maxX > Double(image.width), "the card crosses an edge")
            let x = visibleSide == "right" ? Int(frame.maxX.rounded(.up)) - 1 : Int(frame.minX)
            for y in [Int(frame.minY), Int(frame.maxY.rounded(.up)) - 1] {
                let corner = image[x, y]
                XCTAssertNotEqual(
                    corner, Self.red, "offset \(offset): the \(visibleSide) corner at \(x),\(y) is not photo")
                XCTAssertEqual(corner.r, corner.g, "offset \(offset): \(x),\(y) is grey (background or shadow)")
                XCTAssertEqual(corner.g, corner.b, "offset \(offset): \(x),\(y) is grey (background or shadow)")
            }
            XCTAssertEqual(image[x, Int(frame.midY)], Self.red, "offset \(offset): the side's middle is photo")
        }
    }

    func testBorderPixelsHaveTheBorderColourAndTheSelectedCellItsOwn() throws {
        let magenta = RGBA(r: 255, g: 0, b: 255)
        let yellow = RGBA(r: 255, g: 220, b: 0)
        let (image, frames) = try slider {
            $0.borderWidth = 3
            $0.borderColor = magenta
            $0.selectedBorderWidth = 5
            $0.selectedBorderColor = yellow
        }
        let selected = try XCTUnwrap(frames[0])
        let neighbour = try XCTUnwrap(frames[1])
        XCTAssertEqual(
            image[Int(neighbour.midX), Int(neighbour.minY.rounded(.up)) + 1], magenta, "the neighbour's border")
        XCTAssertEqual(
            image[Int(neighbour.midX), Int(neighbour.minY.rounded(.up)) + 4], Self.green, "inside its 3 pt border")
        XCTAssertEqual(
            image[Int(selected.midX), Int(selected.minY.rounded(.up)) + 1], yellow, "the selected cell's border")
        XCTAssertEqual(image[Int(selected.midX), Int(selected.minY.rounded(.up)) + 4], yellow, "5 pt wide")
        XCTAssertEqual(image[Int(selected.midX), Int(selected.midY)], Self.red)
    }

    func testSelectionFollowsTheCentredCellAndTintsIt() throws {
        var scene = Scene(
            photos: [Self.red, Self.green, Self.blue].map {
                Photo.pixels(RGBAImage(width: 300, height: 200, fill: $0), name: "p")
            })
        scene.view.scale = 1
        scene.look.cellStyle.selectedTint = RGBA(r: 0, g: 0, b: 0, a: 128)
        let (image, frames) = try render(scene, at: .index(1))
        let tinted = image[Int(frames[1]!.midX), Int(frames[1]!.midY)]
        XCTAssertEqual(Int(tinted.g), 200 / 2, accuracy: 1, "item 1 is centred, so selected and tinted")
        XCTAssertEqual(image[Int(frames[0]!.midX), Int(frames[0]!.midY)], Self.red, "item 0 is not")
        let tags = TagsStyle(rowHeight: 40)
        XCTAssertNil(
            tags.selectedItem(in: try scene.makeLayout(itemSizes: [Size(width: 3, height: 2)]), atOffset: 0),
            "tags select nothing")
    }

    func testAspectFitLetterboxesInsideTheCell() throws {
        var scene = Scene(
            photos: [.pixels(RGBAImage(width: 400, height: 100, fill: Self.blue), name: "wide")], style: PeekStyle())
        scene.view.scale = 1
        scene.look.background = RGBA(r: 255, g: 0, b: 255)
        scene.look.cellStyle.contentMode = .aspectFit
        scene.look.cellStyle.borderWidth = 1
        scene.look.cellStyle.borderColor = .black
        let (image, frames) = try render(scene, at: .index(0))
        let card = try XCTUnwrap(frames[0])
        XCTAssertEqual(image[Int(card.midX), Int(card.midY)], Self.blue, "the photo in the middle")
        XCTAssertEqual(image[Int(card.midX), Int(card.minY) + 5], scene.look.background, "the band above is background")
        XCTAssertEqual(image[Int(card.midX), Int(card.maxY) - 5], scene.look.background, "and the band below")
        XCTAssertEqual(
            image[Int(card.midX), Int(card.minY.rounded(.up))], .black, "the border is on the cell, not the photo")
        let fill = try render(
            {
                var s = scene
                s.look.cellStyle.contentMode = nil
                return s
            }(), at: .index(0)
        ).image
        XCTAssertEqual(fill[Int(card.midX), Int(card.minY) + 5], Self.blue, "the style's aspect fill covers the card")
    }

    func testShadowDarkensJustOutsideTheCellButNotFarAway() throws {
        let (image, frames) = try slider {
            $0.shadowOpacity = 0.6
            $0.shadowRadius = 4
            $0.shadowOffset = Size(width: 0, height: 4)
        }
        let frame = try XCTUnwrap(frames[1])
        let below = image[Int(frame.midX), Int(frame.maxY.rounded(.up)) + 2]
        XCTAssertLessThan(below.r, 200, "just below the cell is in shadow")
        XCTAssertEqual(image[Int(frame.midX), Int(frame.maxY) + 40], .white, "40 pt below is not")
        XCTAssertEqual(image[Int(frame.midX), Int(frame.midY)], Self.green, "the photo covers its own shadow")
        let plain = try slider { _ in }.image
        XCTAssertEqual(plain[Int(frame.midX), Int(frame.maxY.rounded(.up)) + 2], .white)
    }

    func testPlaceholderColourFillsABadPhotoWithSkipBad() throws {
        let orange = RGBA(r: 255, g: 136, b: 0)
        let photos: [Photo] = [
            .pixels(RGBAImage(width: 300, height: 200, fill: Self.red), name: "good"),
            .encoded([1, 2, 3], name: "bad.jpg"),
        ]
        let (image, frames) = try slider(
            {
                $0.placeholderColor = orange
                $0.cornerRadius = 8
            }, photos: photos, skipBad: true)
        let bad = try XCTUnwrap(frames[1])
        XCTAssertEqual(image[Int(bad.midX), Int(bad.midY)], orange)
        XCTAssertEqual(image[Int(bad.minX) + 1, Int(bad.minY) + 1], .white, "in the cell's rounded shape")
        let (dark, _) = try slider({ _ in }, photos: photos, skipBad: true, appearance: .dark)
        XCTAssertEqual(
            dark[Int(bad.midX), Int(bad.midY)], Appearance.dark.placeholderColor, "the dark systemGray4 by default")
        XCTAssertEqual(dark[0, 0], .black)
    }

    func testDefaultStyleDrawsExactlyTheSeedsCells() throws {
        let styled = try slider { _ in }.image
        var scene = Scene(
            photos: [Self.red, Self.green, Self.blue].map {
                Photo.pixels(RGBAImage(width: 300, height: 200, fill: $0), name: "p")
            },
            style: SliderStyle(cellScale: 0.5, spacing: 100))
        scene.view.scale = 1
        scene.view.width = 800
        scene.view.height = 200
        scene.look.cellRenderer = ClosureCellRenderer { cell, canvas in
            if case .image(let image) = cell.content { canvas.draw(image, in: cell.frame, clippedTo: canvas.bounds) }
        }
        XCTAssertEqual(try render(scene, at: .start).image, styled)
    }
}

extension PixelRect {
    fileprivate var midX: Double { x + width / 2 }
    fileprivate var midY: Double { y + height / 2 }
}
