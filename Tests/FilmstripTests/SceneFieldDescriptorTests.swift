import Filmstrip
import FilmstripJSON
import Foundation
import XCTest

/// A scene field is one declaration (`SceneFieldDescriptor`): a model declared by its fields alone is decoded,
/// encoded, layered, range-checked and described in the schema with no other code, and the published schema states
/// each cell styling field as its declaration does.
final class SceneFieldDescriptorTests: XCTestCase {
    /// A model of two fields, declared once each and nowhere else.
    private struct Badge: SceneFieldModel, Equatable {
        var side = 10.0
        var tint: RGBA?

        static let sceneFields: [SceneFieldDescriptor<Badge>] = [
            .field("badgeSide", \.side, .number(in: 1...100), help: "Badge side in points (default 10)."),
            .field("badgeTint", \.tint, .color, help: "Badge colour (default: none; drawn at {badgeSide})."),
        ]
    }

    private func values(_ json: String) throws -> SceneFieldValues<Badge> {
        try JSONDecoder().decode(SceneFieldValues<Badge>.self, from: Data(json.utf8))
    }

    private func badge(_ values: SceneFieldValues<Badge>) throws -> Badge {
        var badge = Badge()
        try values.apply(to: &badge)
        return badge
    }

    func testANewFieldIsOneDeclaration() throws {
        let file = try values(##"{"badgeSide": 20, "badgeTint": "#FF000080", "cornerRadius": 4}"##)
        XCTAssertEqual(file.givenFields.map(\.stringValue), ["badgeSide", "badgeTint"], "other fields are left")
        XCTAssertEqual(SceneFieldValues<Badge>.CodingKeys.allCases.map(\.stringValue), ["badgeSide", "badgeTint"])
        XCTAssertEqual(try badge(file), Badge(side: 20, tint: RGBA(r: 255, g: 0, b: 0, a: 128)))
        XCTAssertEqual(file.side, 20, "a number field is named by the property it sets")

        var flags = SceneFieldValues<Badge>()
        flags.side = 30
        let merged = file.overlaid(by: flags)
        XCTAssertEqual(try badge(merged), Badge(side: 30, tint: RGBA(r: 255, g: 0, b: 0, a: 128)))
        XCTAssertEqual(try badge(SceneFieldValues<Badge>()), Badge(), "a field not given keeps the model's value")

        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        XCTAssertEqual(
            String(decoding: try encoder.encode(merged), as: UTF8.self), ##"{"badgeSide":30,"badgeTint":"#FF000080"}"##)
        XCTAssertEqual(try values(String(decoding: try encoder.encode(merged), as: UTF8.self)), merged)

        let tint = Badge.sceneFields[1]
        XCTAssertEqual(try tint.value(flagText: "#00FF00"), .string("#00FF00"))
        XCTAssertEqual(tint.valueName, "colour")
        XCTAssertEqual(tint.help { "--\($0)" }, "Badge colour (default: none; drawn at --badgeSide).")
        XCTAssertEqual(
            Badge.sceneFields[0].schema(defaults: Badge()).serialized(),
            #"{"type":"number","minimum":1,"maximum":100,"default":10,"description":"Badge side in points (default 10)."}"#
        )
        XCTAssertEqual(
            tint.schema(defaults: Badge()).serialized(),
            #"{"type":"string","pattern":"^#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$","#
                + #""description":"Badge colour (default: none; drawn at badgeSide)."}"#)
    }

    func testADeclaredFieldIsCheckedByName() throws {
        XCTAssertThrowsError(try values(#"{"badgeSide": "big"}"#)) { error in
            guard case .field(let path, let problem, _)? = error as? SceneError else { return XCTFail("\(error)") }
            XCTAssertEqual(path.description, "badgeSide")
            XCTAssertEqual(problem, #"must be a number, got "big""#)
        }
        XCTAssertThrowsError(try badge(values(##"{"badgeTint": "#00FF00", "badgeSide": 500}"##))) { error in
            guard case .field(let path, let problem, _)? = error as? SceneError else { return XCTFail("\(error)") }
            XCTAssertEqual(path.description, "badgeSide")
            XCTAssertEqual(problem, "must be a number from 1 to 100, got 500")
        }
        XCTAssertThrowsError(try badge(values(#"{"badgeTint": "red"}"#))) { error in
            guard case .field(let path, let problem, _)? = error as? SceneError else { return XCTFail("\(error)") }
            XCTAssertEqual(path.description, "badgeTint")
            XCTAssertEqual(problem, #"must be #RRGGBB or #RRGGBBAA, got "red""#)
        }
    }

    /// `docs/scene.schema.json` states each cell styling field and each field of a check's tolerance exactly as
    /// `CellStyle.sceneFields` and `DiffOptions.sceneFields` declare it; on a difference the message holds the
    /// field's schema to paste.
    func testTheSchemaStatesTheDeclaredFieldsAsDeclared() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../docs/scene.schema.json")
        let schema = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let properties = try XCTUnwrap(schema["properties"] as? [String: Any])
        let check = ((properties["checks"] as? [String: Any])?["items"] as? [String: Any])?["properties"]
        let tolerance = try XCTUnwrap(
            ((check as? [String: Any])?["tolerance"] as? [String: Any])?["properties"] as? [String: Any])
        let declared =
            CellStyle.sceneFields.map { ($0.key, $0.schema(defaults: CellStyle()), properties) }
            + DiffOptions.sceneFields.map { ($0.key, $0.schema(defaults: DiffOptions()), tolerance) }
        for (key, fieldSchema, object) in declared {
            let text = fieldSchema.serialized()
            let expected = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? NSDictionary
            XCTAssertEqual(object[key] as? NSDictionary, expected, "\"\(key)\": \(text)")
        }
    }
}
