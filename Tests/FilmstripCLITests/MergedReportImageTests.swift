import Foundation
import XCTest

/// Issue 38: a merged report publishes only images it decoded whole as the format their name says, under names it
/// makes, so a shard's web page (a PNG followed by a script, a fake WebP header, a file named `.html`) never reaches
/// the uploaded report; its pages forbid any script but their own and any network.
final class MergedReportImageTests: XCTestCase {
    let manager = FileManager.default
    let png = CLIRunner.repositoryRoot + "/fixtures/png-filters/gray8-filter2.png"
    let webp = CLIRunner.repositoryRoot + "/fixtures/formats/lossless.webp"
    let script = Data("<script>alert(document.domain)</script>".utf8)

    func write(_ data: Data, to path: String) throws {
        try manager.createDirectory(
            atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path, withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: path))
    }

    /// Every file under `folder`, as bytes.
    func contents(under folder: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in manager.enumerator(atPath: folder)?.compactMap({ $0 as? String }) ?? [] {
            var isDirectory: ObjCBool = false
            if manager.fileExists(atPath: "\(folder)/\(name)", isDirectory: &isDirectory), !isDirectory.boolValue {
                files[name] = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/\(name)"))
            }
        }
        return files
    }

    func testOnlyWholeImagesOfTheirNamedFormatArePublishedUnderNamesTheMergeMakes() throws {
        let folder = try CLIRunner.temporaryDirectory()
        let image = try Data(contentsOf: URL(fileURLWithPath: png))
        let still = try Data(contentsOf: URL(fileURLWithPath: webp))
        var fakeWebP = Data("RIFF".utf8) + Data([22, 0, 0, 0]) + Data("WEBPVP8L".utf8) + Data([10, 0, 0, 0, 0x2F])
        fakeWebP += Data(repeating: 0, count: 30 - fakeWebP.count)
        try write(image + script, to: "\(folder)/shard/img/x.html")
        try write(image + script, to: "\(folder)/shard/img/polyglot.png")
        try write(fakeWebP + script, to: "\(folder)/shard/img/fake.webp")
        try write(image, to: "\(folder)/shard/img/real.webp")
        try write(image, to: "\(folder)/shard/img/ok.png")
        try write(still, to: "\(folder)/shard/img/ok.webp")
        try write(
            Data(
                """
                {"format":"filmstrip-results","version":1,"command":["filmstrip","test"],"scenes":[{"path":"a.json",\
                "name":"a","checks":[{"name":"x","kind":"still","status":"failed","expected":"img/ok.png",\
                "actual":"img/x.html","diff":"img/polyglot.png"},{"name":"y","kind":"still","status":"failed",\
                "expected":"img/ok.webp","actual":"img/fake.webp","diff":"img/real.webp"}]}]}
                """.utf8), to: "\(folder)/shard/results.json")
        let output = try CLIRunner.run(["merge-reports", "out", "shard/results.json"], in: folder)
        XCTAssertEqual(output.status, 2, output.stderr)
        for (field, reason) in [
            ("scenes[0].checks[0].actual", #"image "img/x.html" is named ".html", not ".png" or ".webp""#),
            ("scenes[0].checks[0].diff", #"image "img/polyglot.png" holds bytes after its PNG's end"#),
            ("scenes[0].checks[1].actual", #"image "img/fake.webp" does not decode as a WebP:"#),
            ("scenes[0].checks[1].diff", #"image "img/real.webp" is not a WebP image"#),
        ] {
            XCTAssertTrue(output.stderr.contains(#"shard/results.json: field "\#(field)": \#(reason)"#), output.stderr)
        }
        XCTAssertEqual(output.stderr.split(separator: "\n").count, 4, output.stderr)
        let written = try contents(under: "\(folder)/out")
        XCTAssertEqual(
            Set(written.keys),
            [
                "index.html", "junit.xml", "results.json", "shard-1/scene-0/check-0-expected.png",
                "shard-1/scene-0/check-1-expected.webp",
            ])
        XCTAssertEqual(written["shard-1/scene-0/check-0-expected.png"], image)
        XCTAssertEqual(written["shard-1/scene-0/check-1-expected.webp"], still)
        for (name, bytes) in written { XCTAssertNil(bytes.range(of: script), "\(name) holds the shard's script") }

        // The pages allow only their own script and style (by hash) and images from their folder; no network.
        let page = try XCTUnwrap(String(data: try XCTUnwrap(written["index.html"]), encoding: .utf8))
        let policy = try XCTUnwrap(
            page.range(of: #"<meta http-equiv="Content-Security-Policy" content=""#).map { start in
                page[start.upperBound...].prefix { $0 != "\"" }
            })
        let directives = Set(policy.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) })
        XCTAssertTrue(directives.contains("default-src 'none'"), String(policy))
        XCTAssertTrue(directives.contains("connect-src 'none'"), String(policy))
        XCTAssertTrue(directives.contains("img-src 'self' data:"), String(policy))
        let scriptSources = try XCTUnwrap(directives.first { $0.hasPrefix("script-src ") })
        XCTAssertTrue(scriptSources.hasPrefix("script-src 'sha256-") && !scriptSources.contains("self"), scriptSources)
        XCTAssertFalse(policy.contains("unsafe"), String(policy))
    }

    /// The help says once how an image's path is opened: without following any link (it said "links followed" too).
    func testHelpSaysOnceHowLinksAreTreated() throws {
        let help = try CLIRunner.run(["merge-reports", "--help"])
        XCTAssertEqual(help.status, 0)
        let text = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        XCTAssertFalse(text.contains("links followed"), text)
        XCTAssertTrue(text.contains("opens inside that results file's folder without following any link"), text)
        XCTAssertTrue(text.contains("decodes whole"), text)
    }
}
