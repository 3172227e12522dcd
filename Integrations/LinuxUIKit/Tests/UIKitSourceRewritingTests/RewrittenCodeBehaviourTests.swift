import Foundation
import UIKitSourceRewriting
import XCTest

/// The rewritten code compiled by the toolchain and run: an optional requirement that a type does not implement still
/// answers nil through the rewritten call, one it does implement answers its value, and the compiler's messages point
/// at the app file's own lines.
final class RewrittenCodeBehaviourTests: XCTestCase {
    private func compile(_ text: String, path: String) throws -> (status: Int32, output: String, folder: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rewriter-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let rewritten = UIKitSourceRewriter().rewrite([SourceFile(path: path, text: text)])[0]
        try rewritten.text.write(to: folder.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swiftc", "-swift-version", "5", folder.appendingPathComponent("main.swift").path, "-o",
            folder.appendingPathComponent("main").path,
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output, folder)
    }

    func testUnimplementedOptionalRequirementsAnswerNilAndImplementedOnesTheirValue() throws {
        let source = """
            import Foundation

            @objc protocol ItemSource {
                @objc optional func count(in section: Int) -> Int
                @objc optional func didFinish(_ label: String)
            }
            final class Implemented: NSObject, ItemSource {
                func count(in section: Int) -> Int { 7 + section }
                func didFinish(_ label: String) { print("finished \\(label)") }
            }
            final class Unimplemented: NSObject, ItemSource {}

            final class Layout {
                weak var source: ItemSource?
                func count() -> Int { source?.count?(in: 1) ?? -1 }
            }
            let implemented = Implemented()
            let unimplemented = Unimplemented()
            let layout = Layout()
            layout.source = implemented
            let first = layout.count()
            layout.source?.didFinish?("implemented")
            layout.source = unimplemented
            layout.source?.didFinish?("unimplemented")
            print(first, layout.count())

            """
        let (status, output, folder) = try compile(source, path: "/app/ItemSource.swift")
        defer { try? FileManager.default.removeItem(at: folder) }
        XCTAssertEqual(status, 0, output)
        let run = Process()
        run.executableURL = folder.appendingPathComponent("main")
        let pipe = Pipe()
        run.standardOutput = pipe
        try run.run()
        run.waitUntilExit()
        XCTAssertEqual(
            String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self),
            "finished implemented\n8 -1\n")
    }

    func testACellWrittenForIOSIsMadeThroughItsClassOnceRewritten() throws {
        // Stand-ins for FilmstripUIKit's classes, whose `init(frame:)` is required, and a cell as iOS apps write it.
        let source = """
            import Foundation

            class UIView { init(frame: CGRect) {} }
            class UICollectionReusableView: UIView { required override init(frame: CGRect) { super.init(frame: frame) } }
            class UICollectionViewCell: UICollectionReusableView {}
            class PhotoCell: UICollectionViewCell {
                var caption = "none"
                override init(frame: CGRect) {
                    caption = "made \\(frame.width)"
                    super.init(frame: frame)
                }
            }
            let registered: AnyClass = PhotoCell.self
            let cell = (registered as! UICollectionReusableView.Type).init(frame: CGRect(x: 0, y: 0, width: 80, height: 60))
            print((cell as! PhotoCell).caption)

            """
        let (status, output, folder) = try compile(source, path: "/app/PhotoCell.swift")
        defer { try? FileManager.default.removeItem(at: folder) }
        XCTAssertEqual(status, 0, output)
        let run = Process()
        run.executableURL = folder.appendingPathComponent("main")
        let pipe = Pipe()
        run.standardOutput = pipe
        try run.run()
        run.waitUntilExit()
        XCTAssertEqual(String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self), "made 80.0\n")
    }

    func testCompilerMessagesPointAtTheAppFilesLines() throws {
        let source = """
            import Foundation

            extension Layout {
                override func reset() {
                    undefinedName()
                }
            }
            class Base { func reset() {} }
            class Layout: Base {}

            """
        let (status, output, folder) = try compile(source, path: "/app/Layout+Reset.swift")
        defer { try? FileManager.default.removeItem(at: folder) }
        XCTAssertNotEqual(status, 0)
        XCTAssertTrue(
            output.contains("/app/Layout+Reset.swift:5:9: error: cannot find 'undefinedName' in scope"), output)
        XCTAssertFalse(output.contains("cannot override"), output)
    }
}
