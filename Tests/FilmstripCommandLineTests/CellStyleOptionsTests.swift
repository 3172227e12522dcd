import ArgumentParser
import Filmstrip
import XCTest

@testable import FilmstripCommandLine

/// The cell styling flags come from the fields' declarations (`CellStyle.sceneFields`) alone: each field is a flag
/// named after it, with its help, that gives the field's value as a scene file would.
final class CellStyleOptionsTests: XCTestCase {
    private func cellStyle(_ arguments: [String]) throws -> CellStyleDescription {
        let command = try XCTUnwrap(
            try FilmstripCommand.parseAsRoot(["render", "-o", "out.png"] + arguments) as? RenderCommand)
        var flags = SceneFlags()
        try command.rendering.cellStyle.apply(to: &flags)
        return flags.description.cellStyle
    }

    func testEveryCellFieldIsAFlagWithItsHelp() {
        for command in [RenderCommand.self, FramesCommand.self] as [any ParsableCommand.Type] {
            let help = command.helpMessage(columns: 1000)
            for field in CellStyle.sceneFields {
                let flag = SceneFlags.flag(forField: field.key)
                let value = field.valueName ?? String(flag.dropFirst(2))
                let line = "\(flag) <\(value)>"
                XCTAssertTrue(help.contains(line), "\(command): \(line)")
                XCTAssertTrue(help.contains(field.help(spelling: SceneFlags.flag(forField:))), "\(command): \(flag)")
            }
        }
        XCTAssertTrue(
            RenderCommand.helpMessage(columns: 1000).contains("(default: --border-width)"),
            "a field the help names is spelled as its flag")
    }

    func testFlagsGiveTheFieldsAsAFileWould() throws {
        var expected = CellStyleDescription()
        expected.cornerRadius = 12
        expected.shadowRadius = -1
        expected[given: CellStyleDescription.field(\CellStyle.cornerCurve)] = .string("continuous")
        expected[given: CellStyleDescription.field(\CellStyle.borderColor)] = .string("#112233")
        expected[given: CellStyleDescription.field(\CellStyle.shadowOffset)] = .numbers([-1, 2])
        let given = try cellStyle([
            "--corner-radius", "12", "--corner-curve", "continuous", "--border-color", "#112233",
            "--shadow-radius", "-1", "--shadow-offset", "-1,2",
        ])
        XCTAssertEqual(given, expected)
        XCTAssertEqual(try cellStyle([]), CellStyleDescription(), "no flag, no field")

        XCTAssertThrowsError(try cellStyle(["--shadow-offset", "1"])) { error in
            XCTAssertEqual((error as? SceneError)?.field?.description, "shadowOffset")
        }
    }
}

/// Any model's fields are flags the same way: a check's tolerance fields show each kind of flag (a number, a whole
/// number, a flag without a value) giving its field as a scene file would.
final class SceneFieldOptionsTests: XCTestCase {
    func testEachKindOfFieldIsAFlag() throws {
        let options = try SceneFieldOptions<DiffOptions>.parse([
            "--perceptual-threshold", "0.2", "--max-diff-pixels", "3", "--detects-anti-aliasing",
        ])
        var tolerance = DiffOptions()
        try options.given().apply(to: &tolerance)
        XCTAssertEqual(tolerance, DiffOptions(perceptualThreshold: 0.2, detectsAntiAliasing: true, maxDiffPixels: 3))
        XCTAssertEqual(try SceneFieldOptions<DiffOptions>.parse([]).given(), SceneFieldValues<DiffOptions>())
        XCTAssertThrowsError(try SceneFieldOptions<DiffOptions>.parse(["--max-diff-pixels", "1.5"]))
        XCTAssertTrue(SceneFieldOptions<DiffOptions>.helpMessage().contains("--max-diff-pixels <n>"))
    }
}
