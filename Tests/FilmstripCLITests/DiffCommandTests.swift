import Foundation
import XCTest

final class DiffCommandTests: XCTestCase {
    func testExitCodesAndJSON() throws {
        let directory = try CLIRunner.temporaryDirectory()
        for (name, index) in [("a", "0"), ("b", "1")] {
            let run = try CLIRunner.run([
                "render", "fixtures/photos/10-seeding.jpg", "fixtures/photos/08-rocket.jpg",
                "--scale", "1", "--index", index, "-o", "\(directory)/\(name).png",
            ])
            XCTAssertEqual(run.status, 0, run.stderr)
        }
        let same = try CLIRunner.run(["diff", directory + "/a.png", directory + "/a.png", "--json"])
        XCTAssertEqual(same.status, 0)
        XCTAssertEqual(
            same.stdout,
            #"{"width":390,"height":120,"diffPixels":0,"aaPixels":0,"ratio":0,"pass":true,"sizeMismatch":false}"# + "\n"
        )
        let different = try CLIRunner.run([
            "diff", directory + "/a.png", directory + "/b.png", "--diff", directory + "/d.png",
        ])
        XCTAssertEqual(different.status, 1)
        XCTAssertTrue(different.stdout.hasPrefix("FAIL: "), different.stdout)
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory + "/d.png"))
        let tolerated = try CLIRunner.run(["diff", directory + "/a.png", directory + "/b.png", "--max-diff-ratio", "1"])
        XCTAssertEqual(tolerated.status, 0)
        let unreadable = try CLIRunner.run(["diff", directory + "/a.png", directory + "/missing.png"])
        XCTAssertEqual(unreadable.status, 2)
        let mismatch = try CLIRunner.run(["diff", directory + "/a.png", "fixtures/photos/08-rocket.jpg", "--json"])
        XCTAssertEqual(mismatch.status, 1)
        XCTAssertTrue(mismatch.stdout.contains(#""pass":false,"sizeMismatch":true"#), mismatch.stdout)
    }
}
