import Foundation
import XCTest

/// The styling, device, appearance and colour-space flags of `render` and `frames`, and probe's profile line.
final class StylingCommandTests: XCTestCase {
    func chunkTypes(_ path: String) throws -> [String] {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        var types: [String] = []
        var position = 8
        while position + 8 <= bytes.count {
            let length = bytes[position..<position + 4].reduce(0) { $0 << 8 | Int($1) }
            types.append(String(decoding: bytes[position + 4..<position + 8], as: UTF8.self))
            position += 12 + length
        }
        return types
    }

    func testDeviceSetsTheSizeAndExplicitFlagsWin() throws {
        let directory = try CLIRunner.temporaryDirectory()
        let photo = "fixtures/photos/08-rocket.jpg"
        XCTAssertEqual(
            try CLIRunner.run(["render", photo, "--device", "iphone-se", "--height", "50", "-o", directory + "/se.png"])
                .status, 0)
        XCTAssertEqual(
            try CLIRunner.run([
                "render", photo, "--device", "ipad-11", "--scale", "1", "--height", "50", "-o", directory + "/pad.png",
            ]).status, 0)
        XCTAssertEqual(
            try CLIRunner.run([
                "render", photo, "--device", "iphone-15", "--width", "100", "--height", "50", "-o",
                directory + "/narrow.png",
            ]).status, 0)
        let probe = try CLIRunner.run([
            "probe", "--json", directory + "/se.png", directory + "/pad.png", directory + "/narrow.png",
        ])
        XCTAssertTrue(probe.stdout.contains(#""width":750,"height":100"#), probe.stdout)
        XCTAssertTrue(probe.stdout.contains(#""width":834,"height":50"#), probe.stdout)
        XCTAssertTrue(probe.stdout.contains(#""width":300,"height":150"#), probe.stdout)
        let unknown = try CLIRunner.run(["render", photo, "--device", "iphone-99", "-o", directory + "/x.png"])
        XCTAssertEqual(unknown.status, 64)
        XCTAssertTrue(unknown.stderr.contains(#"--device: must be one of iphone-se, "#), unknown.stderr)
    }

    func testDeviceListPrintsTheTable() throws {
        let list = try CLIRunner.run(["render", "--device", "list"])
        XCTAssertEqual(list.status, 0, list.stderr)
        let lines = list.stdout.split(separator: "\n")
        XCTAssertTrue(lines.contains { $0.hasPrefix("iphone-se") && $0.contains("375 pt @2x") }, list.stdout)
        XCTAssertTrue(lines.contains { $0.hasPrefix("iphone-15 ") && $0.contains("393 pt @3x") }, list.stdout)
        XCTAssertTrue(lines.contains { $0.hasPrefix("ipad-13") && $0.contains("1032 pt @2x") }, list.stdout)
    }

    func testDarkAppearancePaintsTheBackgroundBlackUnlessGiven() throws {
        let directory = try CLIRunner.temporaryDirectory()
        let base = ["render", "fixtures/photos/08-rocket.jpg", "--scale", "1", "--width", "300", "--height", "60"]
        XCTAssertEqual(try CLIRunner.run(base + ["--appearance", "dark", "-o", directory + "/dark.png"]).status, 0)
        XCTAssertEqual(
            try CLIRunner.run(
                base + ["--appearance", "dark", "--background", "#000000", "-o", directory + "/black.png"]
            ).status, 0)
        XCTAssertEqual(try CLIRunner.run(base + ["-o", directory + "/light.png"]).status, 0)
        XCTAssertEqual(
            try Data(contentsOf: URL(fileURLWithPath: directory + "/dark.png")),
            try Data(contentsOf: URL(fileURLWithPath: directory + "/black.png")))
        XCTAssertEqual(try CLIRunner.run(["diff", directory + "/dark.png", directory + "/light.png"]).status, 1)
        let bad = try CLIRunner.run(base + ["--appearance", "dim", "-o", directory + "/x.png"])
        XCTAssertEqual(bad.status, 64)
        XCTAssertTrue(bad.stderr.contains(#"--appearance: must be one of light, dark, got "dim""#), bad.stderr)
    }

    func testAWrongTraitIsRefusedNamingTheFlagOrTheField() throws {
        let directory = try CLIRunner.temporaryDirectory()
        let base = ["render", "fixtures/photos/08-rocket.jpg", "--scale", "1", "-o", directory + "/x.png"]
        let flag = try CLIRunner.run(base + ["--layout-direction", "rtl"])
        XCTAssertEqual(flag.status, 64)
        XCTAssertTrue(flag.stderr.contains(#"--layout-direction: must be one of leftToRight, rightToLeft, got "rtl""#))
        let scene = directory + "/scene.json"
        try Data(#"{"contentSize": "huge"}"#.utf8).write(to: URL(fileURLWithPath: scene))
        let field = try CLIRunner.run(base + ["--scene", scene])
        XCTAssertEqual(field.status, 64)
        XCTAssertTrue(field.stderr.contains(#"field "contentSize": must be one of extraSmall,"#), field.stderr)
    }

    func testDisplayP3TagsThePNGAndChangesSaturatedPixels() throws {
        let directory = try CLIRunner.temporaryDirectory()
        let base = [
            "render", "fixtures/photos/02-grace-hopper.jpg", "--scale", "1", "--width", "200", "--height", "80",
        ]
        XCTAssertEqual(
            try CLIRunner.run(base + ["--color-space", "display-p3", "-o", directory + "/p3.png"]).status, 0)
        XCTAssertEqual(try CLIRunner.run(base + ["-o", directory + "/srgb.png"]).status, 0)
        XCTAssertEqual(Array(try chunkTypes(directory + "/p3.png").prefix(2)), ["IHDR", "iCCP"])
        XCTAssertFalse(try chunkTypes(directory + "/srgb.png").contains("iCCP"), "sRGB stays untagged")
        let diff = try CLIRunner.run(["diff", directory + "/srgb.png", directory + "/p3.png"])
        XCTAssertEqual(diff.status, 1, "the red of the flag is a different number in Display P3: " + diff.stdout)
        let probe = try CLIRunner.run(["probe", directory + "/p3.png"])
        XCTAssertTrue(probe.stdout.contains(#"profile ""#), probe.stdout)

        let frames = try CLIRunner.run([
            "frames", "fixtures/photos/02-grace-hopper.jpg", "fixtures/photos/08-rocket.jpg",
            "--scale", "1", "--width", "200", "--height", "80", "--to-index", "1", "--fps", "10",
            "--color-space", "display-p3", "-o", directory + "/frames", "--apng", directory + "/anim.png",
        ])
        XCTAssertEqual(frames.status, 0, frames.stderr)
        XCTAssertEqual(Array(try chunkTypes(directory + "/frames/frame-0000.png").prefix(2)), ["IHDR", "iCCP"])
        let animation = try chunkTypes(directory + "/anim.png")
        XCTAssertEqual(Array(animation.prefix(3)), ["IHDR", "iCCP", "acTL"])
        XCTAssertEqual(animation.filter { $0 == "iCCP" }.count, 1)
    }

    func testProbePrintsTheProfileDescription() throws {
        let text = try CLIRunner.run(["probe", "fixtures/color/display-p3.jpg", "fixtures/photos/02-grace-hopper.jpg"])
        XCTAssertEqual(text.status, 0)
        XCTAssertTrue(
            text.stdout.contains(
                #"fixtures/color/display-p3.jpg: jpeg 96x64, profile "Display P3 (Filmstrip fixture)""#), text.stdout)
        XCTAssertFalse(text.stdout.split(separator: "\n").last!.contains("profile"), "no profile, no mention")
        let json = try CLIRunner.run([
            "probe", "--json", "fixtures/color/display-p3.jpg", "fixtures/photos/02-grace-hopper.jpg",
        ])
        XCTAssertTrue(
            json.stdout.contains(#""storedHeight":64,"profile":"Display P3 (Filmstrip fixture)"}"#), json.stdout)
        XCTAssertEqual(json.stdout.components(separatedBy: #""profile""#).count, 2, "omitted when there is none")
    }

    func testStylingFlagsAreCheckedByName() throws {
        let directory = try CLIRunner.temporaryDirectory()
        let base = ["render", "fixtures/photos/08-rocket.jpg", "--scale", "1", "--width", "200", "--height", "80"]
        let styled = try CLIRunner.run(
            base + [
                "--corner-radius", "10", "--corner-curve", "continuous", "--border-width", "2",
                "--border-color", "#FF0000", "--selected-border-color", "#007AFF",
                "--shadow-opacity", "0.4", "--shadow-offset", "0,2", "--content-mode", "aspectFit",
                "-o", directory + "/styled.png",
            ])
        XCTAssertEqual(styled.status, 0, styled.stderr)
        let bad = try CLIRunner.run(base + ["--shadow-opacity", "2", "-o", directory + "/x.png"])
        XCTAssertEqual(bad.status, 64)
        XCTAssertTrue(bad.stderr.contains("--shadow-opacity: must be a number from 0 to 1, got 2"), bad.stderr)
    }
}
