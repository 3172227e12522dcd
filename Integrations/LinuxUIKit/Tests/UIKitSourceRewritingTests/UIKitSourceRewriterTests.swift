import Foundation
import UIKitSourceRewriting
import XCTest

/// The rewrites, on small files written as iOS teams write them: the exact text produced, the lines kept, and (for
/// optional requirements) the behaviour of the rewritten code compiled and run.
final class UIKitSourceRewriterTests: XCTestCase {
    private func rewrite(_ text: String, path: String = "/app/Layout.swift") -> RewrittenFile {
        UIKitSourceRewriter().rewrite([SourceFile(path: path, text: text)])[0]
    }

    /// The rewritten text without the leading `#sourceLocation` line.
    private func body(_ file: RewrittenFile) -> String {
        String(file.text.drop { $0 != "\n" }.dropFirst())
    }

    func testEveryCopyStartsAtLineOneOfTheAppFile() {
        let file = rewrite("let layout = 1\n", path: "/app/My \"Layout\".swift")
        XCTAssertEqual(file.text, "#sourceLocation(file: \"/app/My \\\"Layout\\\".swift\", line: 1)\nlet layout = 1\n")
        XCTAssertEqual(file.notes, [])
    }

    func testInterfaceBuilderAndObjectiveCAttributesAreRemovedAndLinesKept() {
        let source = """
            @objc(CardLayout) open class CardLayout: UICollectionViewFlowLayout {
                @IBInspectable open var sideItemScale: CGFloat = 0.6
                @IBOutlet
                weak var owner: UIView!
                @objc dynamic func reset() {}
            }

            """
        let file = rewrite(source)
        XCTAssertEqual(
            body(file),
            """
            open class CardLayout: UICollectionViewFlowLayout {
                open var sideItemScale: CGFloat = 0.6
               \(" ")
                weak var owner: UIView!
                dynamic func reset() {}
            }

            """)
        XCTAssertEqual(file.notes.map(\.line), [1, 2, 3, 5])
        XCTAssertEqual(
            file.notes[1].compilerStyle,
            "/app/Layout.swift:2:5: note: removed '@IBInspectable': Interface Builder's attributes need the Objective-C runtime, which Swift on Linux lacks"
        )
    }

    func testOptionalRequirementsBecomeRequirementsWithDefaultsAndTheirCallsKeepTheirType() {
        let source = """
            @objc protocol WaterfallDelegate: UICollectionViewDelegate {
                func collectionView(_ collectionView: UICollectionView, heightForItemAt indexPath: IndexPath) -> CGFloat
                @objc optional func collectionView(_ collectionView: UICollectionView, columnsIn section: Int) -> Int
                @objc optional func layoutDidFinish(_ layout: UICollectionViewLayout)
            }
            final class WaterfallLayout: UICollectionViewLayout {
                weak var delegate: WaterfallDelegate?
                var onFinish: (() -> Void)?
                func columns(_ section: Int) -> Int {
                    let fromFlow = (collectionView!.delegate as? UICollectionViewDelegateFlowLayout)?.collectionView?(collectionView!, layout: self, insetForSectionAt: section)
                    let flow = collectionView!.delegate as! UICollectionViewDelegateFlowLayout
                    let spacing = flow.collectionView?(collectionView!, layout: self, minimumLineSpacingForSectionAt: section)
                    delegate?.layoutDidFinish?(self)
                    onFinish?()
                    return delegate?.collectionView?(collectionView!, columnsIn: section) ?? 2
                }
            }

            """
        let file = rewrite(source)
        XCTAssertEqual(
            body(file),
            """
            protocol WaterfallDelegate: UICollectionViewDelegate, AnyObject {
                func collectionView(_ collectionView: UICollectionView, heightForItemAt indexPath: IndexPath) -> CGFloat
                func collectionView(_ collectionView: UICollectionView, columnsIn section: Int) throws -> Int
                func layoutDidFinish(_ layout: UICollectionViewLayout)
            }
            final class WaterfallLayout: UICollectionViewLayout {
                weak var delegate: WaterfallDelegate?
                var onFinish: (() -> Void)?
                func columns(_ section: Int) -> Int {
                    let fromFlow = (collectionView!.delegate as? UICollectionViewDelegateFlowLayout)?.collectionView(collectionView!, layout: self, insetForSectionAt: section)
                    let flow = collectionView!.delegate as! UICollectionViewDelegateFlowLayout
                    let spacing = Optional(flow.collectionView(collectionView!, layout: self, minimumLineSpacingForSectionAt: section))
                    delegate?.layoutDidFinish(self)
                    onFinish?()
                    return (try? delegate?.collectionView(collectionView!, columnsIn: section)) ?? 2
                }
            }

            #sourceLocation(file: "/app/Layout.swift", line: 1)
            extension WaterfallDelegate {
                func collectionView(_ collectionView: UICollectionView, columnsIn section: Int) throws -> Int { throw OptionalRequirementNotImplemented() }
                func layoutDidFinish(_ layout: UICollectionViewLayout) {}
            }
            #sourceLocation()
            /// Thrown by the default of an optional requirement: the conforming type does not implement it.
            fileprivate struct OptionalRequirementNotImplemented: Error {}

            """)
        XCTAssertEqual(file.notes.filter { $0.severity == .warning }, [])
    }

