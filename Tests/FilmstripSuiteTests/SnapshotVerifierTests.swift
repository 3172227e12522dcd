import Filmstrip
import FilmstripSuite
import Foundation
import XCTest

final class SnapshotVerifierTests: XCTestCase {
    var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "filmstrip-verifier-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    func image(_ color: RGBA, changed: Int = 0) -> RGBAImage {
        var image = RGBAImage(width: 20, height: 10, fill: color)
        for x in 0..<changed { image[x, 5] = RGBA(r: 255, g: 0, b: 0) }
        return image
    }

    func verifier(_ mode: RecordMode) -> SnapshotVerifier {
        SnapshotVerifier(record: mode, artifactsFolder: folder + "/artifacts")
    }

    func testReferencePathSitsBesideTheTestFile() {
        XCTAssertEqual(
            SnapshotVerifier.referencePath(
                testFile: "/p/Tests/X/SliderTests.swift", testName: "testCentred()",
                name: "index 3", pathExtension: "png"),
            "/p/Tests/X/__Snapshots__/SliderTests/testCentred.index_3.png")
    }

    func testMissingReferenceIsRecordedAndFails() throws {
        let reference = folder + "/ref/t.a.png"
        let message = try XCTUnwrap(verifier(.missing).verify(image(.white), as: .image(), referencePath: reference))
        XCTAssertTrue(message.hasPrefix("No reference was found, so one was recorded at \(reference)"), message)
        XCTAssertNil(
            verifier(.missing).verify(image(.white), as: .image(), referencePath: reference), "second run passes")
    }

    func testNeverModeDoesNotRecord() throws {
        let reference = folder + "/t.b.png"
        let message = try XCTUnwrap(verifier(.never).verify(image(.white), as: .image(), referencePath: reference))
        XCTAssertTrue(message.contains("record mode is \"never\""), message)
        XCTAssertFalse(FileManager.default.fileExists(atPath: reference))
    }

    func testMismatchWritesActualAndDiffAndGivesCounts() throws {
        let reference = folder + "/t.c.png"
        XCTAssertNotNil(verifier(.missing).verify(image(.white), as: .image(), referencePath: reference))
        let message = try XCTUnwrap(
            verifier(.missing).verify(image(.white, changed: 3), as: .image(), referencePath: reference))
        XCTAssertEqual(
            message,
            """
            Snapshot does not match \(reference)
            FAIL: 3 of 200 pixels differ (1.5%), 0 anti-aliased
            actual: \(folder)/artifacts/t.c.actual.png
            diff: \(folder)/artifacts/t.c.diff.png
            """)
        let diff = try ImageDecoder().decode(path: folder + "/artifacts/t.c.diff.png").image
        XCTAssertEqual(diff[0, 5], RGBA(r: 255, g: 0, b: 0))
        let actual = try ImageDecoder().decode(path: folder + "/artifacts/t.c.actual.png").image
        XCTAssertEqual(actual, image(.white, changed: 3))
    }

    func testToleranceLetsSmallDifferencesPass() {
        let reference = folder + "/t.d.png"
        _ = verifier(.missing).verify(image(.white), as: .image(), referencePath: reference)
        XCTAssertNil(
            verifier(.never).verify(
                image(.white, changed: 3), as: .image(tolerance: DiffOptions(maxDiffPixels: 3)),
                referencePath: reference))
    }

    func testFailedModeReplacesAMismatchingReference() throws {
        let reference = folder + "/t.e.png"
        _ = verifier(.missing).verify(image(.white), as: .image(), referencePath: reference)
        let message = try XCTUnwrap(verifier(.failed).verify(image(.black), as: .image(), referencePath: reference))
        XCTAssertTrue(
            message.hasPrefix("Snapshot did not match, so the reference at \(reference) was re-recorded"), message)
        XCTAssertNil(verifier(.never).verify(image(.black), as: .image(), referencePath: reference))
    }

    func testAllModeAlwaysRecordsAndFails() throws {
        let reference = folder + "/t.f.png"
        _ = verifier(.missing).verify(image(.white), as: .image(), referencePath: reference)
        XCTAssertNotNil(verifier(.all).verify(image(.white), as: .image(), referencePath: reference))
    }

    func testRecordModeFromEnvironment() {
        XCTAssertNil(try RecordMode.fromEnvironment([:]))
        XCTAssertNil(try RecordMode.fromEnvironment(["FILMSTRIP_RECORD": ""]))
        XCTAssertEqual(try RecordMode.fromEnvironment(["FILMSTRIP_RECORD": "1"]), .all)
        XCTAssertEqual(try RecordMode.fromEnvironment(["FILMSTRIP_RECORD": "failed"]), .failed)
        XCTAssertEqual(try RecordMode.fromEnvironment(["FILMSTRIP_RECORD": "NEVER"]), .never)
        XCTAssertThrowsError(try RecordMode.fromEnvironment(["FILMSTRIP_RECORD": "banana"])) { error in
            XCTAssertEqual(
                "\(error)",
                "FILMSTRIP_RECORD=banana is not a record mode; use all, missing, failed or never (or 1, true, yes)")
        }
    }

    func testArtifactsFolderDefaultsUnderTheBuildFolder() {
        XCTAssertEqual(
            SnapshotVerifier.defaultArtifactsFolder(
                testFile: #filePath, environment: ["FILMSTRIP_ARTIFACTS": "/tmp/a"]), "/tmp/a")
        XCTAssertTrue(
            SnapshotVerifier.defaultArtifactsFolder(testFile: #filePath, environment: [:]).hasSuffix(
                "/.build/filmstrip-artifacts"))
    }
}
