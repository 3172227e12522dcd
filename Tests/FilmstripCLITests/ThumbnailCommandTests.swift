import Foundation
import XCTest

final class ThumbnailCommandTests: XCTestCase {
    func testThumbnailsKeepTheUprightAspectAtTheGivenHeight() throws {
        let directory = try CLIRunner.temporaryDirectory()
        let run = try CLIRunner.run([
            "thumbnail", "fixtures/photos/03-seeding-panorama.jpg",
            "fixtures/photos/09-portrait-orientation8.jpg", "--height", "100", "-o", directory,
        ])
        XCTAssertEqual(run.status, 0, run.stderr)
        let probe = try CLIRunner.run(["probe", "--json", directory])
        // 1600x400 -> 400x100; stored 300x200 with orientation 8, upright 200x300 -> 67x100 (66.67 rounded).
        XCTAssertEqual(
            probe.stdout,
            #"[{"path":"\#(directory)/03-seeding-panorama.png","format":"png","width":400,"height":100,"orientation":1,"storedWidth":400,"storedHeight":100},{"path":"\#(directory)/09-portrait-orientation8.png","format":"png","width":67,"height":100,"orientation":1,"storedWidth":67,"storedHeight":100}]"#
                + "\n")
        // Filmstrip's own thumbnails are replaced by the next run; one changed since is kept without --overwrite.
        let arguments = ["thumbnail", "fixtures/photos/03-seeding-panorama.jpg", "--height", "100", "-o", directory]
        let rerun = try CLIRunner.run(arguments)
        XCTAssertEqual(rerun.status, 0, rerun.stderr)
        try Data("edited".utf8).write(to: URL(fileURLWithPath: "\(directory)/03-seeding-panorama.png"))
        let again = try CLIRunner.run(arguments)
        XCTAssertEqual(again.status, 2, "a thumbnail changed since is kept without --overwrite")
    }
}

extension ThumbnailCommandTests {
    /// A photo shorter than --height is written at its own size: 2000x1000 at --height 4000 stays 2000x1000 (it
    /// was 8000x4000, and a 2000x1 photo at 16384 asked for 2 TB and aborted).
    func testThumbnailsNeverEnlargePastThePhoto() throws {
        let directory = try CLIRunner.temporaryDirectory()
        let run = try CLIRunner.run([
            "thumbnail", "Tests/FilmstripDecodeTests/Hostile/grey-2000x1000.png", "--height", "4000", "-o", directory,
        ])
        XCTAssertEqual(run.status, 0, run.stderr)
        let probe = try CLIRunner.run(["probe", "\(directory)/grey-2000x1000.png"])
        XCTAssertEqual(probe.stdout, "\(directory)/grey-2000x1000.png: png 2000x1000\n")
    }

    /// A thumbnail over --max-output-pixels is refused before decoding, naming the photo and its size.
    func testThumbnailsOverTheOutputLimitAreRefused() throws {
        let directory = try CLIRunner.temporaryDirectory()
        let run = try CLIRunner.run([
            "thumbnail", "Tests/FilmstripDecodeTests/Hostile/grey-2000x1000.png", "--height", "500",
            "--max-output-pixels", "400000", "-o", directory,
        ])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(
            run.stderr,
            "filmstrip: Tests/FilmstripDecodeTests/Hostile/grey-2000x1000.png: the thumbnail would be 1000x500 pixels, more than the limit of 400000 (a smaller --height or a higher --max-output-pixels)\n"
        )
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory), [])
    }
}
