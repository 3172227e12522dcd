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

    /// Issue 39's held-out check: a light-grey card (systemGray6, #F2F2F7, drawn as the placeholder of a photo that
    /// does not decode) on white whose corner radius changes from 14 to 24 fails `diff`, `render --expect` and
    /// `test` by default. Under pixelmatch's threshold 0.1, the default before 0.3.0, no pixel of it differs.
    func testALightGreyCardsCornerRadiusChangeFailsEveryCheckByDefault() throws {
        let directory = try CLIRunner.temporaryDirectory()
        try Data("not a photo".utf8).write(to: URL(fileURLWithPath: directory + "/card.jpg"))
        func scene(cornerRadius: Int) throws {
            let json = """
                {"photos": ["card.jpg"], "skipBad": true, "placeholderColor": "#F2F2F7", "cornerRadius": \(cornerRadius),
                 "width": 200, "height": 120, "scale": 1, "checks": [{"name": "card"}]}
                """
            try Data(json.utf8).write(to: URL(fileURLWithPath: directory + "/card.json"))
        }
        try scene(cornerRadius: 14)
        XCTAssertEqual(try CLIRunner.run(["render", "--scene", "card.json", "-o", "r14.png"], in: directory).status, 0)
        XCTAssertEqual(try CLIRunner.run(["test", "card.json"], in: directory).status, 1, "recorded")
        try scene(cornerRadius: 24)
        XCTAssertEqual(try CLIRunner.run(["render", "--scene", "card.json", "-o", "r24.png"], in: directory).status, 0)

        let diff = try CLIRunner.run(["diff", "r14.png", "r24.png"], in: directory)
        XCTAssertEqual(diff.status, 1, diff.stdout)
        XCTAssertTrue(diff.stdout.hasPrefix("FAIL: "), diff.stdout)
        let expect = try CLIRunner.run(["render", "--scene", "card.json", "--expect", "r14.png"], in: directory)
        XCTAssertEqual(expect.status, 1, expect.stderr)
        let test = try CLIRunner.run(["test", "card.json", "--record", "never"], in: directory)
        XCTAssertEqual(test.status, 1, test.stdout + test.stderr)
        XCTAssertTrue(test.stdout.contains("FAILED card.json › card: FAIL: "), test.stdout)

        let perceptual = try CLIRunner.run(
            ["diff", "r14.png", "r24.png", "--perceptual-threshold", "0.1", "--detect-anti-aliasing", "--json"],
            in: directory)
        XCTAssertEqual(perceptual.status, 0, "the old default saw no difference: \(perceptual.stdout)")
        XCTAssertTrue(perceptual.stdout.contains(#""diffPixels":0,"#), perceptual.stdout)
        let renamed = try CLIRunner.run(["diff", "r14.png", "r24.png", "--threshold", "0.1"], in: directory)
        XCTAssertEqual(renamed.status, 64)
        XCTAssertTrue(renamed.stderr.contains("--threshold is now --perceptual-threshold"), renamed.stderr)
    }
}
