import Foundation
import XCTest

/// Every input bounded: each case here once crashed, hung, ran away with memory or exited with the wrong code
/// (issue 11). Runs are bounded in time and their peak memory is measured.
final class HardeningTests: XCTestCase {
    /// Runs `arguments`, expecting `status` within the time limit, under `megabytes` of peak memory, with stderr
    /// containing `message`.
    @discardableResult
    func expect(
        _ arguments: [String], status: Int32, message: String? = nil, megabytes: Double = 400, seconds: Int = 60,
        in directory: String = CLIRunner.repositoryRoot, file: StaticString = #filePath, line: UInt = #line
    ) throws -> CLIRunner.Output {
        let run = try CLIRunner.runBounded(arguments, seconds: seconds, in: directory)
        XCTAssertFalse(run.timedOut, "\(arguments) ran past \(seconds) s", file: file, line: line)
        XCTAssertEqual(run.output.status, status, "\(arguments): \(run.output.stderr)", file: file, line: line)
        XCTAssertLessThan(
            run.peakMegabytes, megabytes, "\(arguments) peaked at \(run.peakMegabytes) MB", file: file, line: line)
        if let message {
            XCTAssertTrue(
                run.output.stderr.contains(message), "\(arguments): expected \"\(message)\" in: \(run.output.stderr)",
                file: file, line: line)
        }
        return run.output
    }

    /// A mistake found after parsing (a scene's field, a position out of range) is one line naming it, exit 64:
    /// not followed by the usage of `filmstrip` itself, which says nothing about the command that was run.
    func testHelpIsPrintedWithExitZeroForEveryCommand() throws {
        // `--help` parses to ArgumentParser's help command, whose run throws: that must still print the help.
        for arguments in [["--help"], ["frames", "--help"], ["test", "--help"], ["help", "render"]] {
            let output = try expect(arguments, status: 0)
            XCTAssertTrue(output.stdout.contains("OVERVIEW:"), "\(arguments): \(output.stdout)\(output.stderr)")
            XCTAssertEqual(output.stderr, "", "\(arguments)")
        }
    }

    func testErrorsFoundAfterParsingAreOneLineWithoutTheRootUsage() throws {
        let outputs = [
            try expect(["render", "--index", "50", "-o", "/tmp/unused.png"], status: 64),
            try expect(["frames", "-o", "/tmp/unused-frames"], status: 64),
            try expect(["layout", "--sizes", "100x100", "--offset", "1e12"], status: 64),
        ]
        XCTAssertEqual(
            outputs[0].stderr, "filmstrip: --index: index 50 is out of range: the scene has 12 items (0...11)\n")
        XCTAssertTrue(
            outputs[1].stderr.hasPrefix("filmstrip: A frame sequence needs one of --fling"), outputs[1].stderr)
        for output in outputs { XCTAssertFalse(output.stderr.contains("Usage: filmstrip <subcommand>"), output.stderr) }
    }

    func testNonFiniteNumbersAreUsageErrorsNamingTheFlag() throws {
        let folder = try CLIRunner.temporaryDirectory()
        try expect(["frames", "--fling", "nan", "-o", folder], status: 64, message: "--fling: must be a finite number")
        try expect(["frames", "--fling", "inf", "-o", folder], status: 64, message: "--fling: must be a finite number")
        try expect(
            ["frames", "--to-offset", "nan", "-o", folder], status: 64, message: "--to-offset: must be a finite number")
        try expect(["layout", "--velocity", "nan"], status: 64, message: "--velocity: must be a finite number")
    }

    func testOutputSizesAreCheckedBeforeAllocating() throws {
        let folder = try CLIRunner.temporaryDirectory()
        try expect(
            ["render", "--height", "100000", "--scale", "1", "-o", "\(folder)/a.png"], status: 64,
            message: "the frame would be 390x100000 pixels, more than the limit of 16000000")
        try expect(
            ["render", "--width", "1000000", "-o", "\(folder)/b.png"], status: 64,
            message: "--width: must be more than 0 and at most 100000")
        try expect(
            ["thumbnail", "fixtures/photos", "--height", "100000", "-o", folder], status: 64,
            message: "--height must be from 1 to 16384")
        try expect(
            ["render", "--max-pixels", "20000000000", "-o", "\(folder)/c.png"], status: 64,
            message: "--max-pixels must be from 1 to 1000000000")
        XCTAssertFalse(FileManager.default.fileExists(atPath: "\(folder)/a.png"))
    }

