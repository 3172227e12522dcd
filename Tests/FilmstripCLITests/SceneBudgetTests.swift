import Foundation
import XCTest

/// What a scene may ask for is bounded before any work: a folder named many times is listed once, and the photos a
/// scene expands to are limited, with the file and field named.
final class SceneBudgetTests: XCTestCase {
    func testPhotosThatExpandPastTheLimitAreRefusedQuickly() throws {
        let folder = try CLIRunner.temporaryDirectory()
        let manager = FileManager.default
        try manager.createDirectory(atPath: "\(folder)/p", withIntermediateDirectories: true)
        for index in 0..<40 {
            try manager.createSymbolicLink(
                atPath: "\(folder)/p/\(index).jpg",
                withDestinationPath: CLIRunner.repositoryRoot + "/fixtures/photos/08-rocket.jpg")
        }
        let repeated = Array(repeating: #""p/""#, count: 10_000).joined(separator: ",")
        try Data(#"{"photos": [\#(repeated)], "checks": [{"name": "a"}]}"#.utf8).write(
            to: URL(fileURLWithPath: "\(folder)/s.json"))
        let output = try CLIRunner.run(["render", "--scene", "s.json", "-o", "a.png"], in: folder)
        XCTAssertEqual(output.status, 1, output.stderr)
        XCTAssertTrue(
            output.stderr.contains("the scene's photos come to more than 10000 images, the most a scene may show"),
            output.stderr)
        let tooMany = Array(repeating: #""p/0.jpg""#, count: 10_001).joined(separator: ",")
        try Data(#"{"photos": [\#(tooMany)]}"#.utf8).write(to: URL(fileURLWithPath: "\(folder)/s.json"))
        let entries = try CLIRunner.run(["render", "--scene", "s.json", "-o", "a.png"], in: folder)
        XCTAssertEqual(entries.status, 64)
        XCTAssertEqual(
            entries.stderr,
            "filmstrip: s.json: invalid scene file: field \"photos\": has 10001 entries, more than the 10000 allowed\n")
    }
}
