import Filmstrip
import FilmstripSnapshotTesting
import Foundation
import SnapshotTesting
import Testing

/// A changed scene fails swift-snapshot-testing's assertion with Filmstrip's pixel counts in the message, and
/// leaves a diff image where the message says.
@Suite struct MismatchTests {
    /// The reference in `__Snapshots__/MismatchTests` is this scene at item 3; CI compares, never records.
    @Test func aChangedSceneFailsTheAssertionWithThePixelCounts() throws {
        let scene = SampleScenes.slider(at: .index(3))
        #expect(verifySnapshot(of: scene, as: .image, named: "centred", file: #filePath) == nil)

        var changed = scene
        changed.motion.position = .index(4)
        let counts = try filmstripDiff(
            reference: "__Snapshots__/MismatchTests/aChangedSceneFailsTheAssertionWithThePixelCounts.centred.png",
            actual: changed)
        #expect(counts.diffPixels > 0)
        withKnownIssue {
            assertSnapshot(of: changed, as: .image, named: "centred")
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains("\(counts.diffPixels) of \(counts.width * counts.height) pixels differ")
            }
        }
    }

    @Test func theMessageNamesTheDiffImageItWrote() throws {
        let folder = try TemporarySnapshotFolder()
        _ = verifySnapshot(
            of: SampleScenes.slider(), as: .image, named: "start", record: .all, snapshotDirectory: folder.path)
        let message = try #require(
            verifySnapshot(
                of: SampleScenes.slider(at: .offset(-100)), as: .image, named: "start", record: .never,
                snapshotDirectory: folder.path))
        #expect(message.contains("Filmstrip's exact comparison: FAIL: "))
        let line = try #require(message.split(separator: "\n").first { $0.hasPrefix("diff image: ") })
        let path = String(line.dropFirst("diff image: ".count))
        // In this package's build folder, named after the test: never a temporary folder every project shares.
        if ProcessInfo.processInfo.environment["FILMSTRIP_ARTIFACTS"] == nil
            && ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] == nil
        {
            let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().path
            #expect(
                path == package + "/.build/filmstrip-artifacts/theMessageNamesTheDiffImageItWrote.diff.png", "\(path)")
        }
        let diff = try ImageDecoder().decode(path: path).image
        let reference = try ImageDecoder().decode(path: try folder.onlyReference()).image
        #expect(diff.width == reference.width && diff.height == reference.height)
        let red = (0..<diff.height).reduce(0) { count, y in
            count + (0..<diff.width).filter { diff[$0, y] == RGBA(r: 255, g: 0, b: 0) }.count
        }
        let counts = try filmstripDiff(
            referencePath: try folder.onlyReference(), actual: SampleScenes.slider(at: .offset(-100)))
        #expect(red == counts.diffPixels)
    }

    @Test func aToleranceLetsTheChangedScenePass() throws {
        let folder = try TemporarySnapshotFolder()
        _ = verifySnapshot(
            of: SampleScenes.slider(), as: .image, named: "start", record: .all, snapshotDirectory: folder.path)
        let slightlyMoved = SampleScenes.slider(at: .offset(-120))
        let counts = try filmstripDiff(referencePath: try folder.onlyReference(), actual: slightlyMoved)
        #expect(
            verifySnapshot(
                of: slightlyMoved, as: .image(tolerance: DiffOptions(maxDiffPixels: counts.diffPixels - 1)),
                named: "start", record: .never, snapshotDirectory: folder.path) != nil)
        #expect(
            verifySnapshot(
                of: slightlyMoved, as: .image(tolerance: DiffOptions(maxDiffPixels: counts.diffPixels)),
                named: "start", record: .never, snapshotDirectory: folder.path) == nil)
    }

    /// Filmstrip's own comparison of `actual`'s image with a reference, its path relative to this file's folder:
    /// the counts the assertion's message must give.
    func filmstripDiff(reference: String, actual: Scene) throws -> DiffResult {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path
        return try filmstripDiff(referencePath: "\(folder)/\(reference)", actual: actual)
    }

    /// The same for a reference at `referencePath`.
    func filmstripDiff(referencePath: String, actual: Scene) throws -> DiffResult {
        let prepared = try PreparedScene(scene: actual)
        return ImageDiff.compare(
            expected: try ImageDecoder().decode(path: referencePath).image,
            actual: try prepared.render(atOffset: try prepared.startOffset()), options: DiffOptions())
    }
}
