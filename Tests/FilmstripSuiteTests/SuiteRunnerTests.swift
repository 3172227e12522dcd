import Filmstrip
import Foundation
import XCTest

@testable import FilmstripSuite

/// The suite runner in-process, over scene files written into a temporary folder: what `filmstrip test` does, without
/// launching it.
final class SuiteRunnerTests: XCTestCase {
    static let photos = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("fixtures/photos").path

    var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "filmstrip-suite-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Writes `scenes/<name>.json`: a small slider of two photos with `checks`, and returns its path.
    @discardableResult
    func writeScene(_ name: String = "slider", checks: String) throws -> String {
        let photos = ["02-grace-hopper.jpg", "06-chelsea.png", "04-retina.jpg"].map { "\"\(Self.photos)/\($0)\"" }
        let json =
            #"{"photos": [\#(photos.joined(separator: ", "))], "width": 160, "height": 60, "scale": 1, "#
            + #""checks": [\#(checks)]}"#
        try FileManager.default.createDirectory(atPath: "\(folder)/scenes", withIntermediateDirectories: true)
        let path = "\(folder)/scenes/\(name).json"
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Puts a copy of `source` where the reference `path` was.
    func replace(_ path: String, with source: String) throws {
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.copyItem(atPath: source, toPath: path)
    }

    func run(_ record: RecordMode, shard: Shard? = nil) throws -> SuiteResult {
        let runner = SuiteRunner(
            record: record, threads: 2, shard: shard, artifactsFolder: "\(folder)/artifacts")
        let found = try SceneDiscovery.find(["\(folder)/scenes"])
        return runner.run(try runner.load(found.scenes), command: ["test"])
    }

    func testRecordsMissingReferencesThenPasses() throws {
        try writeScene(checks: #"{"name": "start", "index": 0}, {"name": "scrolled", "offset": 40}"#)
        let recorded = try run(.missing)
        XCTAssertEqual(recorded.checks.map(\.status), [.recorded, .recorded])
        XCTAssertEqual(recorded.verdict, .failed, "a recording run is never a passing one")
        XCTAssertEqual(
            recorded.checks[0].message, "no reference yet: recorded at \(folder)/scenes/__snapshots__/slider/start.png")
        XCTAssertNil(recorded.checks[0].accept, "the runner words no command; the command line fills it in")

        let passed = try run(.never)
        XCTAssertEqual(passed.checks.map(\.status), [.passed, .passed])
        XCTAssertEqual(passed.checks.map(\.message), [nil, nil])
        XCTAssertEqual(passed.verdict, .passed)
        XCTAssertEqual(passed.counts, SuiteCounts(passed: 2))
        XCTAssertFalse(FileManager.default.fileExists(atPath: "\(folder)/artifacts"), "a pass writes no artifact")
    }

    func testAChangedReferenceFailsWithActualAndDiffImages() throws {
        try writeScene(checks: #"{"name": "start", "index": 0}, {"name": "scrolled", "offset": 40}"#)
        _ = try run(.missing)
        let references = "\(folder)/scenes/__snapshots__/slider"
        try replace("\(references)/start.png", with: "\(references)/scrolled.png")

        let failed = try run(.never)
        XCTAssertEqual(failed.checks.map(\.status), [.failed, .passed])
        XCTAssertEqual(failed.verdict, .failed)
        let check = failed.checks[0]
        XCTAssertGreaterThan(check.diffPixels ?? 0, 0)
        XCTAssertEqual(check.tolerance, DiffOptions())
        XCTAssertEqual(check.expected, "\(references)/start.png")
        let artifacts = "\(folder)/artifacts/\(PortablePath.relative("\(folder)/scenes/slider"))"
        XCTAssertEqual(check.actual, "\(artifacts)/start.actual.png")
        XCTAssertEqual(check.diff, "\(artifacts)/start.diff.png")
        XCTAssertTrue(FileManager.default.fileExists(atPath: "\(artifacts)/start.diff.png"))
        // The actual image is this run's frame: recording it over the reference makes the check pass.
        try replace("\(references)/start.png", with: try XCTUnwrap(check.actual))
        XCTAssertEqual(try run(.never).checks.map(\.status), [.passed, .passed])
    }

    func testAMissingReferenceUnderRecordModeNeverFailsAndWritesNothing() throws {
        try writeScene(checks: #"{"name": "start", "index": 0}"#)
        let result = try run(.never)
        XCTAssertEqual(result.checks.map(\.status), [.failed])
        XCTAssertEqual(
            result.checks[0].message,
            "no reference at \(folder)/scenes/__snapshots__/slider/start.png (record mode never)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: "\(folder)/scenes/__snapshots__"))
    }

    /// The names each of `count` shards takes of the scene files in `scenes`, in the runner's order.
    func shardNames(_ files: [SuiteRunner.SceneFile], count: Int, durations: [String: Double]? = nil) -> [[String]] {
        (1...count).map { index in
            let runner = SuiteRunner(shard: Shard(index: index, count: count), shardDurations: durations)
            return runner.selection(files).flatMap { $0.map(\.check.name) }
        }
    }

    func testShardsAreContiguousPartsWhoseSizesDifferByAtMostOne() throws {
        // 50 checks over three scene files, written so that file order and name order disagree with the hash's.
        let counts = ["b": 20, "a": 17, "c": 13]
        for (scene, count) in counts {
            try writeScene(
                scene, checks: (1...count).map { #"{"name": "\#(scene)\#($0)", "offset": 10}"# }.joined(separator: ", ")
            )
        }
        let runner = SuiteRunner()
        let files = try runner.load(try SceneDiscovery.find(["\(folder)/scenes"]).scenes)
        // The suite's order: scene path, then check name as bytes ("a10" before "a2").
        let ordered = ["a", "b", "c"].flatMap { scene in (1...counts[scene]!).map { "\(scene)\($0)" }.sorted() }
        for (count, sizes) in [(4, [12, 13, 12, 13]), (3, [16, 17, 17]), (50, Array(repeating: 1, count: 50))] {
            let parts = shardNames(files, count: count)
            XCTAssertEqual(parts.map(\.count), sizes, "\(count) shards")
            // Each part lists its checks in their scene's order; sorted, the parts follow each other in the suite's.
            XCTAssertEqual(
                parts.flatMap { $0.sorted() }, ordered, "\(count) shards: contiguous, in order, every check once")
        }
        let six = shardNames(
            Array(files.prefix(1)).map { file in
                var file = file
                file.scene.output.checks = Array(file.scene.output.checks.prefix(6))
                return file
            }, count: 3)
        XCTAssertEqual(six.map(\.count), [2, 2, 2])
        // More shards than checks: the extra ones are empty, the others hold one each.
        XCTAssertEqual(shardNames(Array(files.prefix(1)), count: 40).map(\.count).filter { $0 > 1 }, [])
        let only = try run(.missing, shard: Shard(index: 2, count: 4))
        XCTAssertEqual(only.checks.map(\.name).sorted(), Array(ordered[12..<25]))
    }

    func testTheSameSuiteSpelledAnotherWayShardsAlike() throws {
        try writeScene("b", checks: (1...4).map { #"{"name": "x\#($0)", "offset": 10}"# }.joined(separator: ", "))
        try writeScene("a", checks: (1...3).map { #"{"name": "y\#($0)", "offset": 10}"# }.joined(separator: ", "))
        let runner = SuiteRunner()
        let spellings = ["\(folder)/scenes", "\(folder)/scenes/", "\(folder)/./scenes/", "\(folder)/scenes/../scenes"]
        let parts = try spellings.map { path in
            shardNames(try runner.load(try SceneDiscovery.find([path]).scenes), count: 3)
        }
        for (spelling, sharded) in zip(spellings, parts) {
            XCTAssertEqual(sharded, [["y1", "y2"], ["y3", "x1"], ["x2", "x3", "x4"]], spelling)
        }
    }

    func testRecordedDurationsBalanceTheShardsByCost() throws {
        try writeScene(checks: (1...6).map { #"{"name": "c\#($0)", "offset": 10}"# }.joined(separator: ", "))
        let files = try SuiteRunner().load(["\(folder)/scenes/slider.json"])
        let scene = "\(folder)/scenes/slider.json"
        // c1 took as long as the other five together; c6 is new, so it costs their mean.
        var durations = [SuiteRunner.durationKey(scene: scene, check: "c1"): 5.0]
        for name in ["c2", "c3", "c4", "c5"] { durations[SuiteRunner.durationKey(scene: scene, check: name)] = 1 }
        XCTAssertEqual(
            shardNames(files, count: 2, durations: durations), [["c1"], ["c2", "c3", "c4", "c5", "c6"]])
        XCTAssertEqual(shardNames(files, count: 2), [["c1", "c2", "c3"], ["c4", "c5", "c6"]], "by count")
        // Durations read from a results file are keyed the same way, whatever the spelling of the scene's path.
        let results = SuiteResult(
            command: ["test"],
            scenes: [
                SceneResult(
                    path: "\(folder)/./scenes/slider.json", name: "slider",
                    checks: [CheckResult(name: "c1", status: .passed, duration: 5)])
            ])
        XCTAssertEqual(SuiteRunner.durations(of: results), [SuiteRunner.durationKey(scene: scene, check: "c1"): 5])
    }

    func testASequenceRecordsThenPassesAndComparesItsManifestByValue() throws {
        try writeScene(checks: #"{"name": "fling", "index": 0, "frames": {"fling": 800, "fps": 8}}"#)
        let recorded = try run(.missing)
        XCTAssertEqual(recorded.checks.map(\.status), [.recorded])
        let folder = "\(self.folder)/scenes/__snapshots__/slider/fling"
        let manifest = try SequenceManifest(
            json: Array(try Data(contentsOf: URL(fileURLWithPath: "\(folder)/manifest.json"))))
        XCTAssertGreaterThan(manifest.frames.count, 2)

        let passed = try run(.never)
        XCTAssertEqual(passed.checks.map(\.status), [.passed])
        let sequence = try XCTUnwrap(passed.checks[0].sequence)
        XCTAssertEqual(sequence.frames.count, manifest.frames.count)
        XCTAssertTrue(sequence.frames.allSatisfy { $0.pass && $0.diffPixels == 0 && $0.actual == nil })
        XCTAssertEqual(sequence.expectedSamples, manifest.frames.map(ManifestSample.init))
        XCTAssertEqual(sequence.actualSamples, sequence.expectedSamples)

        // The same values written another way (pretty-printed, keys reordered) are the same manifest.
        let object = try JSONSerialization.jsonObject(with: Data(manifest.json.utf8))
        try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
            .write(to: URL(fileURLWithPath: "\(folder)/manifest.json"))
        XCTAssertEqual(try run(.never).checks.map(\.status), [.passed])

        // A changed offset is a changed motion.
        var moved = manifest
        moved.frames[1].offset += 1
        try Data(moved.json.utf8).write(to: URL(fileURLWithPath: "\(folder)/manifest.json"))
        let differs = try run(.never)
        XCTAssertEqual(differs.checks.map(\.status), [.failed])
        XCTAssertEqual(differs.checks[0].message, "the manifest differs (the motion's offsets or timing changed)")
    }

    func testAFailingSequenceFrameKeepsOnlyThatFramesImages() throws {
        try writeScene(checks: #"{"name": "fling", "index": 0, "frames": {"fling": 800, "fps": 8}}"#)
        _ = try run(.missing)
        let references = "\(folder)/scenes/__snapshots__/slider/fling"
        try replace("\(references)/frame-0001.png", with: "\(references)/frame-0000.png")

        let result = try run(.never)
        let check = result.checks[0]
        XCTAssertEqual(check.status, .failed)
        let frames = try XCTUnwrap(check.sequence?.frames)
        XCTAssertEqual(check.message, "1 of \(frames.count) frames differ")
        XCTAssertEqual(frames.map(\.pass), frames.indices.map { $0 != 1 })
        XCTAssertEqual(frames.compactMap(\.actual).count, 1, "only the failing frame is written")
        XCTAssertEqual(check.diffPixels, frames[1].diffPixels)
        // The actual frame, made only because it failed, is the frame a recording writes, pixel for pixel.
        let actual = try ImageDecoder().decode(path: try XCTUnwrap(frames[1].actual)).image
        _ = try run(.all)
        let rerecorded = try ImageDecoder().decode(path: "\(references)/frame-0001.png").image
        XCTAssertEqual(actual, rerecorded)
    }

    func testUnusedReferencesAreListed() throws {
        try writeScene(checks: #"{"name": "start", "index": 0}"#)
        _ = try run(.missing)
        let stray = "\(folder)/scenes/__snapshots__/slider/renamed.png"
        try Data([1]).write(to: URL(fileURLWithPath: stray))
        let result = try run(.never)
        XCTAssertEqual(result.deleted, [DeletedReference(scene: "\(folder)/scenes/slider.json", reference: stray)])
    }

    func testFramesAreEncodedOnlyWhenAsked() throws {
        let file = try SuiteRunner().load([try writeScene(checks: #"{"name": "start", "index": 0}"#)])[0]
        let prepared = try PreparedScene(scene: file.scene)
        let sequence = try FrameSequence(
            prepared: prepared, startOffset: 0, gesture: .fling(velocity: 800), framesPerSecond: 8)
        let renderer = SequenceRenderer(prepared: prepared, sequence: sequence, threads: 2)
        var encoded: [[UInt8]] = []
        try renderer.forEachFrame { encoded.append($0.png) }
        var late: [[UInt8]] = []
        try renderer.forEachFrame(
            encoding: false, checking: { _ in () },
            { frame, _ in
                XCTAssertTrue(frame.png.isEmpty, "a frame only compared is not encoded")
                late.append(try frame.encodedPNG())
            })
        XCTAssertEqual(late, encoded, "a frame encoded late is byte for byte the one encoded with the others")
    }
}
