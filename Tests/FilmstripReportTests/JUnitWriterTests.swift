import FilmstripReport
import Foundation
import XCTest

@testable import FilmstripSuite

#if canImport(FoundationXML)
    import FoundationXML
#endif

final class JUnitWriterTests: XCTestCase {
    private func parse(_ xml: String) throws -> XMLElement {
        let document = try XMLDocument(data: Data(xml.utf8), options: [])
        return try XCTUnwrap(document.rootElement())
    }

    private func attribute(_ element: XMLElement, _ name: String) -> String? {
        element.attribute(forName: name)?.stringValue
    }

    func testOneSuitePerSceneFileOneCasePerCheckWithCounts() throws {
        let root = try parse(JUnitWriter.xml(SampleSuite.make()))
        XCTAssertEqual(root.name, "testsuites")
        XCTAssertEqual(attribute(root, "tests"), "5")
        XCTAssertEqual(attribute(root, "failures"), "3", "recorded counts as a failure")
        XCTAssertEqual(attribute(root, "errors"), "1")
        let suites = root.elements(forName: "testsuite")
        XCTAssertEqual(suites.map { attribute($0, "name") }, ["scenes/slider.json", "scenes/odd names.json"])
        XCTAssertEqual(suites.map { attribute($0, "tests") }, ["3", "2"])
        XCTAssertEqual(suites.map { attribute($0, "failures") }, ["2", "1"])
        XCTAssertEqual(suites.map { attribute($0, "errors") }, ["0", "1"])
        XCTAssertEqual(suites.map { attribute($0, "time") }, ["0", "0"])

        let slider = suites[0].elements(forName: "testcase")
        XCTAssertEqual(slider.map { attribute($0, "name") }, ["start", "scrolled", "fling"])
        XCTAssertEqual(slider.map { attribute($0, "classname") }, ["scenes/slider", "scenes/slider", "scenes/slider"])
        XCTAssertEqual(slider[0].childCount, 0, "a pass has no children")
        let failure = try XCTUnwrap(slider[1].elements(forName: "failure").first)
        XCTAssertEqual(attribute(failure, "message"), "1234 of 93600 pixels differ (1.3184%)")
        XCTAssertEqual(attribute(failure, "type"), "failed")
        XCTAssertEqual(
            failure.stringValue,
            """
            1234 of 93600 pixels differ (1.3184%)
            actual: actual/slider/scrolled.png
            diff: diff/slider/scrolled.png
            accept: filmstrip test --check 'scenes/slider.json#scrolled' --update
            """)
        XCTAssertEqual(
            slider[1].elements(forName: "system-out").first?.stringValue,
            "[[ATTACHMENT|actual/slider/scrolled.png]]\n[[ATTACHMENT|diff/slider/scrolled.png]]")
    }

    func testHostileNamesSurviveEscaping() throws {
        let root = try parse(JUnitWriter.xml(SampleSuite.make()))
        let odd = root.elements(forName: "testsuite")[1].elements(forName: "testcase")
        XCTAssertEqual(attribute(odd[0], "name"), SampleSuite.hostile)
        XCTAssertEqual(attribute(try XCTUnwrap(odd[0].elements(forName: "failure").first), "type"), "recorded")
        let error = try XCTUnwrap(odd[1].elements(forName: "error").first)
        XCTAssertEqual(
            attribute(error, "message"), "cannot write actual/odd/broken.png\u{FFFD}",
            "a control character XML cannot hold")
    }

    func testMultiLineMessagesKeepTheirLineBreaksInAttributes() throws {
        let suite = SuiteResult(
            command: [],
            scenes: [
                SceneResult(
                    path: "a.json", name: "a",
                    checks: [
                        CheckResult(name: "x", status: .failed, message: "line one\nline\ttwo", duration: 0.25)
                    ])
            ])
        let xml = JUnitWriter.xml(suite)
        XCTAssertTrue(xml.contains(#"message="line one&#10;line&#9;two""#), xml)
        let root = try parse(xml)
        let testsuite = try XCTUnwrap(root.elements(forName: "testsuite").first)
        XCTAssertEqual(attribute(testsuite, "time"), "0.250")
        XCTAssertEqual(
            attribute(
                try XCTUnwrap(testsuite.elements(forName: "testcase").first?.elements(forName: "failure").first),
                "message"),
            "line one\nline\ttwo")
    }

    func testDeterministic() {
        XCTAssertEqual(JUnitWriter.xml(SampleSuite.make()), JUnitWriter.xml(SampleSuite.make()))
        XCTAssertTrue(
            JUnitWriter.xml(SampleSuite.make()).hasPrefix(
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"filmstrip\" tests=\"5\" failures=\"3\" errors=\"1\" time=\"0\">\n"
            ))
    }
}
