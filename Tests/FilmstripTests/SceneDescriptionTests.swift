import Filmstrip
import Foundation
import XCTest

/// A scene file decodes into a typed description (the position and the gesture as enums), layers overlay field by
/// field, each field's error carries its path (and its file, when a file gave it), and the published JSON schema
/// names exactly the fields the coding keys name.
final class SceneDescriptionTests: SceneFileTestCase {
    typealias Key = SceneDescription.CodingKeys

    /// Writes `json` as scene.json and reads it as a layer.
    private func layer(_ json: String) throws -> SceneLayers {
        let path = "\(folder)/scene.json"
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        return try SceneLayers.file(path: path)
    }

    func testPositionAndGestureDecodeToEnums() throws {
        XCTAssertEqual(try layer(#"{"offset": 12.5}"#).description.position, .offset(12.5))
        XCTAssertEqual(try layer(#"{"index": 3}"#).description.position, .index(3))
        XCTAssertNil(try layer(#"{"width": 300}"#).description.position)
        XCTAssertEqual(try layer(#"{"fling": -800}"#).description.gesture, .fling(velocity: -800))
        XCTAssertEqual(try layer(#"{"drag": "-80:0.2"}"#).description.gesture, .drag(distance: -80, duration: 0.2))
        XCTAssertEqual(try layer(#"{"drag": "50"}"#).description.gesture, .drag(distance: 50, duration: 0.25))
        XCTAssertEqual(try layer(#"{"toOffset": 100}"#).description.gesture, .scroll(to: .offset(100)))
        XCTAssertEqual(try layer(#"{"toIndex": 4}"#).description.gesture, .scroll(to: .index(4)))
        let checks = try XCTUnwrap(
            try layer(#"{"checks": [{"name": "a", "offset": 7, "frames": {"toIndex": 2, "fps": 30}}]}"#).description
                .checks)
        XCTAssertEqual(checks.first?.position, .offset(7))
        guard case .sequence(let gesture, let fps)? = checks.first?.kind else { return XCTFail("a sequence check") }
        XCTAssertEqual(gesture, .scroll(to: .index(2)))
        XCTAssertEqual(fps, 30)
    }

    func testLaterLayersWinFieldByField() throws {
        let file = try layer(
            #"{"photos": ["a.jpg"], "offset": 40, "fling": 900, "width": 300, "cellScale": 0.5, "cornerRadius": 4}"#)
        var flags = SceneDescription()
        flags.photos = ["b.jpg"]
        flags.position = .index(2)
        flags.gesture = .scroll(to: .index(5))
        flags.cellStyle.cornerRadius = 8
        flags.cellStyle.borderWidth = 1
        flags.setStyleField(SliderStyle.CodingKeys.spacing, number: 3)
        let layers = file.overlaid(by: SceneLayers(flags))
        let merged = layers.description
        XCTAssertEqual(merged.photos, ["b.jpg"])
        XCTAssertEqual(merged.position, .index(2), "the later position replaces the earlier, whichever field")
        XCTAssertEqual(merged.gesture, .scroll(to: .index(5)))
        XCTAssertEqual(merged.width, 300, "a field the later layer leaves out keeps the earlier value")
        XCTAssertEqual(merged.cellStyle.cornerRadius, 8)
        XCTAssertEqual(merged.cellStyle.borderWidth, 1)
        XCTAssertEqual(layers.origin(of: SceneFieldPath(Key.index)), .flags)
        XCTAssertNil(layers.origin(of: SceneFieldPath(Key.offset)), "the file's offset is gone, not merely hidden")
        XCTAssertNil(layers.origin(of: SceneFieldPath(Key.fling)))
        XCTAssertEqual(layers.origin(of: SceneFieldPath(Key.width)), .file("\(folder)/scene.json"))
        let scene = try layers.decode()
        XCTAssertEqual(scene.style as? SliderStyle, SliderStyle(cellScale: 0.5, spacing: 3), "style fields merge too")
        XCTAssertEqual(scene.look.cellStyle.cornerRadius, 8)
        XCTAssertEqual(scene.view.width, 300)

        // In the other order the file wins.
        let reversed = SceneLayers(flags).overlaid(by: file).description
        XCTAssertEqual(reversed.position, .offset(40))
        XCTAssertEqual(reversed.gesture, .fling(velocity: 900))
        XCTAssertEqual(reversed.cellStyle.cornerRadius, 4)
        XCTAssertEqual(reversed.cellStyle.borderWidth, 1)
    }

    /// Every field of the file, given a wrong value, is refused with its own path and the file named.
    func testEveryFieldErrorCarriesItsPath() throws {
        let cases: [(json: String, path: String)] = [
            (#"{"photos": [1]}"#, "photos"),
            (#"{"sizes": ["1x1", "0x0"]}"#, "sizes[1]"),
            (#"{"style": "nope"}"#, "style"),
            (#"{"device": "nope"}"#, "device"),
            (#"{"width": 0}"#, "width"),
            (#"{"height": -1}"#, "height"),
            (#"{"offset": 1e10}"#, "offset"),
            (#"{"index": -1}"#, "index"),
            (#"{"velocity": 1e7}"#, "velocity"),
            (#"{"scale": 5}"#, "scale"),
            (#"{"background": "red"}"#, "background"),
            (#"{"appearance": "dim"}"#, "appearance"),
            (#"{"contentSize": "huge"}"#, "contentSize"),
            (#"{"layoutDirection": "rtl"}"#, "layoutDirection"),
            (#"{"colorSpace": "adobe"}"#, "colorSpace"),
            (#"{"compression": "max"}"#, "compression"),
            (#"{"skipBad": "yes"}"#, "skipBad"),
            (#"{"maxPixels": 0}"#, "maxPixels"),
            (#"{"fps": 0}"#, "fps"),
            (#"{"fling": 1e7}"#, "fling"),
            (#"{"drag": "x"}"#, "drag"),
            (#"{"toOffset": "x"}"#, "toOffset"),
            (#"{"toIndex": -2}"#, "toIndex"),
            (#"{"checks": []}"#, "checks"),
            (#"{"checks": [{"name": "a"}, {"name": "a"}]}"#, "checks[1].name"),
            (
                #"{"checks": [{"name": "a", "tolerance": {"perceptualThreshold": 2}}]}"#,
                "checks[0].tolerance.perceptualThreshold"
            ),
            (#"{"checks": [{"name": "a", "tolerance": {"threshold": 0.1}}]}"#, "checks[0].tolerance.threshold"),
            (#"{"checks": [{"name": "a", "tolerance": {"includeAA": true}}]}"#, "checks[0].tolerance.includeAA"),
            (#"{"checks": [{"name": "a", "frames": {"fling": 1e7}}]}"#, "checks[0].frames.fling"),
            (#"{"checks": [{"name": "a", "index": 1.5}]}"#, "checks[0].index"),
            (#"{"cornerRadius": -1}"#, "cornerRadius"),
            (#"{"cornerCurve": "round"}"#, "cornerCurve"),
            (#"{"borderWidth": 2000}"#, "borderWidth"),
            (##"{"borderColor": "#12"}"##, "borderColor"),
            (#"{"selectedBorderWidth": -1}"#, "selectedBorderWidth"),
            (#"{"selectedBorderColor": 3}"#, "selectedBorderColor"),
            (#"{"selectedTint": "blue"}"#, "selectedTint"),
            (#"{"placeholderColor": "grey"}"#, "placeholderColor"),
            (#"{"shadowOpacity": 2}"#, "shadowOpacity"),
            (#"{"shadowRadius": -1}"#, "shadowRadius"),
            (#"{"shadowOffset": "1"}"#, "shadowOffset"),
            (#"{"contentMode": "fill"}"#, "contentMode"),
            (#"{"cellScale": 2}"#, "cellScale"),
            (#"{"spacing": -1}"#, "spacing"),
            (#"{"style": "tags", "align": "centre"}"#, "align"),
            (#"{"style": "tags", "rowHeight": 0}"#, "rowHeight"),
            (#"{"style": "tags", "tags": "a"}"#, "tags"),
            (#"{"style": "paging", "headerWidth": -1}"#, "headerWidth"),
            (#"{"style": "paging", "header": 1}"#, "header"),
            (#"{"style": "paging", "itemSize": "0x1"}"#, "itemSize"),
            (#"{"style": "banner", "bannerHeight": 0}"#, "bannerHeight"),
            (#"{"style": "banner", "height": 100}"#, "height"),
            (#"{"style": "slider", "bannerHeight": 100}"#, "bannerHeight"),
        ]
        for (json, path) in cases {
            XCTAssertThrowsError(try decode(json), json) { error in
                guard case .field(let field, _, let file)? = error as? SceneError else {
                    return XCTFail("\(json): \(error)")
                }
                XCTAssertEqual(field.description, path, json)
                XCTAssertEqual(file, "\(folder)/scene.json", json)
            }
        }
        XCTAssertThrowsError(try decode(#"{"widht": 1}"#)) { error in
            guard case .unknownField(let name, _, let file)? = error as? SceneError else { return XCTFail("\(error)") }
            XCTAssertEqual(name, "widht")
            XCTAssertEqual(file, "\(folder)/scene.json")
        }
    }

    /// A bomb of millions of tags or members stops at the first past the scene file's JSON limits while it is read,
    /// naming the field: what follows that point (here a syntax error, which a check of the whole file first would
    /// name instead) is never read, and no parser builds a tree of it.
    func testJSONBombsStopAtTheFirstValuePastALimit() throws {
        let tags = #"{"style": "tags", "tags": ["# + Array(repeating: #""a""#, count: 100_001).joined(separator: ",")
        XCTAssertThrowsError(try layer(tags + ", oops]}")) { error in
            XCTAssertEqual(
                "\(error)",
                #"\#(folder)/scene.json: invalid scene file: field "tags": more than 100000 elements in one array (a scene file's limit); not read past line 1, column 400028"#
            )
        }
        let members = "{" + (0...1000).map { #""k\#($0)": 0"# }.joined(separator: ",") + #", "k1": 0}"#
        XCTAssertThrowsError(try layer(members)) { error in
            XCTAssertEqual(
                "\(error)",
                "\(folder)/scene.json: invalid scene file: more than 1000 members in one object (a scene file's limit); not read past line 1, column 9892"
            )
        }
        let nested =
            #"{"checks": [{"name": "a", "tolerance": {"# + (0...1000).map { #""t\#($0)": 0"# }.joined(separator: ",")
        XCTAssertThrowsError(try layer(nested + "}}]}")) { error in
            guard case .field(let field, _, _)? = error as? SceneError else { return XCTFail("\(error)") }
            XCTAssertEqual(field.description, "checks[0].tolerance")
        }
    }

    /// A scene written for 0.2 names its tolerance's old fields; each is refused with what replaced it, since the
    /// old names' defaults (threshold 0.1, anti-aliasing excused) are no longer the defaults.
    func testTheOldToleranceNamesSayWhatReplacedThem() throws {
        let cases = [
            (#"{"checks": [{"name": "a", "tolerance": {"threshold": 0.1}}]}"#, "is now perceptualThreshold"),
            (#"{"checks": [{"name": "a", "tolerance": {"includeAA": false}}]}"#, "unless detectsAntiAliasing is true"),
        ]
        for (json, replacement) in cases {
            XCTAssertThrowsError(try decode(json), json) { error in
                guard case .field(_, let problem, _)? = error as? SceneError else { return XCTFail("\(error)") }
                XCTAssertTrue(problem.contains(replacement), problem)
            }
        }
    }

    func testValuesGivenOutsideAFileKeepOnlyTheirPath() throws {
        var flags = SceneDescription()
        flags.scale = 9
        let file = try layer(#"{"width": 300}"#)
        XCTAssertThrowsError(try file.overlaid(by: SceneLayers(flags)).decode()) { error in
            XCTAssertEqual(
                error as? SceneError, .field(SceneFieldPath(Key.scale), problem: "must be from 1 to 4, got 9"))
        }
        var fling = SceneDescription()
        fling.gesture = .fling(velocity: .nan)
        XCTAssertThrowsError(try SceneLayers(fling).decode()) { error in
            XCTAssertEqual(
                error as? SceneError, .field(SceneFieldPath(Key.fling), problem: "must be a finite number, got nan"))
        }
        XCTAssertThrowsError(try ScrollGesture(dragParsing: "1:0")) { error in
            XCTAssertEqual((error as? SceneError)?.field, SceneFieldPath(Key.drag))
        }
        XCTAssertEqual(try CellStyleDescription.shadowOffset(parsing: "1, -2"), Size(width: 1, height: -2))
        for text in ["1,x,2", "1", "1,2,3", "1,2000"] {
            XCTAssertThrowsError(try CellStyleDescription.shadowOffset(parsing: text), text) { error in
                XCTAssertEqual(
                    "\(error)",
                    "field \"shadowOffset\": must be X,Y or a list of two numbers, each from -1000 to 1000, got \"\(text)\""
                )
            }
        }
    }

    func testADescriptionWritesTheFileItWasReadFrom() throws {
        let json =
            #"{"photos": ["/p"], "index": 2, "drag": "-80:0.2", "scale": 3, "cornerRadius": 6, "shadowOffset": [1, 2], "cellScale": 0.5}"#
        let read = try layer(json).description
        let written = try JSONEncoder().encode(read)
        let again = try JSONDecoder().decode(SceneDescription.self, from: written)
        XCTAssertEqual(again.photos, ["/p"])
        XCTAssertEqual(again.position, .index(2))
        XCTAssertEqual(again.gesture, .drag(distance: -80, duration: 0.2))
        XCTAssertEqual(again.scale, 3)
        XCTAssertEqual(again.cellStyle, read.cellStyle)
        XCTAssertEqual(again.givenFields.sorted(), read.givenFields.sorted())
        XCTAssertEqual(try SceneLayers(again).decode().style as? SliderStyle, SliderStyle(cellScale: 0.5))
    }

    /// A scene's checks are part of its description: written back, each keeps its name, position, tolerance and
    /// sequence (the scene fuzzer found them dropped on write).
    func testADescriptionWritesItsChecks() throws {
        let json = """
            {"checks": [{"name": "start", "index": 0}, {"name": "scrolled", "offset": -0.5,
             "tolerance": {"maxDiffRatio": 0.001, "detectsAntiAliasing": true, "maxDiffPixels": 3,
                           "perceptualThreshold": 0.25}},
             {"name": "drag", "offset": 10, "frames": {"drag": "-80:0.2", "fps": 24}},
             {"name": "fling", "frames": {"fling": 1500}}, {"name": "to", "frames": {"toIndex": 3, "fps": 30}},
             {"name": "back", "frames": {"toOffset": 12.5}}]}
            """
        let read = try XCTUnwrap(try layer(json).description.checks)
        XCTAssertEqual(read.count, 6)
        let written = try JSONEncoder().encode(try layer(json).description)
        let again = try JSONDecoder().decode(SceneDescription.self, from: written)
        XCTAssertEqual(again.checks, read)
        XCTAssertEqual(
            again.checks?[1].tolerance,
            DiffOptions(perceptualThreshold: 0.25, detectsAntiAliasing: true, maxDiffPixels: 3, maxDiffRatio: 0.001))
        XCTAssertEqual(again.checks?[0].tolerance, DiffOptions(), "a check without a tolerance is exact")
        XCTAssertEqual(
            again.checks?[2].kind, .sequence(gesture: .drag(distance: -80, duration: 0.2), framesPerSecond: 24))
        XCTAssertEqual(again.checks?[3].kind, .sequence(gesture: .fling(velocity: 1500), framesPerSecond: 60))
    }

    /// A path is at most 4096 bytes as it is opened, joined to the scene file's folder: a longer one cannot be
    /// opened, and a description holding it could not be read back (the scene fuzzer's round trip found a relative
    /// path that fit before the join and not after).
    func testAPathIsMeasuredJoinedToItsFolder() throws {
        let fits = String(repeating: "a", count: 4096 - folder.utf8.count - 1)
        let read = try layer(#"{"photos": ["\#(fits)"]}"#).description
        XCTAssertEqual(read.photos, ["\(folder)/\(fits)"])
        let again = try SceneLayers.parse(try JSONEncoder().encode(read), origin: .file("\(folder)/scene.json"))
        XCTAssertEqual(again.description.photos, read.photos, "the description reads back")
        XCTAssertThrowsError(try layer(#"{"photos": ["b", "\#(fits)a"]}"#)) { error in
            guard case .field(let field, let problem, _)? = error as? SceneError else { return XCTFail("\(error)") }
            XCTAssertEqual(field.description, "photos[1]")
            XCTAssertEqual(problem, "is 4097 bytes long joined to the scene file's folder, more than the 4096 allowed")
        }
        XCTAssertThrowsError(try layer(#"{"style": "paging", "header": "\#(fits)a"}"#).decode()) { error in
            XCTAssertEqual((error as? SceneError)?.field?.description, "header")
        }
    }

    /// `docs/scene.schema.json` names exactly the fields the coding keys name: the scene's, the cells', each built-in
    /// style's (in the clause that allows them only for that style), a check's, its tolerance's and its frames'.
    func testTheSchemaNamesExactlyTheCodingKeys() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../docs/scene.schema.json")
        let schema = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let properties = try XCTUnwrap(schema["properties"] as? [String: Any])
        let catalog = StyleCatalog.builtIn
        let expected =
            Key.allCases.map(\.stringValue) + CellStyleDescription.CodingKeys.allCases.map(\.stringValue)
            + catalog.entries.flatMap(\.fieldNames)
        XCTAssertEqual(Set(properties.keys), Set(expected))
        XCTAssertEqual(properties.count, expected.count, "no field is named twice")
        XCTAssertEqual((properties["style"] as? [String: Any])?["enum"] as? [String], catalog.names)

        // Each style's own fields are refused for the other styles by one clause.
        let clauses = try XCTUnwrap(schema["allOf"] as? [[String: Any]])
        let refusedSets = clauses.compactMap { clause -> Set<String>? in
            let branch = (clause["then"] ?? clause["else"]) as? [String: Any]
            return (branch?["properties"] as? [String: Any]).map { Set($0.keys) }
        }
        for entry in catalog.entries where !entry.fieldNames.isEmpty {
            XCTAssertTrue(refusedSets.contains(Set(entry.fieldNames)), "\(entry.name): \(entry.fieldNames)")
        }

        // At most one position and one gesture.
        let pairs = try XCTUnwrap((schema["not"] as? [String: Any])?["anyOf"] as? [[String: Any]]).compactMap {
            ($0["required"] as? [String]).map(Set.init)
        }
        var expectedPairs: [Set<String>] = []
        for group in [Key.positionKeys, Key.gestureKeys] {
            for (i, first) in group.enumerated() {
                for second in group[(i + 1)...] { expectedPairs.append([first.stringValue, second.stringValue]) }
            }
        }
        XCTAssertEqual(Set(pairs), Set(expectedPairs))

        let check = try XCTUnwrap(
            ((properties["checks"] as? [String: Any])?["items"] as? [String: Any])?["properties"] as? [String: Any])
        XCTAssertEqual(
            Set(check.keys),
            Set(SceneCheck.CodingKeys.allCases.map(\.stringValue) + Key.positionKeys.map(\.stringValue)))
        let tolerance = try XCTUnwrap((check["tolerance"] as? [String: Any])?["properties"] as? [String: Any])
        XCTAssertEqual(Set(tolerance.keys), Set(SceneCheck.ToleranceKeys.allCases.map(\.stringValue)))
        let frames = try XCTUnwrap((check["frames"] as? [String: Any])?["properties"] as? [String: Any])
        XCTAssertEqual(Set(frames.keys), Set((Key.gestureKeys + [Key.fps]).map(\.stringValue)))
    }
}
