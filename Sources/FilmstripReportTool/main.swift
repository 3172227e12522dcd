import FilmstripReport
import Foundation

// A development stand-in for `filmstrip merge-reports` and for the page `frames -o DIR` writes, so the report can
// be built and tested in a browser before the suite runner lands:
//   FilmstripReportTool merge OUT_DIR RESULTS.json... [--copy-images]
//       OUT_DIR/index.html, OUT_DIR/junit.xml and OUT_DIR/results.json; exits as the combined run would.
//   FilmstripReportTool player DIR [--title TITLE]
//       DIR/index.html playing DIR/manifest.json's frames.

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("FilmstripReportTool: \(message)\n".utf8))
    exit(status)
}

var arguments = Array(CommandLine.arguments.dropFirst())
let usage = "usage: FilmstripReportTool merge OUT_DIR RESULTS.json... [--copy-images] | player DIR [--title TITLE]"
guard let mode = arguments.first else { fail(usage, status: 64) }
arguments.removeFirst()

switch mode {
case "merge":
    let copyImages = arguments.contains("--copy-images")
    arguments.removeAll { $0 == "--copy-images" }
    guard arguments.count >= 2 else { fail(usage, status: 64) }
    let folder = URL(fileURLWithPath: arguments[0], isDirectory: true)
    do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var shards: [SuiteResult] = []
        for (i, path) in arguments.dropFirst().enumerated() {
            let url = URL(fileURLWithPath: path)
            if copyImages {
                let suite = try ResultsJSON.read(from: url)
                shards.append(try ReportImages.copy(suite, from: url.deletingLastPathComponent(), into: folder,
                                                    subfolder: "shard-\(i + 1)"))
            } else {
                shards.append(try ResultsJSON.read(from: url, relativeTo: folder))
            }
        }
        let tool = URL(fileURLWithPath: CommandLine.arguments[0]).lastPathComponent
        let merged = try SuiteResult.merged(shards, command: [tool] + CommandLine.arguments.dropFirst())
        try ResultsJSON.write(merged, to: folder.appendingPathComponent("results.json"))
        try JUnitWriter.write(merged, to: folder.appendingPathComponent("junit.xml"))
        try HTMLReportWriter.write(merged, to: folder)
        print(merged.counts.summary)
        exit(merged.exitStatus)
    } catch {
        fail("\(error)", status: 2)
    }
case "player":
    guard let path = arguments.first else { fail(usage, status: 64) }
    var title = "Filmstrip frames"
    if let i = arguments.firstIndex(of: "--title"), i + 1 < arguments.count { title = arguments[i + 1] }
    let folder = URL(fileURLWithPath: path, isDirectory: true)
    do {
        let manifest = try FramesManifest.read(from: folder.appendingPathComponent("manifest.json"))
        try SequencePlayerWriter.write(to: folder, frames: manifest.frames.map(\.file), samples: manifest.samples,
                                       fps: manifest.fps, title: title)
    } catch {
        fail("\(path): \(error)", status: 2)
    }
default:
    fail(usage, status: 64)
}
