import SwiftParser
import SwiftSyntax

/// Makes Linux-ready copies of an iOS app's Swift files, changing only what Swift without the Objective-C runtime
/// cannot express, so that the app's layout files compile against FilmstripUIKit exactly as the app target has
/// them:
///
/// - `@objc`, `@objcMembers`, `@IBOutlet`, `@IBOutletCollection` and `@IBInspectable` are removed;
/// - an `@objc` protocol becomes class-bound, its `optional` methods become requirements with defaults (a method
///   that returns a value becomes `throws`, and its default throws), and each `delegate?.method?(...)` call becomes
///   `try? delegate?.method(...)`, which is nil exactly when the optional call was;
/// - calls of UIKit's optional delegate methods lose their `?` (FilmstripUIKit gives them defaults);
/// - an `override` in an extension moves into the class body;
/// - `override init(frame:)` in a cell or other `UICollectionReusableView` becomes `required init(frame:)`, which
///   the collection view needs to make a registered class (a user who compiles without the plugin writes
///   `required init(frame: CGRect)`), and `public required init(frame:)` in an `open` class when it named no
///   access level;
/// - `os(iOS)` in an `#if` also holds on Linux.
///
/// Every other byte is kept, and `#sourceLocation` lines keep the compiler's messages on the app file's lines.
/// The rewrites are positioned by swift-syntax's tree, never by pattern matching over the text.
public struct UIKitSourceRewriter: Sendable {
    /// A rewriter; it keeps no state between calls.
    public init() {}

    /// The Linux-ready copy of each of `files`, in order. The files are rewritten together because a call in one
    /// may reach a protocol, and an extension a class, declared in another.
    public func rewrite(_ files: [SourceFile]) -> [RewrittenFile] {
        let trees = files.map { Parser.parse(source: $0.text) }
        let index = SourceSetIndex(trees: trees)
        let rewriters = zip(files.indices, trees).map { fileIndex, tree in
            let rewriter = FileRewriter(path: files[fileIndex].path, fileIndex: fileIndex, tree: tree, index: index)
            rewriter.rewrite(tree)
            return rewriter
        }
        var edits = rewriters.map(\.edits)
        var notes = rewriters.map(\.notes)
        for (fileIndex, rewriter) in rewriters.enumerated() {
            for move in rewriter.moves {
                guard let target = index.classes[move.className] else { continue }
                let inner = edits[fileIndex].filter {
                    move.range.contains($0.range.lowerBound) && $0.range.upperBound <= move.range.upperBound
                        && !($0.range.isEmpty && $0.range.lowerBound == move.range.lowerBound)
                }
                edits[fileIndex].removeAll { edit in
                    inner.contains { $0.range == edit.range && $0.replacement == edit.replacement }
                }
                let bytes = Array(files[fileIndex].text.utf8)
                let original = String(decoding: bytes[move.range], as: UTF8.self)
                let shifted = inner.map {
                    TextEdit(
                        range: ($0.range.lowerBound - move.range.lowerBound)..<($0.range.upperBound
                            - move.range.lowerBound), replacement: $0.replacement)
                }
                let moved = TextEdit.apply(shifted, to: original)
                let lineBreaks = String(repeating: "\n", count: original.utf8.filter { $0 == UInt8(ascii: "\n") }.count)
                edits[fileIndex].append(TextEdit(range: move.range, replacement: lineBreaks))
                let brace = target.members.rightBrace
                let targetConverter = SourceLocationConverter(
                    fileName: files[target.file].path, tree: trees[target.file])
                let braceLine = brace.startLocation(converter: targetConverter).line
                let insertion = brace.positionAfterSkippingLeadingTrivia.utf8Offset
                edits[target.file].append(
                    TextEdit(
                        range: insertion..<insertion,
                        replacement:
                            "\n#sourceLocation(file: \(FileRewriter.literal(files[fileIndex].path)), line: \(move.line))\n"
                            + String(repeating: " ", count: move.column - 1) + moved
                            + "\n#sourceLocation(file: \(FileRewriter.literal(files[target.file].path)), line: \(braceLine))\n"
                    ))
            }
        }
        return files.indices.map { fileIndex in
            let file = files[fileIndex]
            var text = TextEdit.apply(edits[fileIndex], to: file.text)
            let extensions = rewriters[fileIndex].defaultExtensions
            if !extensions.isEmpty {
                if !text.hasSuffix("\n") { text += "\n" }
                text += "\n" + extensions.joined(separator: "\n")
                text +=
                    "/// Thrown by the default of an optional requirement: the conforming type does not implement it.\n"
                text += "fileprivate struct OptionalRequirementNotImplemented: Error {}\n"
            }
            if rewriters[fileIndex].importsSnapshotTesting {
                if !text.hasSuffix("\n") { text += "\n" }
                text += "#if canImport(FilmstripSnapshotTesting)\nimport FilmstripSnapshotTesting\n#endif\n"
            }
            notes[fileIndex].sort { ($0.line, $0.column) < ($1.line, $1.column) }
            return RewrittenFile(
                path: file.path,
                text: "#sourceLocation(file: \(FileRewriter.literal(file.path)), line: 1)\n" + text,
                notes: notes[fileIndex])
        }
    }
}