    func testAnOverrideInAnExtensionMovesIntoTheClassOfAnotherFile() {
        let layout = """
            class PageLayout: UICollectionViewFlowLayout {
                var scale: CGFloat = 0.9
            }

            """
        let overrides = """
            extension PageLayout {
                override func prepare() {
                    super.prepare()
                }

                func helper() {}
            }

            """
        let files = UIKitSourceRewriter().rewrite([
            SourceFile(path: "/app/PageLayout.swift", text: layout),
            SourceFile(path: "/app/PageLayout+Prepare.swift", text: overrides),
        ])
        XCTAssertEqual(
            files[0].text,
            """
            #sourceLocation(file: "/app/PageLayout.swift", line: 1)
            class PageLayout: UICollectionViewFlowLayout {
                var scale: CGFloat = 0.9

            #sourceLocation(file: "/app/PageLayout+Prepare.swift", line: 2)
                override func prepare() {
                    super.prepare()
                }
            #sourceLocation(file: "/app/PageLayout.swift", line: 3)
            }

            """)
        // The member's lines stay, empty, so that the lines after it keep their numbers.
        XCTAssertEqual(
            files[1].text,
            "#sourceLocation(file: \"/app/PageLayout+Prepare.swift\", line: 1)\n"
                + "extension PageLayout {\n    \n\n\n\n    func helper() {}\n}\n")
        XCTAssertEqual(
            files[1].notes.map(\.compilerStyle),
            [
                "/app/PageLayout+Prepare.swift:2:5: note: override moved into the body of class 'PageLayout': Swift on Linux cannot override in an extension"
            ])
    }

    func testACellsFrameInitializerBecomesRequiredInItsColumns() {
        let source = """
            class PhotoCell: UICollectionViewCell {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class BannerFooter: UIKit.UICollectionReusableView {
                public override init(frame: CGRect) { super.init(frame: frame) }
            }
            final class Badge: UIView {
                override init(frame: CGRect) { super.init(frame: frame) }
            }

            """
        let file = rewrite(source)
        XCTAssertEqual(
            body(file),
            """
            class PhotoCell: UICollectionViewCell {
                required init(frame: CGRect) {
                    super.init(frame: frame)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class BannerFooter: UIKit.UICollectionReusableView {
                public required init(frame: CGRect) { super.init(frame: frame) }
            }
            final class Badge: UIView {
                override init(frame: CGRect) { super.init(frame: frame) }
            }

            """)
        XCTAssertEqual(
            file.notes.map(\.compilerStyle),
            [
                "/app/Layout.swift:2:5: note: 'override init(frame:)' made 'required init(frame:)': the collection view "
                    + "makes registered views through their class, which Swift without Objective-C can do only with a "
                    + "required initializer",
                "/app/Layout.swift:8:12: note: 'override init(frame:)' made 'required init(frame:)': the collection "
                    + "view makes registered views through their class, which Swift without Objective-C can do only "
                    + "with a required initializer",
            ])
    }

