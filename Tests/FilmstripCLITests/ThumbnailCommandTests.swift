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
        let again = try CLIRunner.run([
            "thumbnail", "fixtures/photos/03-seeding-panorama.jpg", "--height", "100", "-o", directory,
        ])
        XCTAssertEqual(again.status, 2, "existing thumbnails are kept without --overwrite")
    }
}
