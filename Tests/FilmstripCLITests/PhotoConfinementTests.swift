import Foundation
import XCTest

/// Issue 38: `filmstrip test` reads a scene's photos only inside the current folder, the folders it was given and
/// those named with `--photos-root`; any other photo is refused with the same words whether it exists or not.
final class PhotoConfinementTests: XCTestCase {
    let manager = FileManager.default
    let photo = CLIRunner.repositoryRoot + "/fixtures/photos/02-grace-hopper.jpg"

    func scene(_ photos: [String]) -> String {
        let list = photos.map { "\"\($0)\"" }.joined(separator: ", ")
        return #"{"photos": [\#(list)], "width": 60, "height": 40, "scale": 1, "checks": [{"name": "a"}]}"#
    }

    func testPhotosOutsideTheSuiteAreRefusedAlikeWhetherOrNotTheyExist() throws {
        let folder = try CLIRunner.temporaryDirectory()
        try manager.createDirectory(atPath: "\(folder)/work/suite", withIntermediateDirectories: true)
        try manager.createDirectory(atPath: "\(folder)/outside", withIntermediateDirectories: true)
        try manager.copyItem(atPath: photo, toPath: "\(folder)/outside/p.jpg")
        try manager.createSymbolicLink(
            atPath: "\(folder)/work/suite/link.jpg", withDestinationPath: "../../outside/p.jpg")
        let work = "\(folder)/work"
        var refusals: [String] = []
        for (name, path) in [
            ("up", "../../outside/p.jpg"), ("missing", "../../outside/none.jpg"),
            ("absolute", "\(folder)/outside/p.jpg"),
            ("link", "link.jpg"),
        ] {
            try Data(scene([path]).utf8).write(to: URL(fileURLWithPath: "\(work)/suite/\(name).json"))
            // `--photos-root .` (the current folder, a root anyway) keeps CLIRunner from adding the fixtures folder.
            let output = try CLIRunner.run(["test", "suite/\(name).json", "--photos-root", "."], in: work)
            XCTAssertEqual(output.status, 64, output.stderr + output.stdout)
            XCTAssertFalse(manager.fileExists(atPath: "\(work)/suite/__snapshots__/\(name)"), "nothing recorded")
            refusals.append(output.stderr.replacingOccurrences(of: path, with: "PATH"))
        }
        let expected =
            #"filmstrip: suite/up.json: invalid scene file: field "photos[0]": "suite/PATH" is outside the folders photos are read from "#
            + "(the current folder, the scene files and folders given to test, and --photos-root DIR); not read\n"
        XCTAssertEqual(refusals[0], expected)
        XCTAssertEqual(
            refusals[1], expected.replacingOccurrences(of: "up.json", with: "missing.json"),
            "a missing photo is refused in the same words as one that exists")
        XCTAssertTrue(refusals[2].contains(#"field "photos[0]": "PATH" is outside the folders"#), refusals[2])
        XCTAssertTrue(refusals[3].contains(#"field "photos[0]": "suite/PATH" is outside the folders"#), refusals[3])

        let allowed = try CLIRunner.run(["test", "suite/up.json", "--photos-root", "../outside"], in: work)
        XCTAssertEqual(allowed.status, 1, "recorded: \(allowed.stderr)")
    }
}
