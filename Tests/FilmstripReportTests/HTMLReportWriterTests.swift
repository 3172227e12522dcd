import FilmstripReport
import Foundation
import XCTest

@testable import FilmstripSuite

final class HTMLReportWriterTests: XCTestCase {
    /// The text of the inline data block, parsed as JSON.
    private func dataBlock(_ html: String) throws -> [String: Any] {
        let open = #"<script type="application/json" id="filmstrip-data">"#
        let start = try XCTUnwrap(html.range(of: open)).upperBound
        let end = try XCTUnwrap(html.range(of: "</script>", range: start..<html.endIndex)).lowerBound
        let object = try JSONSerialization.jsonObject(with: Data(html[start..<end].utf8))
        return try XCTUnwrap(object as? [String: Any])
    }

    func testReportCarriesTheSuiteAsInlineData() throws {
        let html = HTMLReportWriter.html(SampleSuite.make())
        XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>\n"))
        let data = try dataBlock(html)
        XCTAssertEqual(data["mode"] as? String, "report")
        let suite = try XCTUnwrap(data["suite"] as? [String: Any])
        let counts = try XCTUnwrap(suite["counts"] as? [String: Any])
        XCTAssertEqual(counts["failed"] as? Int, 2)
        let scenes = try XCTUnwrap(suite["scenes"] as? [[String: Any]])
        XCTAssertEqual(scenes.count, 2)
        // The hostile name reads back exactly, through the JSON escapes.
        XCTAssertEqual(scenes[1]["name"] as? String, SampleSuite.hostile)
        let checks = try XCTUnwrap(scenes[1]["checks"] as? [[String: Any]])
        XCTAssertEqual(checks[0]["name"] as? String, SampleSuite.hostile)
    }

    /// A review starts with what needs it: scenes with a failed check or an error come first, the others after, each
    /// group in the run's order; the results file keeps the run's order.
    func testScenesWithFailuresComeFirst() throws {
        func scene(_ name: String, _ statuses: [CheckStatus]) -> SceneResult {
            SceneResult(
                path: "s/\(name).json", name: name,
                checks: statuses.enumerated().map { CheckResult(name: "c\($0.offset)", status: $0.element) })
        }
        let suite = SuiteResult(
            command: ["filmstrip", "test"],
            scenes: [
                scene("a", [.passed]), scene("b", [.passed, .failed]), scene("c", [.recorded]),
                scene("d", [.error]), scene("e", [.passed]),
            ])
        let scenes = try XCTUnwrap(try dataBlock(HTMLReportWriter.html(suite))["suite"] as? [String: Any])["scenes"]
        let names = try XCTUnwrap(scenes as? [[String: Any]]).map { $0["name"] as? String }
        XCTAssertEqual(names, ["b", "d", "a", "c", "e"])
        let checks = try XCTUnwrap((scenes as? [[String: Any]])?.first?["checks"] as? [[String: Any]])
        XCTAssertEqual(checks.map { $0["name"] as? String }, ["c0", "c1"], "a scene's checks keep their order")
    }

    func testHostileNamesCannotEndTheDataBlockOrInjectMarkup() {
        let html = HTMLReportWriter.html(SampleSuite.make(), title: "Report <for> \"you\" & me")
        XCTAssertFalse(html.contains("<script>alert"), "the name must not become a script element")
        XCTAssertFalse(html.contains("<b>"))
        XCTAssertTrue(
            html.contains(
                #"\u003c/script\u003e\u003cscript\u003ealert(\"x\")\u003c/script\u003e \u0026 \u003cb\u003e'quoted'\u003c/b\u003e"#
            ))
        XCTAssertTrue(html.contains("<title>Report &lt;for&gt; &quot;you&quot; &amp; me</title>"))
        // Exactly the two script elements the page has.
        XCTAssertEqual(html.components(separatedBy: "<script").count - 1, 2)
        XCTAssertEqual(html.components(separatedBy: "</script>").count - 1, 2)
    }

