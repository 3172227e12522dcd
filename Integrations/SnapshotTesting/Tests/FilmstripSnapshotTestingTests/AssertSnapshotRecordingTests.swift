import Filmstrip
import FilmstripSnapshotTesting
import Foundation
import SnapshotTesting
import Testing

/// The assertion as a team writes it, recording and then comparing: `file:` moves the references from beside this
/// file into the temporary folder, and a name of its own keeps runs on one machine apart.
@Suite struct AssertSnapshotRecordingTests {
    static let testFile: StaticString = "/tmp/filmstrip-snapshot-testing/AssertSnapshotRecordingTests.swift"

    @Test func assertSnapshotRecordsWithRecordAllAndThenPassesWithRecordingOff() throws {
        let name = "centred-\(UUID().uuidString)"
        let reference =
            "/tmp/filmstrip-snapshot-testing/__Snapshots__/AssertSnapshotRecordingTests/"
            + "assertSnapshotRecordsWithRecordAllAndThenPassesWithRecordingOff.\(name).png"
        defer { try? FileManager.default.removeItem(atPath: reference) }
        let scene = SampleScenes.slider(at: .index(3))

        // Recording fails the test, so a recording run is never taken for a passing one.
        withKnownIssue {
            withSnapshotTesting(record: .all) {
                assertSnapshot(of: scene, as: .image, named: name, file: Self.testFile)
            }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("Record mode is on") }
        }
        let recorded = try ImageDecoder().decode(path: reference).image
        #expect(recorded.width == 390 && recorded.height == 120)

        withSnapshotTesting(record: .never) {
            assertSnapshot(of: scene, as: .image, named: name, file: Self.testFile)
        }
    }
}
