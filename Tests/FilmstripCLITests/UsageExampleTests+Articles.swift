import Foundation
import XCTest

/// Every command line in the DocC articles parses and validates, as the README's do: an article is as likely to be
/// copied from as the README, and DocC cannot check a command line.
extension UsageExampleTests {
    func testEveryCommandInTheArticlesParses() throws {
        let catalog = "\(CLIRunner.repositoryRoot)/Sources/Filmstrip/Filmstrip.docc"
        let articles = try FileManager.default.contentsOfDirectory(atPath: catalog).filter { $0.hasSuffix(".md") }
        var lines: [String] = []
        for article in articles.sorted() {
            let text = try String(contentsOfFile: "\(catalog)/\(article)", encoding: .utf8)
            lines += Self.commandLines(in: text) + Self.inlineCommands(in: text)
        }
        XCTAssertGreaterThanOrEqual(lines.count, 15, "the shell and inline examples of the articles")
        assertEachParses(lines, source: "Filmstrip.docc")
    }
}