    func testPageIsSelfContainedAndDeterministic() {
        let html = HTMLReportWriter.html(SampleSuite.make())
        XCTAssertEqual(html, HTMLReportWriter.html(SampleSuite.make()))
        // (The SVG namespace URI is a name, not a request.)
        for remote in [
            "src=\"http", "href=\"http", "url(http", "@import", "<link rel=\"stylesheet\"", "<script src", "fetch(",
        ] {
            XCTAssertFalse(html.contains(remote), remote)
        }
        XCTAssertTrue(html.contains("<style>"))
    }

    func testReportDataIsTheResultsFileAsWritten() throws {
        let suite = SampleSuite.make()
        let data = try dataBlock(HTMLReportWriter.html(suite))
        let suiteData = try XCTUnwrap(data["suite"] as? [String: Any])
        // Every member of the results file, so that a field the page reads (unused references) reaches it.
        let results = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(ResultsJSON.encode(suite).utf8)) as? [String: Any])
        XCTAssertEqual(Set(suiteData.keys), Set(results.keys))
        XCTAssertEqual(suiteData["format"] as? String, ResultsJSON.format)
        XCTAssertEqual(
            try JSONSerialization.data(withJSONObject: suiteData, options: .sortedKeys),
            try JSONSerialization.data(withJSONObject: results, options: .sortedKeys))
    }

    func testScriptAndStyleComeFromTheResourceFilesInline() throws {
        // The files in the source tree, which the build copies into the resource bundle the writer reads.
        let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/FilmstripReport/HTML/Resources").standardized
        let script = try String(contentsOf: resources.appendingPathComponent("report.js"), encoding: .utf8)
        let style = try String(contentsOf: resources.appendingPathComponent("report.css"), encoding: .utf8)
        let html = HTMLReportWriter.html(SampleSuite.make())
        XCTAssertTrue(html.contains("<script>\n" + script + "</script>"), "the script is inlined whole")
        XCTAssertTrue(html.contains("<style>\n" + style + "</style>"), "the style sheet is inlined whole")
        XCTAssertFalse(html.contains("written without its script"))
    }

    func testWriteCreatesIndexHTML() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "report-html-\(UUID().uuidString)/report")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let url = try HTMLReportWriter.write(SampleSuite.make(), to: folder)
        XCTAssertEqual(url.lastPathComponent, "index.html")
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), HTMLReportWriter.html(SampleSuite.make()))
    }

    func testPlayerPageCarriesFramesSamplesAndFPS() throws {
        let html = SequencePlayerWriter.html(
            frames: ["frame-0000.png", "frame-0001.png"],
            samples: [
                ManifestSample(t: 0, offset: -12.5, velocity: 1500),
                ManifestSample(t: 0.05, offset: 40, velocity: 1100),
            ],
            fps: 20, title: "fling </script>")
        XCTAssertEqual(html.components(separatedBy: "</script>").count - 1, 2)
        let data = try dataBlock(html)
        XCTAssertEqual(data["mode"] as? String, "player")
        XCTAssertEqual(data["fps"] as? Int, 20)
        XCTAssertEqual(data["frames"] as? [String], ["frame-0000.png", "frame-0001.png"])
        let samples = try XCTUnwrap(data["samples"] as? [[String: Any]])
        XCTAssertEqual(samples[1]["offset"] as? Int, 40)
        XCTAssertEqual(samples[0]["offset"] as? Double, -12.5)
        XCTAssertTrue(html.contains("<title>fling &lt;/script&gt;</title>"))
        XCTAssertNil(data["duration"], "no duration unless given: the page then states the last frame's time")
    }

    func testPlayerPageCarriesTheManifestDuration() throws {
        // The last frame (0.1 s) is the first at or after rest (0.0937 s); the page states the motion's duration.
        let html = SequencePlayerWriter.html(
            frames: ["frame-0000.png", "frame-0001.png", "frame-0002.png"],
            samples: [
                ManifestSample(t: 0, offset: 0, velocity: 900),
                ManifestSample(t: 0.05, offset: 30, velocity: 300),
                ManifestSample(t: 0.1, offset: 36, velocity: 0),
            ],
            fps: 20, duration: 0.0937)
        XCTAssertEqual(try dataBlock(html)["duration"] as? Double, 0.0937)
    }
}
