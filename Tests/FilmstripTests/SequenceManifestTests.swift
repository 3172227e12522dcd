import Filmstrip
import Foundation
import XCTest

/// A sequence's `manifest.json` reads as a user's reference means it: strict JSON with each key once, numbers by
/// value, and what is read writes the same bytes each time (as the manifest fuzzer checks).
final class SequenceManifestTests: XCTestCase {
    private func manifest(_ text: String) throws -> SequenceManifest {
        try SequenceManifest(json: Array(text.utf8))
    }

    private let frame = #"{"file":"frame-0000.png","t":0,"offset":-12.5,"velocity":1500}"#

    /// Foundation takes a repeated key's first value and Python's `json` its last, so a reference with one would
    /// mean one motion to `filmstrip test` and another to a script: it is refused, naming where.
    func testARepeatedKeyIsRefused() {
        let text = #"{"fps":30,"fps":60,"frames":[\#(frame)],"target":0,"duration":0}"#
        XCTAssertThrowsError(try manifest(text)) { error in
            XCTAssertEqual(
                "\(error)", "not a sequence manifest: byte 10 (line 1, column 11): the member fps appears twice")
        }
        XCTAssertThrowsError(try manifest(#"{"fps":30,"frames":[\#(frame)],"target":0,"duration":0,}"#))
    }

    /// Negative zero is zero by value (and written `0`), a whole number past 2^53 is the nearest Double, a number
    /// past Double's range is refused rather than read as infinity, and a field the manifest does not have is
    /// ignored, as a later writer may add one.
    func testNumbersReadByValue() throws {
        let read = try manifest(
            #"{"fps":24,"frames":[{"file":"a.png","t":-0,"offset":123456789012345678901,"velocity":-0.0,"note":1}],"#
                + #""target":1e-320,"duration":1E+2}"#)
        XCTAssertEqual(read.frames[0].t, 0)
        // The literals as Swift reads them, without the compiler's warnings that they are not exact.
        XCTAssertEqual(read.frames[0].offset, Double("123456789012345678901"))
        XCTAssertEqual(read.target, Double("1e-320"))
        XCTAssertEqual(read.duration, 100)
        XCTAssertEqual(
            read.json,
            #"{"fps":24,"frames":[{"file":"a.png","t":0,"offset":1.2345678901234568e+20,"velocity":0}],"#
                + #""target":1e-320,"duration":100}"# + "\n")
        XCTAssertEqual(try manifest(read.json), read)
        XCTAssertThrowsError(try manifest(#"{"fps":1e400,"frames":[],"target":0,"duration":0}"#)) { error in
            XCTAssertTrue("\(error)".hasPrefix("not a sequence manifest: "), "\(error)")
        }
        XCTAssertThrowsError(try manifest(#"{"fps":24,"frames":[]}"#))
    }

    /// The manifests `filmstrip frames` wrote (`fixtures/manifests`, the manifest fuzzer's seeds) and the inputs it
    /// once crashed on read, write the bytes they were read from (for the seeds) and read back equal.
    func testSeedsAndRegressionsRoundTrip() throws {
        var seeds = 0
        for folder in ["manifests", "fuzz-regressions/manifest"] {
            let path = "\(BundledScene.root)/fixtures/\(folder)"
            for name in try FileManager.default.contentsOfDirectory(atPath: path) where !name.hasPrefix(".") {
                let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: "\(path)/\(name)")))
                guard let read = try? SequenceManifest(json: bytes) else { continue }
                XCTAssertEqual(try manifest(read.json), read, name)
                XCTAssertEqual(try manifest(read.json).json, read.json, name)
                if folder == "manifests" {
                    XCTAssertEqual(read.json, String(decoding: bytes, as: UTF8.self), "\(name) as frames wrote it")
                    seeds += 1
                }
            }
        }
        XCTAssertEqual(seeds, 4, "the four manifests frames wrote")
    }
}
