import XCTest

final class ProbeCommandTests: XCTestCase {
    func testJSONOfTheBundledPhotosGivesOrientedSizes() throws {
        let output = try CLIRunner.run(["probe", "--json", "fixtures/photos"])
        XCTAssertEqual(output.status, 0, output.stderr)
        let entries = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(entries.count, 12)
        XCTAssertEqual(
            entries.map { $0["path"] as? String }.first, "fixtures/photos/01-aitzgorri.jpg", "sorted by name")
        for entry in entries {
            let orientation = entry["orientation"] as! Int
            let (w, h) = (entry["width"] as! Int, entry["height"] as! Int)
            let (sw, sh) = (entry["storedWidth"] as! Int, entry["storedHeight"] as! Int)
            if orientation >= 5 { XCTAssertEqual([w, h], [sh, sw]) } else { XCTAssertEqual([w, h], [sw, sh]) }
        }
        let turned = output.stdout.components(separatedBy: "},{").first { $0.contains("orientation6") }
        XCTAssertEqual(
            turned,
            #""path":"fixtures/photos/07-picosdeeuropa-orientation6.jpg","format":"jpeg","width":1200,"height":900,"orientation":6,"storedWidth":900,"storedHeight":1200"#
        )
    }

    func testAFailedFileIsReportedAndExitsWithOne() throws {
        let output = try CLIRunner.run(["probe", "--json", "fixtures/photos/02-grace-hopper.jpg", "README.md"])
        XCTAssertEqual(output.status, 1)
        XCTAssertTrue(
            output.stdout.contains(#"{"path":"README.md","error":"not a JPEG, PNG, HEIC, AVIF or WebP image"}"#),
            output.stdout)
    }

    func testPlainOutputNamesTheFileAndReasonOnStderr() throws {
        let output = try CLIRunner.run(["probe", "fixtures/conformance/jpeg/ljt_monkey12.jpg"])
        XCTAssertEqual(output.status, 1)
        XCTAssertEqual(
            output.stderr,
            "filmstrip: fixtures/conformance/jpeg/ljt_monkey12.jpg: unsupported image: 12-bit JPEG (only 8-bit samples are supported)\n"
        )
    }
}
