import Filmstrip
import FilmstripReport
import FilmstripSuite
import Foundation

// A debug build (Scripts/fuzz.sh), so `@testable` reaches the folder-confinement check, which is the package's own.
@testable import FilmstripIO

/// A shard folder and a report folder for the whole run: the shard holds one real image (`images/ok.png`, a whole
/// PNG, as a merge publishes nothing less) and a link out of it (`images/out.png`, to another whole PNG), so paths
/// the fuzzer finds reach both the copy and the refusal.
let workspace: (shard: URL, report: URL, outside: String) = {
    let root = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("results-fuzz-\(getpid())")
    let shard = root.appendingPathComponent("shard")
    let images = shard.appendingPathComponent("images")
    try? FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
    let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../../fixtures/png-filters")
    try? FileManager.default.copyItem(
        at: fixtures.appendingPathComponent("gray8-filter2.png"), to: images.appendingPathComponent("ok.png"))
    try? FileManager.default.copyItem(
        at: fixtures.appendingPathComponent("gray8-filter1.png"), to: root.appendingPathComponent("secret.png"))
    try? FileManager.default.createSymbolicLink(
        atPath: images.appendingPathComponent("out.png").path, withDestinationPath: "../../secret.png")
    return (shard, root.appendingPathComponent("report"), root.appendingPathComponent("secret.png").path)
}()

/// Any bytes as a shard's results file, what `merge-reports` reads from a job a pull request controls: decoding
/// ends in results or a `ResultsJSONError`; decoded results survive a write and a read unchanged, merge, render as
/// HTML and JUnit, and their images are copied only from inside the shard's folder into the report's.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzResults(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let suite: SuiteResult
    do {
        suite = try ResultsJSON.decode(Data(bytes: data, count: size))
    } catch is ResultsJSONError {
        return 0
    } catch {
        fatalError("a results error that is not a ResultsJSONError: \(error)")
    }
    guard let again = try? ResultsJSON.decode(Data(ResultsJSON.encode(suite).utf8)), again == suite else {
        fatalError("results changed through a write and a read")
    }
    let merged = SuiteResult.merging([("a.json", suite), ("b.json", suite)], command: ["filmstrip"])
    precondition(
        merged.suite.counts.total <= suite.counts.total, "a merge of a file with itself keeps each check at most once")
    _ = HTMLReportWriter.html(suite)
    _ = JUnitWriter.xml(suite)
    do {
        let copied = try ReportImages.copyConfined(
            suite, resultsFile: "results.json", from: workspace.shard, into: workspace.report, subfolder: "shard-1")
        for path in copied.suite.imagePaths {
            precondition(path.hasPrefix("shard-1/") && !path.split(separator: "/").contains(".."), path)
            let written = workspace.report.appendingPathComponent(path).path
            precondition(ConfinedPath.isInside(written, folder: workspace.report.path), written)
            precondition(
                FileManager.default.contents(atPath: written)
                    != FileManager.default.contents(atPath: workspace.outside),
                "copied \(path)")
            // Published under names the merge makes, never the shard's.
            precondition(path.hasPrefix("shard-1/scene-") && path.contains("/check-"), path)
        }
        // Two paths to one file (`a/../x.png`, `x.png`) make one copy, so counts need not add up; names must.
        let named = Set(suite.imagePaths)
        precondition(copied.refused.allSatisfy { named.contains($0.path) })
    } catch {
        // Writing into the report folder can fail (a path component too long); reading outside never happens.
    }
    // Output names: whatever path the bytes spell is taken apart without trapping, and its name is its last part.
    let path = LocalPath(String(decoding: UnsafeBufferPointer(start: data, count: min(size, 64)), as: UTF8.self))
    let bytes = Array(path.string.utf8)
    precondition(!path.folder.isEmpty, "a path always has a folder (. for a bare name)")
    precondition(
        bytes.last == UInt8(ascii: "/") || bytes.reversed().starts(with: Array(path.name.utf8).reversed()),
        "the name ends the path")
    _ = (path.stem, path.pathExtension, path.sibling("x"), path.appending("y"))
    return 0
}