    func testATableCellsStyleInitializerBecomesRequired() {
        let source = """
            final class SettingCell: UITableViewCell {
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: .value1, reuseIdentifier: reuseIdentifier)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class NoteCell: UITableViewCell {
                init(note: String) { super.init(style: .default, reuseIdentifier: nil) }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class SectionHeader: UITableViewHeaderFooterView {
                override init(reuseIdentifier: String?) { super.init(reuseIdentifier: reuseIdentifier) }
                required init?(coder: NSCoder) { fatalError() }
            }

            """
        let file = rewrite(source)
        XCTAssertEqual(
            body(file),
            """
            final class SettingCell: UITableViewCell {
                required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: .value1, reuseIdentifier: reuseIdentifier)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class NoteCell: UITableViewCell { required init(style: UITableViewCell.CellStyle, reuseIdentifier: \
            String?) { fatalError("Use of unimplemented initializer 'init(style:reuseIdentifier:)' for class \
            'NoteCell'") }
                init(note: String) { super.init(style: .default, reuseIdentifier: nil) }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class SectionHeader: UITableViewHeaderFooterView {
                required init(reuseIdentifier: String?) { super.init(reuseIdentifier: reuseIdentifier) }
                required init?(coder: NSCoder) { fatalError() }
            }

            """)
        XCTAssertEqual(
            file.notes.map(\.compilerStyle),
            [
                "/app/Layout.swift:2:5: note: 'override init(style:reuseIdentifier:)' made 'required "
                    + "init(style:reuseIdentifier:)': the table view makes registered views through their class, which "
                    + "Swift without Objective-C can do only with a required initializer",
                "/app/Layout.swift:7:13: note: 'required init(style:reuseIdentifier:)' added, which stops as iOS "
                    + "does: 'NoteCell' declares initializers but not 'init(style:reuseIdentifier:)', which the table "
                    + "view calls for a registered class",
                "/app/Layout.swift:12:5: note: 'override init(reuseIdentifier:)' made 'required "
                    + "init(reuseIdentifier:)': the table view makes registered views through their class, which Swift "
                    + "without Objective-C can do only with a required initializer",
            ])
    }

    func testACellInheritingThroughAnotherFilesClassIsFoundAndOneAlreadyRequiredIsLeft() {
        let base = """
            class BaseCell: UICollectionViewCell {
                required override init(frame: CGRect) { super.init(frame: frame) }
                required init?(coder: NSCoder) { fatalError() }
            }

            """
        let derived = """
            final class ThumbnailCell: BaseCell {
                let inset: CGFloat
                override init(frame: CGRect) {
                    inset = 4
                    super.init(frame: frame)
                }
                convenience init(inset: CGFloat) { self.init(frame: .zero) }
                required init?(coder: NSCoder) { fatalError() }
            }

            """
        let files = UIKitSourceRewriter().rewrite([
            SourceFile(path: "/app/ThumbnailCell.swift", text: derived),
            SourceFile(path: "/app/BaseCell.swift", text: base),
        ])
        XCTAssertEqual(
            body(files[0]), derived.replacingOccurrences(of: "override init(frame", with: "required init(frame"))
        XCTAssertEqual(files[0].notes.map(\.line), [3])
        XCTAssertEqual(body(files[1]), base)
        XCTAssertEqual(files[1].notes, [])
    }

    func testACellWithOtherInitializersGetsAFrameInitializerThatStopsAsOnIOS() {
        let source = """
            class StyledCell: UICollectionViewCell {
                init(style: Int) { super.init(frame: .zero) }
                required init?(coder: NSCoder) { fatalError() }
            }
            class PlainCell: UICollectionViewCell {
                convenience init(style: Int) { self.init(frame: .zero) }
            }

            """
        let file = rewrite(source)
        XCTAssertEqual(
            body(file),
            """
            class StyledCell: UICollectionViewCell { required init(frame: CGRect) { fatalError("Use of unimplemented initializer 'init(frame:)' for class 'StyledCell'") }
                init(style: Int) { super.init(frame: .zero) }
                required init?(coder: NSCoder) { fatalError() }
            }
            class PlainCell: UICollectionViewCell {
                convenience init(style: Int) { self.init(frame: .zero) }
            }

            """)
        XCTAssertEqual(file.notes.map(\.line), [1])
    }

