import Foundation
import XCTest

final class RenderCommandTests: XCTestCase {
    func testSameCommandGivesByteIdenticalFilesWhateverTheThreadCount() throws {
        let directory = try CLIRunner.temporaryDirectory()
        let base = [
            "render", "fixtures/photos/01-aitzgorri.jpg",
            "fixtures/photos/02-grace-hopper.jpg", "fixtures/photos/06-chelsea.png", "--index", "1", "--scale", "1",
        ]
        let one = try CLIRunner.run(Array(base) + ["--threads", "1", "-o", directory + "/one.png"])
        let many = try CLIRunner.run(Array(base) + ["--threads", "4", "-o", directory + "/many.png"])
        let again = try CLIRunner.run(Array(base) + ["-o", directory + "/again.png"])
        XCTAssertEqual([one.status, many.status, again.status], [0, 0, 0], one.stderr + many.stderr)
        let bytes = try ["one", "many", "again"].map {
            try Data(contentsOf: URL(fileURLWithPath: "\(directory)/\($0).png"))
        }
        XCTAssertEqual(bytes[0], bytes[1])
        XCTAssertEqual(bytes[0], bytes[2])
        XCTAssertEqual(bytes[0][25], 2, "an opaque render is written as 8-bit RGB")
    }

    func testBadPhotoFailsNamingItUnlessSkipped() throws {
        let directory = try CLIRunner.temporaryDirectory()
        try Data("hello".utf8).write(to: URL(fileURLWithPath: directory + "/broken.jpg"))
        let photos = ["fixtures/photos/02-grace-hopper.jpg", directory + "/broken.jpg"]
        let failed = try CLIRunner.run(["render"] + photos + ["--scale", "1", "-o", directory + "/a.png"])
        XCTAssertEqual(failed.status, 1)
        XCTAssertEqual(failed.stderr, "filmstrip: \(directory)/broken.jpg: not a JPEG, PNG, HEIC, AVIF or WebP image\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory + "/a.png"))
        let skipped = try CLIRunner.run(
            ["render"] + photos + ["--skip-bad", "--scale", "1", "-o", directory + "/a.png"])
        XCTAssertEqual(skipped.status, 0, skipped.stderr)
        XCTAssertEqual(
            skipped.stderr,
            "filmstrip: \(directory)/broken.jpg: not a JPEG, PNG, HEIC, AVIF or WebP image (skipped: drawn as a placeholder)\n"
        )
    }

    func testExpectComparesAndRecordIsTheOnlyWayToWriteAReference() throws {
        let reference = try CLIRunner.temporaryDirectory() + "/ref.png"
        let scene = ["render", "fixtures/photos/10-seeding.jpg", "fixtures/photos/08-rocket.jpg", "--scale", "1"]
        let missing = try CLIRunner.run(scene + ["--expect", reference])
        XCTAssertEqual(missing.status, 1, "a missing reference fails the comparison, as in filmstrip test")
        XCTAssertEqual(
            missing.stderr, "filmstrip: \(reference): no reference yet (run again with --record to write it)\n")
        XCTAssertEqual(try CLIRunner.run(scene + ["--expect", reference, "--record"]).status, 0)
        XCTAssertEqual(try CLIRunner.run(scene + ["--expect", reference]).status, 0)
        let moved = try CLIRunner.run(
            scene + ["--index", "1", "--expect", reference, "--diff", reference + ".diff.png"])
        XCTAssertEqual(moved.status, 1)
        XCTAssertTrue(moved.stderr.hasPrefix("filmstrip: \(reference): FAIL: "), moved.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: reference + ".diff.png"))
        // The diff image is an output like any other: replaced when Filmstrip wrote it, else only with --overwrite;
        // its folder is made.
        let rerun = try CLIRunner.run(
            scene + ["--index", "1", "--expect", reference, "--diff", reference + ".diff.png"])
        XCTAssertEqual(rerun.status, 1, "its own diff image replaced: \(rerun.stderr)")
        try Data("not Filmstrip's".utf8).write(to: URL(fileURLWithPath: reference + ".diff.png"))
        let again = try CLIRunner.run(
            scene + ["--index", "1", "--expect", reference, "--diff", reference + ".diff.png"])
        XCTAssertEqual(again.status, 2)
        XCTAssertEqual(
            again.stderr, "filmstrip: \(reference).diff.png: already exists (pass --overwrite to replace it)\n")
        let nested = try CLIRunner.run(
            scene + [
                "--index", "1", "--expect", reference, "--diff", reference + "-out/a/b/diff.png", "-o",
                reference + "-out/c/render.png",
            ])
        XCTAssertEqual(nested.status, 1, nested.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: reference + "-out/a/b/diff.png"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: reference + "-out/c/render.png"))
    }

    func testSceneFileGivesOptionsAndFlagsOverrideIt() throws {
        let directory = try CLIRunner.temporaryDirectory()
        let scene = directory + "/scene.json"
        let json =
            ##"{"photos": ["ROOT/fixtures/photos/08-rocket.jpg"], "width": 200, "height": 100, "scale": 1, "background": "#000000"}"##
        try Data(json.replacingOccurrences(of: "ROOT", with: CLIRunner.repositoryRoot).utf8).write(
            to: URL(fileURLWithPath: scene))
        XCTAssertEqual(try CLIRunner.run(["render", "--scene", scene, "-o", directory + "/a.png"]).status, 0)
        XCTAssertEqual(
            try CLIRunner.run(["render", "--scene", scene, "--scale", "2", "-o", directory + "/b.png"]).status, 0)
        let probe = try CLIRunner.run(["probe", "--json", directory + "/a.png", directory + "/b.png"])
        XCTAssertTrue(probe.stdout.contains(#""width":200,"height":100"#), probe.stdout)
        XCTAssertTrue(probe.stdout.contains(#""width":400,"height":200"#), probe.stdout)

        try Data(#"{"widht": 200}"#.utf8).write(to: URL(fileURLWithPath: scene))
        let typo = try CLIRunner.run(["render", "--scene", scene, "-o", directory + "/c.png"])
        XCTAssertEqual(typo.status, 64)
        XCTAssertTrue(typo.stderr.contains(#"unknown field "widht""#), typo.stderr)
    }

    func testLayoutJSONMatchesTheWorkedExample() throws {
        let output = try CLIRunner.run(["layout", "--sizes", "4000x3000,1000x1000,3000x4000", "--index", "1", "--json"])
        XCTAssertEqual(output.status, 0, output.stderr)
        XCTAssertEqual(
            output.stdout,
            #"{"contentSize":[316,120],"contentInset":{"top":0,"left":131,"bottom":0,"right":159},"offsetRange":[-131,85],"offset":-9,"target":-9,"items":[{"index":0,"frame":[-12,12,128,96],"scale":1},{"index":1,"frame":[126,0,120,120],"scale":1.25},{"index":2,"frame":[256,12,72,96],"scale":1}]}"#
                + "\n")
        let negative = try CLIRunner.run(["layout", "--sizes", "4000x3000,1000x1000", "--offset", "-70", "--json"])
        XCTAssertEqual(negative.status, 0, negative.stderr)
    }
}
