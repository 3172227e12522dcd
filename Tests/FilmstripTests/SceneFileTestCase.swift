import Filmstrip
import Foundation
import XCTest

/// A test case that writes scene files into a folder of its own (removed afterwards) and decodes them as
/// `filmstrip` does, for the tests of scene fields and their errors.
class SceneFileTestCase: XCTestCase {
    var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "filmstrip-scenes-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Writes `json` as a scene file and decodes it.
    func decode(_ json: String, name: String = "scene.json") throws -> Scene {
        let path = "\(folder)/\(name)"
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        return try SceneLayers.file(path: path).decode()
    }

    /// `json`, as scene.json, is refused with exactly `reason`.
    func assertInvalid(_ json: String, _ reason: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try decode(json), file: file, line: line) { error in
            XCTAssertNotNil(error as? SceneError, "\(error)", file: file, line: line)
            XCTAssertEqual("\(error)", "\(folder)/scene.json: invalid scene file: \(reason)", file: file, line: line)
        }
    }
}