    func testIOSConditionsHoldOnLinux() {
        let file = rewrite(
            """
            #if os(iOS) || os(tvOS)
            let scale = UIScreen.main.scale
            #elseif !os(iOS)
            let scale = 1.0
            #endif

            """)
        XCTAssertEqual(
            body(file),
            """
            #if (os(iOS) || os(Linux)) || os(tvOS)
            let scale = UIScreen.main.scale
            #elseif !(os(iOS) || os(Linux))
            let scale = 1.0
            #endif

            """)
    }

    func testXcodePreviewsAreRemovedAndTheirLinesKept() {
        let file = rewrite(
            """
            #if DEBUG
            #Preview {
                PreviewController(layout: CardLayout())
            }
            #endif
            let after = 1

            """)
        XCTAssertEqual(body(file), "#if DEBUG\n\n\n\n#endif\nlet after = 1\n")
        XCTAssertEqual(file.notes.map(\.line), [2])
    }

    func testRespondsToAUIKitDelegateMethodBecomesAConformanceTest() {
        let source = """
            let custom = flowDelegate.responds(to: #selector(UICollectionViewDelegateFlowLayout.collectionView(_:layout:minimumInteritemSpacingForSectionAt:)))
            let optional = collectionView.delegate?.responds(to: #selector(UIScrollViewDelegate.scrollViewDidScroll(_:)))
            let own = responds(to: #selector(UICollectionViewDataSource.numberOfSections(in:)))
            let other = target.responds(to: #selector(Handler.handle(_:)))

            """
        let file = rewrite(source)
        XCTAssertEqual(
            body(file),
            """
            let custom = (flowDelegate as Any is any UICollectionViewDelegateFlowLayout)
            let optional = (collectionView.delegate as Any is any UIScrollViewDelegate)
            let own = (self as Any is any UICollectionViewDataSource)
            let other = target.responds(to: Selector("handle:", Handler.handle(_:)))

            """)
        XCTAssertEqual(file.notes.map(\.severity), [.note, .note, .note, .note])
        XCTAssertEqual(file.notes.map(\.line), [1, 2, 3, 4])
    }

    func testATestFileThatImportsSnapshotTestingGetsItsUIKitStrategies() {
        let source = """
            @testable import SnapshotTesting
            import UIKit
            import XCTest

            final class CardTests: XCTestCase {
                func testCard() { assertSnapshot(of: CardViewController(), as: .image(on: .iPhoneSe)) }
            }
            """
        let file = rewrite(source)
        XCTAssertEqual(
            body(file),
            """
            @testable import SnapshotTesting
            import LinuxUIKit
            import XCTest

            final class CardTests: XCTestCase {
                func testCard() { assertSnapshot(of: CardViewController(), as: .image(on: .iPhoneSe)) }
            }
            #if canImport(FilmstripSnapshotTesting)
            import FilmstripSnapshotTesting
            #endif

            """)
        XCTAssertFalse(body(rewrite("import UIKit\nlet x = 1\n")).contains("FilmstripSnapshotTesting"))
    }

    func testApplesModulesBecomeTheirLinuxModules() {
        let source = """
            import UIKit
            import class UIKit.UICollectionViewFlowLayout
            import UIKit.UIGestureRecognizerSubclass
            @preconcurrency import QuartzCore
            public import CoreGraphics
            import os
            import OSLog
            import os.log
            import struct os.Logger
            import Foundation

            """
        let file = rewrite(source)
        XCTAssertEqual(
            body(file),
            """
            import LinuxUIKit
            import LinuxUIKit
            import LinuxUIKit
            @preconcurrency import LinuxUIKit
            public import LinuxUIKit
            import LinuxOSLog
            import LinuxOSLog
            import LinuxOSLog
            import LinuxOSLog
            import Foundation

            """)
        XCTAssertEqual(file.notes.map(\.line), Array(1...9))
        XCTAssertEqual(Set(file.notes.map(\.severity)), [.note])
    }

    func testTestsForApplesModulesAskForTheirLinuxModules() {
        let source = """
            #if canImport(UIKit) && !os(watchOS)
            let a = 1
            #elseif canImport(AppKit) || canImport(OSLog)
            let b = 2
            #endif

            """
        let file = rewrite(source)
        XCTAssertEqual(
            body(file),
            """
            #if canImport(LinuxUIKit) && !os(watchOS)
            let a = 1
            #elseif canImport(AppKit) || canImport(LinuxOSLog)
            let b = 2
            #endif

            """)
        XCTAssertEqual(file.notes.map(\.line), [1, 3])
    }

