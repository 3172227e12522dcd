import Filmstrip
import FilmstripSuite
import Foundation

/// Asserts that `value` matches its reference image `__Snapshots__/<TestFile>/<testName>.<name>.png` beside
/// the test file, from XCTest or Swift Testing. A missing reference is recorded and the test fails saying so;
/// on a mismatch the actual and diff images go to the artifacts folder and the failure gives their paths and
/// the pixel counts. `record` (or `FILMSTRIP_RECORD`) chooses when references are written.
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategy: Snapshotting<Value, Format>,
    named name: String,
    record: RecordMode? = nil,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let environment = ProcessInfo.processInfo.environment
    let mode: RecordMode
    do {
        mode = try record ?? RecordMode.fromEnvironment(environment) ?? .missing
    } catch {
        SnapshotFailureReporter.report("\(error)", filePath: filePath, line: line, column: column)
        return
    }
    let verifier = SnapshotVerifier(
        record: mode,
        artifactsFolder: SnapshotVerifier.defaultArtifactsFolder(testFile: "\(filePath)", environment: environment))
    let reference = SnapshotVerifier.referencePath(
        testFile: "\(filePath)", testName: testName, name: name,
        pathExtension: strategy.pathExtension)
    let message: String?
    do {
        message = verifier.verify(try value(), as: strategy, referencePath: reference)
    } catch {
        message = "Snapshot value could not be made: \(error)"
    }
    if let message { SnapshotFailureReporter.report(message, filePath: filePath, line: line, column: column) }
}

/// Asserts that a scene (a `Scene`, or a `PreparedScene` decoded once for several snapshots) scrolled to
/// `position` renders like its reference: the one-line form for scenes.
///
/// ```swift
/// assertSnapshot(of: scene, at: .index(3), named: "centred")
/// ```
public func assertSnapshot<Value: FrameSnapshottable>(
    of scene: Value,
    at position: Scene.Position,
    named name: String,
    tolerance: DiffOptions = DiffOptions(),
    record: RecordMode? = nil,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    assertSnapshot(
        of: scene, as: Value.frame(at: position, tolerance: tolerance), named: name, record: record,
        filePath: filePath, testName: testName, line: line, column: column)
}
