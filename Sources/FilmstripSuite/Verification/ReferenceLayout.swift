import FilmstripIO
import Foundation

/// Where references live, in one place. Two front ends, two conventions users already know, both kept:
///
/// - A scene suite (`filmstrip test`) keeps `__snapshots__/<scene>/<check>.png` beside each scene file (a sequence: a
///   folder of frames and `manifest.json`), the lower-case folder of Jest and reg-suit, which the teams writing scene
///   files in CI know.
/// - A Swift test (`assertSnapshot`) keeps `__Snapshots__/<TestFile>/<testName>.<name>.png` beside the test file,
///   swift-snapshot-testing's folder, so a package using both libraries has one folder of references per test file.
///
/// Discovery skips only the suite's folder: a Swift test's references sit beside Swift files, never among scene files.
public enum ReferenceLayout {
    /// The folder of a scene suite's references, beside the scene files.
    public static let suiteFolderName = "__snapshots__"
    /// The folder of Swift tests' references, beside the test files.
    public static let assertionFolderName = "__Snapshots__"

    /// `__snapshots__/<scene name>` beside `sceneFile`: the folder of that scene's references.
    public static func suiteFolder(sceneFile path: String) -> String {
        let folder = LocalPath(path).parent
        let name = LocalPath(path).stem
        return (folder.isEmpty ? "" : folder + "/") + "\(suiteFolderName)/\(name)"
    }

    /// `__Snapshots__/<TestFile>/<testName>.<name>.<ext>` beside the test file.
    public static func assertionReference(testFile: String, testName: String, name: String, pathExtension: String)
        -> String
    {
        let file = LocalPath(URL(fileURLWithPath: testFile).path)
        return LocalPath(file.folder).appending(assertionFolderName).appending(file.stem)
            .appending("\(sanitized(testName)).\(sanitized(name)).\(pathExtension)").string
    }

    /// `testCentred()` → `testCentred`; anything but letters, digits, `-` and `_` becomes `_`.
    static func sanitized(_ name: String) -> String {
        var trimmed = Substring(name)
        if let paren = trimmed.firstIndex(of: "(") { trimmed = trimmed[..<paren] }
        return String(trimmed.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
    }
}
