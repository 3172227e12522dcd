import Foundation
import UIKitSourceRewriting
import XCTest

/// The shapes of published screens and layouts that the rewriter once turned into code Swift on Linux rejects, each
/// rewritten and compiled with the toolchain: a cell whose superclass comes from another module, an override moved
/// out of a file with private helpers, and `weak` in a protocol.
final class RewriterDefectTests: XCTestCase {
    /// Compiles `files` (already Linux-ready) as one module and returns the compiler's status and messages.
    private func compile(
        _ files: [(name: String, text: String)], swiftVersion: String = "5"
    ) throws -> (status: Int32, output: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rewriter-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for file in files {
            let url = folder.appendingPathComponent(file.name)
            try file.text.write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-swift-version", swiftVersion, "-typecheck"] + paths
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    /// Stand-ins for FilmstripUIKit's view classes, whose `init(frame:)` is required in a reusable view, and a
    /// pager pod's cell as the plugin compiles that pod (its `init(frame:)` made required).
    private let otherModules = """
        import Foundation
        open class UIView { public init(frame: CGRect) {} }
        open class UICollectionReusableView: UIView { public required override init(frame: CGRect) { super.init(frame: frame) } }
        open class UICollectionViewCell: UICollectionReusableView {}
        open class PagerViewCell: UICollectionViewCell { public required init(frame: CGRect) { super.init(frame: frame) } }
        open class BadgeView: UIView { public override init(frame: CGRect) { super.init(frame: frame) } }

        """

    func testACellOfAnotherModulesCellGetsARequiredFrameInitializer() throws {
        let app = """
            import Foundation

            final class BannerCell: PagerViewCell {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                }
            }
            final class Badge: BadgeView {
                override init(frame: CGRect) { super.init(frame: frame) }
            }

            """
        // Unrewritten, Swift rejects the cell: the pod's `init(frame:)` is required.
        let before = try compile([("Modules.swift", otherModules), ("App.swift", app)])
        XCTAssertNotEqual(before.status, 0)
        XCTAssertTrue(before.output.contains("'required' modifier"), before.output)
        let rewritten = UIKitSourceRewriter().rewrite([SourceFile(path: "/app/BannerCell.swift", text: app)])[0]
        XCTAssertTrue(rewritten.text.contains("    required override init(frame: CGRect) {\n"), rewritten.text)
        XCTAssertEqual(rewritten.notes.map(\.line), [4, 9])
        let after = try compile([("Modules.swift", otherModules), ("App.swift", rewritten.text)])
        XCTAssertEqual(after.status, 0, after.output)
    }

    /// A pod's open base cell (Ramotion's expanding-collection) overrides `init(frame:)` without an access level;
    /// made `required`, it must also be public, or Swift rejects the open class.
    func testAnOpenCellsFrameInitializerIsMadePublicAndRequired() throws {
        let app = """
            import Foundation

            open class BasePageCell: UICollectionViewCell {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                }
            }
            open class StyledPageCell: UICollectionViewCell {
                init(style: Int) { super.init(frame: .zero) }
            }
            class DemoCell: BasePageCell {
                override init(frame: CGRect) { super.init(frame: frame) }
            }

            """
        let rewritten = UIKitSourceRewriter().rewrite([SourceFile(path: "/app/BasePageCell.swift", text: app)])[0]
        XCTAssertTrue(rewritten.text.contains("    public required init(frame: CGRect) {\n"), rewritten.text)
        XCTAssertTrue(
            rewritten.text.contains("class StyledPageCell: UICollectionViewCell { public required init(frame: CGRect)"),
            rewritten.text)
        XCTAssertTrue(rewritten.text.contains("\n    required init(frame: CGRect) { super.init("), rewritten.text)
        let after = try compile([("Modules.swift", otherModules), ("App.swift", rewritten.text)])
        XCTAssertEqual(after.status, 0, after.output)
    }

    func testAnOverrideMovedOutOfItsFileKeepsThatFilesPrivateHelpers() throws {
        let layout = """
            import Foundation
            class UICollectionViewLayout { func prepare() {} }
            class StickyLayout: UICollectionViewLayout {
                var pinned: [Int] = []
            }

            """
        let sticky = """
            import Foundation

            private let stickyZIndex = 1024
            fileprivate func clamp(_ value: Int) -> Int { min(value, stickyZIndex) }
            private struct Pin { var index: Int }

            extension StickyLayout {
                override func prepare() {
                    super.prepare()
                    pinned = [clamp(2000), Pin(index: 3).index, offset()]
                }

                private func offset() -> Int { 7 }
            }

            """
        let files = UIKitSourceRewriter().rewrite([
            SourceFile(path: "/app/StickyLayout.swift", text: layout),
            SourceFile(path: "/app/StickyLayout+Prepare.swift", text: sticky),
        ])
        XCTAssertTrue(files[1].text.contains("\nlet stickyZIndex = 1024\nfunc clamp("), files[1].text)
        XCTAssertTrue(files[1].text.contains("\nstruct Pin {"), files[1].text)
        XCTAssertTrue(files[1].text.contains("    func offset() -> Int { 7 }"), files[1].text)
        let result = try compile([("StickyLayout.swift", files[0].text), ("StickyLayout+Prepare.swift", files[1].text)])
        XCTAssertEqual(result.status, 0, result.output)
    }

    func testAnOverrideMovedWithinItsFileLeavesItsHelpersPrivate() {
        let source = """
            class UICollectionViewLayout { func prepare() {} }
            class PageLayout: UICollectionViewLayout {}
            extension PageLayout {
                override func prepare() { configureInset() }
                fileprivate func configureInset() {}
            }

            """
        let file = UIKitSourceRewriter().rewrite([SourceFile(path: "/app/PageLayout.swift", text: source)])[0]
        XCTAssertTrue(file.text.contains("    fileprivate func configureInset() {}"), file.text)
        XCTAssertFalse(file.notes.contains { $0.message.contains("made internal") })
    }

    func testWeakInAProtocolIsRemoved() throws {
        let source = """
            import Foundation
            protocol PagerDelegate: AnyObject {}
            protocol PagerDataSourceOwner {
                weak var delegate: PagerDelegate? { get set }
            }
            final class Pager: PagerDataSourceOwner {
                weak var delegate: PagerDelegate?
            }

            """
        let before = try compile([("Pager.swift", source)], swiftVersion: "6")
        XCTAssertNotEqual(before.status, 0, "Swift 6 rejects 'weak' in a protocol")
        let file = UIKitSourceRewriter().rewrite([SourceFile(path: "/app/Pager.swift", text: source)])[0]
        XCTAssertTrue(file.text.contains("\n    var delegate: PagerDelegate? { get set }\n"), file.text)
        XCTAssertTrue(file.text.contains("\n    weak var delegate: PagerDelegate?\n"), "a class keeps its 'weak'")
        XCTAssertEqual(file.notes.map(\.line), [4])
        let result = try compile([("Pager.swift", file.text)], swiftVersion: "6")
        XCTAssertEqual(result.status, 0, result.output)
    }

    func testAnOptionalRequirementTakenAsAFunctionValueIsReportedAtTheReference() {
        let source = """
            @objc protocol PagerViewDelegate {
                @objc optional func pagerView(_ pagerView: PagerView, shouldHighlightItemAt index: Int) -> Bool
            }
            final class PagerView {
                weak var delegate: PagerViewDelegate?
                func shouldHighlight(_ index: Int) -> Bool {
                    guard let function = delegate?.pagerView(_:shouldHighlightItemAt:) else { return true }
                    return function(self, index)
                }
            }

            """
        let file = UIKitSourceRewriter().rewrite([SourceFile(path: "/app/PagerView.swift", text: source)])[0]
        let warnings = file.notes.filter { $0.severity == .warning }
        XCTAssertEqual(warnings.map(\.line), [7])
        XCTAssertEqual(warnings.first?.column, 30)
        XCTAssertTrue(
            warnings.first?.message.contains("'pagerView(_:shouldHighlightItemAt:)' taken as a function value") ?? false
        )
    }
}