    /// A view much taller than the photos: cells are drawn from thumbnails no larger than their photos.
    func testThumbnailsAreNeverUpscaledBeyondTheirPhotos() throws {
        let folder = try CLIRunner.temporaryDirectory()
        try expect(
            ["render", "--height", "2000", "--scale", "3", "-o", "\(folder)/tall.png"], status: 0, megabytes: 1200,
            seconds: 120)
    }

    func testSceneValuesThatOnceTrappedOrRanAwayAreRefused() throws {
        let folder = try CLIRunner.temporaryDirectory()
        let cases: [(String, String)] = [
            (#"{"width": 1e308}"#, #"field "width": must be more than 0 and at most 100000, got 1e+308"#),
            (#"{"height": 1e19}"#, #"field "height": must be more than 0 and at most 100000"#),
            (#"{"width": 1e9}"#, #"field "width": must be more than 0 and at most 100000"#),
            (#"{"maxPixels": -1}"#, #"field "maxPixels": must be from 1 to 1000000000, got -1"#),
            (#"{"offset": 10, "index": 2}"#, #"field "index": give only one of offset, index"#),
            (
                #"{"style": "tags", "tags": ["\#(String(repeating: "x", count: 1_000_000))"]}"#,
                #"field "tags[0]": is more than 4096 bytes long"#
            ),
            (
                #"{"compression": "\#(String(repeating: "y", count: 10_000_000))"}"#,
                #"field "compression": is 10000000 bytes long"#
            ),
        ]
        for (index, (json, message)) in cases.enumerated() {
            let path = "\(folder)/scene-\(index).json"
            try Data(json.utf8).write(to: URL(fileURLWithPath: path))
            let output = try expect(
                ["render", "--scene", path, "-o", "\(folder)/out-\(index).png"], status: 64,
                message: "\(path): invalid scene file: ")
            XCTAssertTrue(output.stderr.contains(message), "\(json.prefix(60)): \(output.stderr.prefix(300))")
            XCTAssertLessThan(output.stderr.utf8.count, 2000, "a huge value is not echoed")
        }
        try Data(#"{"height": 65536}"#.utf8).write(to: URL(fileURLWithPath: "\(folder)/tall.json"))
        try expect(
            ["render", "--scene", "\(folder)/tall.json", "-o", "\(folder)/tall.png"], status: 64,
            message: "the frame would be 780x131072 pixels, more than the limit of 16000000")
        let flags: [[String]] = [
            ["--banner-height", "1e9", "--style", "banner"], ["--item-size", "1000000000x10", "--style", "paging"],
            ["--row-height", "1e9", "--style", "tags"],
        ]
        for arguments in flags {
            try expect(
                ["render"] + arguments + ["-o", "\(folder)/x.png"], status: 64, message: "\(arguments[0]): must be")
        }
    }

    func testNegativeNumbersParseAndSayWhyTheyAreWrong() throws {
        try expect(
            ["layout", "--height", "-5"], status: 64,
            message: "--height: must be more than 0 and at most 100000, got -5")
        try expect(["layout", "--index", "-1"], status: 64, message: "--index: must be from 0 to 2147483647, got -1")
        try expect(
            ["layout", "--spacing", "-50"], status: 64, message: "--spacing: must be a number from 0 to 100000, got -50"
        )
        try expect(["layout", "--offset", "-60"], status: 0)
    }

    func testMeaninglessArgumentsAreRefused() throws {
        let folder = try CLIRunner.temporaryDirectory()
        try expect(
            ["render", "--threads", "0", "-o", "\(folder)/a.png"], status: 64,
            message: "--threads must be from 1 to 256")
        try expect(
            ["layout", "--sizes", "0x100"], status: 64,
            message: "--sizes: must be WxH in whole pixels from 1 to 1000000")
        try expect(["render", "-o", "-"], status: 64, message: "-o - (standard output) is not supported")
        try expect(
            ["frames", "--fling", "100", "-o", "-"], status: 64, message: "-o - (standard output) is not supported")
    }

    func testOptionsOfAnotherStyleAreRefusedNotIgnored() throws {
        try expect(
            ["layout", "--header-width", "100"], status: 64,
            message: "--header-width: is an option of the paging style, not of slider")
        try expect(
            ["layout", "--style", "banner", "--height", "300"], status: 64,
            message: "--height: the banner style's view is bannerHeight")
    }

    func testSceneFileProblemsSayWhatAndWhere() throws {
        let folder = try CLIRunner.temporaryDirectory()
        try expect(
            ["render", "--scene", folder, "-o", "\(folder)/x.png"], status: 64,
            message: "\(folder): cannot read scene file: it is a directory, not a JSON file")
        // The header image is found beside the scene file, wherever the command runs.
        try FileManager.default.copyItem(
            atPath: CLIRunner.repositoryRoot + "/fixtures/photos/02-grace-hopper.jpg", toPath: "\(folder)/head.jpg")
        try Data(
            #"{"style": "paging", "header": "head.jpg", "photos": ["\#(CLIRunner.repositoryRoot)/fixtures/photos"]}"#
                .utf8
        )
        .write(to: URL(fileURLWithPath: "\(folder)/scene.json"))
        try expect(
            ["render", "--scene", "\(folder)/scene.json", "--scale", "1", "-o", "\(folder)/paging.png"], status: 0,
            in: "/")
    }

    func testFramesChecksEveryDestinationFirstAndReplacesASequenceWhole() throws {
        let folder = try CLIRunner.temporaryDirectory()
        try expect(
            ["frames", "--to-index", "50", "-o", "\(folder)/seq"], status: 64,
            message: "index 50 is out of range: the scene has 12 items")
        try Data("a file".utf8).write(to: URL(fileURLWithPath: "\(folder)/file"))
        try expect(
            ["frames", "--fling", "1500", "--scale", "1", "-o", "\(folder)/seq", "--apng", "\(folder)/file/dir/a.png"],
            status: 2,
            message: "\(folder)/file/dir/a.png: cannot write: cannot make its folder \(folder)/file/dir")
        // A missing folder is made, as for every other output.
        try expect(
            [
                "frames", "--fling", "1500", "--scale", "1", "--fps", "10", "-o", "\(folder)/new/frames", "--apng",
                "\(folder)/new/dir/a.png",
            ],
            status: 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: "\(folder)/new/dir/a.png"))
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: "\(folder)/seq/frame-0000.png"), "nothing rendered before the check")
        try expect(["frames", "--fling", "2000", "--scale", "1", "--fps", "20", "-o", "\(folder)/seq"], status: 0)
        let long = try FileManager.default.contentsOfDirectory(atPath: "\(folder)/seq").filter {
            $0.hasPrefix("frame-")
        }.count
        // The sequence Filmstrip wrote is replaced by a re-run; once someone else's file is in it, only with
        // --overwrite.
        try Data("notes".utf8).write(to: URL(fileURLWithPath: "\(folder)/seq/notes.txt"))
        try expect(
            ["frames", "--fling", "300", "--scale", "1", "--fps", "20", "-o", "\(folder)/seq"], status: 2,
            message: "already exists")
        let output = try expect(
            ["frames", "--fling", "300", "--scale", "1", "--fps", "20", "-o", "\(folder)/seq", "--overwrite"], status: 0
        )
        let short = try FileManager.default.contentsOfDirectory(atPath: "\(folder)/seq").filter {
            $0.hasPrefix("frame-")
        }.count
        XCTAssertLessThan(short, long)
        XCTAssertTrue(output.stderr.contains("\(short) frames, rest at offset"), output.stderr)
        XCTAssertNil(
            output.stderr.range(of: #"\.\d{4,}"#, options: .regularExpression),
            "times and offsets are rounded: \(output.stderr)")
        XCTAssertFalse(
            try FileManager.default.contentsOfDirectory(atPath: "\(folder)/seq").contains { $0.hasPrefix(".") },
            "no staging left")
    }

    func testFramesWriteErrorsAreExitTwoInPlainWords() throws {
        let folder = try CLIRunner.temporaryDirectory()
        try Data().write(to: URL(fileURLWithPath: "\(folder)/file"))
        let output = try expect(["frames", "--fling", "300", "--scale", "1", "-o", "\(folder)/file/seq"], status: 2)
        XCTAssertFalse(output.stderr.contains("NSCocoaErrorDomain"), output.stderr)
        XCTAssertTrue(output.stderr.contains("\(folder)/file/seq: cannot write"), output.stderr)
    }

    func testLongMotionsAreRefusedBeforeAnyWork() throws {
        let folder = try CLIRunner.temporaryDirectory()
        try expect(
            ["frames", "--drag", "100:1e6", "-o", folder], status: 64, message: "--drag: must be DX or DX:SECONDS",
            seconds: 20)
        try expect(
            ["frames", "--drag", "100:30", "--fps", "200", "-o", folder], status: 64,
            message: "more than the limit of 3600 (--max-frames)", seconds: 20)
    }

    /// Frames are streamed: memory stays flat as the sequence grows.
    func testFramesMemoryDoesNotGrowWithTheSequence() throws {
        let folder = try CLIRunner.temporaryDirectory()
        let short = try CLIRunner.runBounded(
            ["frames", "--to-index", "11", "--fps", "20", "--scale", "1", "-o", "\(folder)/a"], seconds: 120)
        let long = try CLIRunner.runBounded(
            [
                "frames", "--to-index", "11", "--fps", "200", "--scale", "1", "-o", "\(folder)/b", "--apng",
                "\(folder)/b.png",
            ], seconds: 240)
        XCTAssertEqual([short.output.status, long.output.status], [0, 0], long.output.stderr)
        XCTAssertLessThan(
            long.peakMegabytes, short.peakMegabytes + 40,
            "61 frames: \(long.peakMegabytes) MB; 7 frames: \(short.peakMegabytes) MB")
    }

    func testManyPhotosCostOnlyWhatIsDrawn() throws {
        let folder = try CLIRunner.temporaryDirectory()
        let photo = CLIRunner.repositoryRoot + "/fixtures/photos/10-seeding.jpg"
        for index in 0..<3000 {
            try FileManager.default.createSymbolicLink(
                atPath: "\(folder)/\(10000 + index).jpg", withDestinationPath: photo)
        }
        try expect(
            ["render", folder, "--index", "1500", "-o", "\(folder)/out.png"], status: 0, megabytes: 250, seconds: 120)
    }

    func testDamagedPhotosDecodedAnywayAreReportedByEveryCommand() throws {
        let folder = try CLIRunner.temporaryDirectory()
        let whole = try Data(
            contentsOf: URL(fileURLWithPath: CLIRunner.repositoryRoot + "/fixtures/photos/10-seeding.jpg"))
        try whole.prefix(whole.count * 2 / 3).write(to: URL(fileURLWithPath: "\(folder)/cut.jpg"))
        try expect(
            ["render", "\(folder)/cut.jpg", "-o", "\(folder)/a.png"], status: 1,
            message: "\(folder)/cut.jpg: corrupt image data")
        try expect(
            ["render", "\(folder)/cut.jpg", "--accept-damaged", "-o", "\(folder)/b.png"], status: 0,
            message: "\(folder)/cut.jpg: warning: ")
        try expect(
            ["frames", "\(folder)/cut.jpg", "--accept-damaged", "--fling", "100", "-o", "\(folder)/seq"], status: 0,
            message: "\(folder)/cut.jpg: warning: ")
        try expect(
            ["thumbnail", "\(folder)/cut.jpg", "--accept-damaged", "--height", "50", "-o", "\(folder)/thumbs"],
            status: 0, message: "\(folder)/cut.jpg: warning: ")
    }

    func testTagsAtIndexZeroStayInTheOffsetRange() throws {
        let output = try expect(["layout", "--style", "tags", "--tags", "a,b,c", "--index", "0", "--json"], status: 0)
        XCTAssertTrue(
            output.stdout.contains(#""offsetRange":[0,0],"#) && output.stdout.contains(#""offset":0,"#), output.stdout)
    }

    func testSamplePhotosWorkFromAnyDirectoryAndVersionPrints() throws {
        let folder = try CLIRunner.temporaryDirectory()
        try expect(["render", "-o", "slider.png", "--scale", "1"], status: 0, in: folder)
        XCTAssertTrue(FileManager.default.fileExists(atPath: "\(folder)/slider.png"))
        let version = try CLIRunner.run(["--version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertTrue(version.stdout.hasPrefix("0."), version.stdout)
    }

    func testThumbnailsOfSameNamedPhotosDoNotCollide() throws {
        let folder = try CLIRunner.temporaryDirectory()
        try FileManager.default.copyItem(
            atPath: CLIRunner.repositoryRoot + "/fixtures/photos/10-seeding.jpg", toPath: "\(folder)/a.jpg")
        try FileManager.default.copyItem(
            atPath: CLIRunner.repositoryRoot + "/fixtures/photos/06-chelsea.png", toPath: "\(folder)/a.png")
        try expect(
            ["thumbnail", "\(folder)/a.jpg", "\(folder)/a.png", "--height", "40", "-o", "\(folder)/out"], status: 0)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: "\(folder)/out").sorted(), ["a.jpg.png", "a.png.png"])
    }
}
