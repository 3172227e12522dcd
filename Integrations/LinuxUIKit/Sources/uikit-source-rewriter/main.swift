import Foundation
import UIKitSourceRewriting

// Writes the Linux-ready copy of each app file into a folder and prints what it changed, as compiler notes:
//
//   uikit-source-rewriter FILE... --output-directory DIR [--list uikit-sources.txt]
//
// The copy of the n-th file (from 1) is DIR/n-NAME, NAME being the file's own name: the build plugin names the
// outputs the same way. With --list, the FILEs must be the files the list names now: SwiftPM runs the plugin that
// resolved the list only when it plans a build, so an edited list stops the build with a message that says so. Exit
// status 1 for a file that cannot be read or written or a list the plan no longer matches, 64 for bad arguments.

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("uikit-source-rewriter: \(message)\n".utf8))
    exit(status)
}

var arguments = Array(CommandLine.arguments.dropFirst())
guard let flag = arguments.firstIndex(of: "--output-directory"), flag + 1 < arguments.count else {
    fail("usage: uikit-source-rewriter FILE... --output-directory DIR", status: 64)
}
let outputDirectory = URL(fileURLWithPath: arguments[flag + 1])
arguments.removeSubrange(flag...(flag + 1))
if let listFlag = arguments.firstIndex(of: "--list") {
    guard listFlag + 1 < arguments.count else { fail("--list needs the path of uikit-sources.txt", status: 64) }
    let listPath = arguments[listFlag + 1]
    arguments.removeSubrange(listFlag...(listFlag + 1))
    do {
        if let stale = try SourceList(contentsOf: listPath).staleness(planned: arguments) { fail(stale, status: 1) }
    } catch {
        fail("\(error)", status: 1)
    }
}
guard !arguments.isEmpty else { fail("no Swift file given", status: 64) }

let files = arguments.map { path -> SourceFile in
    guard let data = FileManager.default.contents(atPath: path) else { fail("\(path): cannot be read", status: 1) }
    guard let text = String(data: data, encoding: .utf8) else { fail("\(path): is not UTF-8 text", status: 1) }
    return SourceFile(path: URL(fileURLWithPath: path).standardizedFileURL.path, text: text)
}
do {
    try FileManager.default.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
} catch {
    fail("\(outputDirectory.path): cannot be created (\(error.localizedDescription))", status: 1)
}
for (number, rewritten) in zip(1..., UIKitSourceRewriter().rewrite(files)) {
    let output = outputDirectory.appendingPathComponent(
        "\(number)-\(URL(fileURLWithPath: rewritten.path).lastPathComponent)")
    // Written only when it changes, so that an unchanged file is not compiled again.
    if FileManager.default.contents(atPath: output.path) != Data(rewritten.text.utf8) {
        do {
            try Data(rewritten.text.utf8).write(to: output, options: .atomic)
        } catch {
            fail("\(output.path): cannot be written (\(error.localizedDescription))", status: 1)
        }
    }
    for note in rewritten.notes { print(note.compilerStyle) }
}
