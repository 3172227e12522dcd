import XCTest

final class DecodeCommandTests: XCTestCase {
    func testDecodeWritesAnUprightPNGAndRefusesToOverwrite() throws {
        let directory = try CLIRunner.temporaryDirectory()
        let output = directory + "/upright.png"
        let first = try CLIRunner.run(["decode", "fixtures/photos/09-portrait-orientation8.jpg", "-o", output])
        XCTAssertEqual(first.status, 0, first.stderr)
        let probe = try CLIRunner.run(["probe", "--json", output])
        XCTAssertTrue(probe.stdout.contains(#""format":"png","width":200,"height":300,"orientation":1"#), probe.stdout)

        // Filmstrip's own output is replaced; once someone else changed it, it is theirs, and replaced only when asked.
        let again = try CLIRunner.run(["decode", "fixtures/photos/02-grace-hopper.jpg", "-o", output])
        XCTAssertEqual(again.status, 0, again.stderr)
        try Data("someone else's".utf8).write(to: URL(fileURLWithPath: output))
        let second = try CLIRunner.run(["decode", "fixtures/photos/02-grace-hopper.jpg", "-o", output])
        XCTAssertEqual(second.status, 2)
        XCTAssertEqual(second.stderr, "filmstrip: \(output): already exists (pass --overwrite to replace it)\n")
        let third = try CLIRunner.run(["decode", "fixtures/photos/02-grace-hopper.jpg", "-o", output, "--overwrite"])
        XCTAssertEqual(third.status, 0, third.stderr)
    }

    func testMinSizeShrinksOnLoadAndSaysSo() throws {
        let output = try CLIRunner.temporaryDirectory() + "/small.png"
        let run = try CLIRunner.run([
            "decode", "fixtures/large/seeding-4000x2250.jpg", "--min-size", "96x96", "-o", output,
        ])
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.stderr, "filmstrip: fixtures/large/seeding-4000x2250.jpg: decoded at 1/8 scale, 500x282\n")
    }

    func testBadInputExitsWithOneAndAMaxPixelsOverrideIsHonoured() throws {
        let output = try CLIRunner.temporaryDirectory() + "/x.png"
        let run = try CLIRunner.run([
            "decode", "fixtures/photos/02-grace-hopper.jpg", "--max-pixels", "1000", "-o", output,
        ])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(
            run.stderr,
            "filmstrip: fixtures/photos/02-grace-hopper.jpg: 512x600 is 307200 pixels, over the limit of 1000 (see --max-pixels)\n"
        )
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))
    }

    func testUsageErrorsExitWith64() throws {
        XCTAssertEqual(try CLIRunner.run(["decode", "a.jpg", "-o", "b.png", "--min-size", "banana"]).status, 64)
    }
}
