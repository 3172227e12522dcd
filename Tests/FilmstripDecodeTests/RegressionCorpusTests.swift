import FilmstripDecode
import FilmstripImage
import Foundation
import XCTest

/// Replays every input the fuzz targets ever crashed on (`Scripts/fuzz.sh` copies them into `Regressions/`)
/// through the ordinary prober and decoder: each must end in a result or a `DecodeError`.
final class RegressionCorpusTests: XCTestCase {
    func testEveryFuzzCrashInputEndsInAResultOrADecodeError() throws {
        var url = URL(fileURLWithPath: #filePath)
        url.deleteLastPathComponent()
        let root = url.appendingPathComponent("Regressions").path
        let files = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? [])
            .filter { !$0.hasSuffix(".md") && !$0.hasPrefix(".") }.sorted()
        for file in files {
            var isDirectory: ObjCBool = false
            let path = "\(root)/\(file)"
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
                continue
            }
            let data = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            for options in [
                DecodeOptions(), DecodeOptions(minimumSize: PixelSize(width: 8, height: 8)),
                DecodeOptions(acceptsDamagedData: true),
            ] {
                do {
                    _ = try ImageProber.probe(data: data, path: file)
                    _ = try ImageDecoder(options: options).decode(data: data, path: file)
                } catch is DecodeError {
                    continue
                } catch {
                    XCTFail("\(file): \(error)")
                }
            }
        }
    }
}
