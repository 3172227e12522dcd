import Filmstrip
import Foundation
import XCTest

/// Scene files decode strictly: each wrong type, unknown field or out-of-range value is an error naming the file
/// and the field; flags are checked by the same code and named as flags.
final class SceneDecodingTests: SceneFileTestCase {
    func testTheREADMEExampleDecodesToItsValues() throws {
        let scene = try decode(
            """
            {"photos": ["photos/"], "style": "slider", "width": 390, "height": 120, "cellScale": 0.8, "spacing": 10,
             "index": 3, "scale": 2, "background": "#FFFFFF", "compression": "fast"}
            """)
        XCTAssertEqual(scene.photoPaths, ["\(folder)/photos/"], "paths are relative to the scene file")
        XCTAssertEqual(try scene.viewSize(), Size(width: 390, height: 120))
        XCTAssertEqual(scene.motion.position, .index(3))
        XCTAssertEqual(scene.style as? SliderStyle, SliderStyle(cellScale: 0.8, spacing: 10))
    }

    func testEachStyleDecodesItsOwnFields() throws {
        XCTAssertEqual(
            try decode(#"{"style": "tags", "tags": ["a", "b"], "align": "justified", "rowHeight": 44}"#).style
                as? TagsStyle,
            TagsStyle(tags: ["a", "b"], alignment: .justified, rowHeight: 44))
        let paging = try XCTUnwrap(
            try decode(#"{"style": "paging", "headerWidth": 0, "itemSize": "300x200", "header": "head.png"}"#).style
                as? PagingStyle)
        XCTAssertEqual(paging.headerWidth, 0)
        XCTAssertEqual(paging.itemSize, Size(width: 300, height: 200))
        guard case .photo(.file(let header)) = paging.header else { return XCTFail("header is an image") }
        XCTAssertEqual(header, "\(folder)/head.png", "the header image is found beside the scene file")
        XCTAssertEqual(
            try decode(#"{"style": "banner", "bannerHeight": 150}"#).viewSize(), Size(width: 390, height: 176))
        XCTAssertNotNil(try decode(#"{"style": "peek"}"#).style as? PeekStyle)
    }

    func testWrongTypesNameTheField() {
        assertInvalid(#"{"index": 2.5}"#, #"field "index": must be a whole number, got 2.5"#)
        assertInvalid(#"{"width": "wide"}"#, #"field "width": must be a number, got "wide""#)
        assertInvalid(#"{"skipBad": 1}"#, #"field "skipBad": must be true or false, got 1"#)
        assertInvalid(#"{"photos": "a.jpg"}"#, #"field "photos": must be a list of strings, got "a.jpg""#)
        assertInvalid(#"{"style": 3}"#, #"field "style": must be a string, got 3"#)
        assertInvalid(#"{"height": null}"#, #"field "height": must be a number, got null"#)
    }

    func testOutOfRangeValuesNameTheFieldAndTheRange() {
        assertInvalid(#"{"width": -5}"#, #"field "width": must be more than 0 and at most 100000, got -5"#)
        assertInvalid(#"{"width": 1e308}"#, #"field "width": must be more than 0 and at most 100000, got 1e+308"#)
        assertInvalid(#"{"scale": 9}"#, #"field "scale": must be from 1 to 4, got 9"#)
        assertInvalid(#"{"cellScale": 1.5}"#, #"field "cellScale": must be a number from 0.001 to 1, got 1.5"#)
        assertInvalid(#"{"maxPixels": -1}"#, #"field "maxPixels": must be from 1 to 1000000000, got -1"#)
        assertInvalid(
            #"{"compression": "tiny"}"#, #"field "compression": must be one of fast, default, best, got "tiny""#)
        assertInvalid(
            #"{"style": "carousel"}"#,
            #"field "style": must be one of slider, tags, paging, peek, banner, got "carousel""#)
        assertInvalid(
            #"{"drag": "100:0"}"#,
            #"field "drag": must be DX or DX:SECONDS with |DX| at most 1000000 and SECONDS more than 0 and at most 60, got "100:0""#
        )
        assertInvalid(
            #"{"sizes": ["10x10", "0x-1"]}"#,
            #"field "sizes[1]": must be WxH in whole pixels from 1 to 1000000, got "0x-1""#)
    }

    /// The stated limits of the tags and the paging header, each refused with its field named.
    func testTagAndHeaderLimitsNameTheField() {
        let many = Array(repeating: "a", count: TagsStyle.maximumTagCount + 1)
        let list = many.map { "\"\($0)\"" }.joined(separator: ",")
        assertInvalid(
            #"{"style": "tags", "tags": [\#(list)]}"#, #"field "tags": has 10001 entries, more than the 10000 allowed"#)
        let long = String(repeating: "\u{1F469}", count: SceneFields.maximumStringLength / 4 + 1)
        assertInvalid(
            #"{"style": "tags", "tags": ["ok", "\#(long)"]}"#, #"field "tags[1]": is more than 4096 bytes long"#)
        assertInvalid(
            #"{"style": "paging", "headerWidth": 100001}"#,
            #"field "headerWidth": must be a number from 0 to 100000, got 100001"#)
        XCTAssertEqual(PagingStyle.maximumHeaderWidth, 100_000)
    }

    func testUnknownAndMisplacedFieldsAreRefused() throws {
        XCTAssertThrowsError(try decode(#"{"widht": 300}"#)) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains(#"unknown field "widht" (known: "#), text)
            XCTAssertTrue(
                text.contains("cellScale, checks, colorSpace, compression"), "the known fields are listed: \(text)")
        }
        assertInvalid(
            #"{"style": "slider", "headerWidth": 100}"#,
            #"field "headerWidth": is an option of the paging style, not of slider"#)
        assertInvalid(
            #"{"style": "banner", "height": 300}"#,
            #"field "height": the banner style's view is bannerHeight plus the 26 pt page-control footer: set bannerHeight instead"#
        )
        assertInvalid(#"{"offset": 10, "index": 2}"#, #"field "index": give only one of offset, index"#)
        assertInvalid(
            #"{"fling": 10, "toIndex": 2}"#, #"field "toIndex": give only one of fling, drag, toOffset, toIndex"#)
    }

    func testHugeValuesAreNotEchoedWhole() {
        let long = String(repeating: "x", count: 100_000)
        XCTAssertThrowsError(try decode(#"{"compression": "\#(long)"}"#)) { error in
            XCTAssertLessThan("\(error)".count, 300, "the message stays short")
        }
    }

    func testFilesThatAreNotScenesSayWhy() throws {
        XCTAssertThrowsError(try SceneLayers.file(path: folder)) { error in
            XCTAssertEqual(
                error as? SceneError, .unreadable(path: folder, reason: "it is a directory, not a JSON file"))
        }
        XCTAssertThrowsError(try decode("[1, 2]")) { error in
            XCTAssertEqual(
                error as? SceneError,
                .invalid(path: "\(folder)/scene.json", reason: "a scene file is a JSON object ({...})"))
        }
        XCTAssertThrowsError(try decode("{\"width\": }")) { error in
            XCTAssertTrue("\(error)".hasPrefix("\(folder)/scene.json: invalid scene file: not valid JSON"), "\(error)")
        }
    }

    func testFlagsOverrideTheFileAndAreNamedAsFlags() throws {
        let path = "\(folder)/scene.json"
        try Data(#"{"photos": ["a.jpg"], "offset": 40, "cellScale": 0.5}"#.utf8).write(to: URL(fileURLWithPath: path))
        var flags = SceneDescription()
        flags.photos = ["b.jpg"]
        flags.position = .index(2)
        let scene = try SceneLayers.file(path: path).overlaid(by: SceneLayers(flags)).decode()
        XCTAssertEqual(scene.photoPaths, ["b.jpg"], "a flag's path is as given")
        XCTAssertEqual(scene.motion.position, .index(2), "--index replaces the file's offset")
        XCTAssertEqual((scene.style as? SliderStyle)?.cellScale, 0.5)

        var bad = SceneDescription()
        bad.setStyleField(SliderStyle.CodingKeys.spacing, number: -3)
        XCTAssertThrowsError(try SceneLayers.file(path: path).overlaid(by: SceneLayers(bad)).decode()) { error in
            XCTAssertEqual(
                error as? SceneError,
                .field(
                    SceneFieldPath(SliderStyle.CodingKeys.spacing), problem: "must be a number from 0 to 100000, got -3"
                ),
                "a flag's value keeps only its field's path, for the command line to name its flag")
        }
    }

    func testACustomStyleDecodesOnceRegistered() throws {
        var catalog = StyleCatalog.builtIn
        catalog.register(GridStyle.self)
        var description = SceneDescription()
        description.style = "grid"
        description.setStyleField(GridStyle.CodingKeys.rows, number: 3)
        let layers = SceneLayers(description)
        let scene = try layers.decode(catalog: catalog)
        XCTAssertEqual((scene.style as? GridStyle)?.rows, 3)
        XCTAssertThrowsError(try layers.decode(), "unknown to the built-in catalogue")
    }
}