    func testASelectorOutsideAnyTypeIsReportedNotRewritten() {
        let file = rewrite("let action = #selector(reload)\n")
        XCTAssertEqual(body(file), "let action = #selector(reload)\n")
        XCTAssertEqual(file.notes.map(\.severity), [.warning])
    }

    func testSelectorsBecomeSelectorsCallingTheMethodThroughItsType() {
        let source = """
            final class BannerView: UIView {
                let pageControl = UIPageControl()
                var timer: Timer?

                func start() {
                    pageControl.addTarget(self, action: #selector(pageChanged(_:)), for: .valueChanged)
                    timer = Timer.scheduledTimer(timeInterval: 3, target: self, selector: #selector(self.advance), userInfo: nil, repeats: true)
                    NotificationCenter.default.addObserver(self, selector: #selector(BannerView.rotated(_:)), name: UIDevice.orientationDidChangeNotification, object: nil)
                    addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(didTap)))
                    let pan = UIPanGestureRecognizer(target: self, action: #selector(scroll(by:animated:)))
                    _ = pan
                }
                @objc func pageChanged(_ sender: UIPageControl) {}
                @objc private func advance() {}
                @objc func rotated(_ notification: Notification) {}
                @objc func scroll(by distance: CGFloat, animated: Bool) {}
                @objc func reload(animated: Bool) { _ = #selector(reload(animated:)) }
                struct Nested { func update() { _ = #selector(refresh) } }
            }
            extension BannerView {
                @objc func didTap(_ recognizer: UITapGestureRecognizer) {}
                func bind(_ button: UIButton) { button.addTarget(self, action: #selector(didTap(_:)), for: .touchUpInside) }
            }
            let getter = #selector(getter: UIView.frame)

            """
        let file = rewrite(source)
        XCTAssertEqual(
            body(file),
            """
            final class BannerView: UIView {
                let pageControl = UIPageControl()
                var timer: Timer?

                func start() {
                    pageControl.addTarget(self, action: Selector("pageChanged:", BannerView.pageChanged(_:)), for: .valueChanged)
                    timer = Timer.scheduledTimer(timeInterval: 3, target: self, selector: Selector("advance", BannerView.advance), userInfo: nil, repeats: true)
                    NotificationCenter.default.addObserver(self, selector: Selector("rotated:", BannerView.rotated(_:)), name: UIDevice.orientationDidChangeNotification, object: nil)
                    addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector("didTap", BannerView.didTap)))
                    let pan = UIPanGestureRecognizer(target: self, action: Selector("scrollBy:animated:", BannerView.scroll(by:animated:)))
                    _ = pan
                }
                func pageChanged(_ sender: UIPageControl) {}
                private func advance() {}
                func rotated(_ notification: Notification) {}
                func scroll(by distance: CGFloat, animated: Bool) {}
                func reload(animated: Bool) { _ = Selector("reloadWithAnimated:", BannerView.reload(animated:)) }
                struct Nested { func update() { _ = Selector("refresh", BannerView.Nested.refresh) } }
            }
            extension BannerView {
                func didTap(_ recognizer: UITapGestureRecognizer) {}
                func bind(_ button: UIButton) { button.addTarget(self, action: Selector("didTap:", BannerView.didTap(_:)), for: .touchUpInside) }
            }
            let getter = #selector(getter: UIView.frame)

            """)
        let selectorNotes = file.notes.filter { $0.message.contains("selector") || $0.message.contains("Selector") }
        XCTAssertEqual(selectorNotes.map(\.line), [6, 7, 8, 9, 10, 17, 18, 22, 24])
        XCTAssertEqual(
            selectorNotes.map(\.severity), [.note, .note, .note, .note, .note, .note, .note, .note, .warning])
        XCTAssertEqual(
            selectorNotes[0].compilerStyle,
            "/app/Layout.swift:6:45: note: '#selector(pageChanged(_:))' rewritten to a Selector that calls 'BannerView.pageChanged(_:)' on its target: Swift on Linux has no Objective-C selectors"
        )
    }
}
