import FilmstripReport
import FilmstripSuite
import Foundation
import XCTest

final class ResultsJSONTests: XCTestCase {
    func testRoundTripKeepsEveryField() throws {
        let suite = SampleSuite.make()
        let text = ResultsJSON.encode(suite)
        let read = try ResultsJSON.decode(Data(text.utf8))
        XCTAssertEqual(read, suite)
        XCTAssertEqual(ResultsJSON.encode(read), text, "encoding is byte-stable")
    }

    func testShapeStartsWithFormatVersionCommandAndCounts() {
        let text = ResultsJSON.encode(SampleSuite.make())
        XCTAssertTrue(
            text.hasPrefix(
                #"{"format":"filmstrip-results","version":2,"command":["filmstrip","test","scenes","--json","out/results.json"],"counts":{"passed":1,"failed":2,"recorded":1,"errors":1,"total":5},"scenes":[{"path":"scenes/slider.json","name":"slider","checks":[{"name":"start","kind":"still","status":"passed","index":0,"diffPixels":0,"aaPixels":0,"ratio":0,"tolerance":{"perceptualThreshold":0.1,"maxDiffPixels":0,"maxDiffRatio":0.001,"detectsAntiAliasing":true},"expected":"scenes/__snapshots__/slider/start.png"}"#
            ), text)
        XCTAssertTrue(
            text.contains(
                #""sequence":{"fps":30,"frameCountMismatch":"expected 2 frames, got 3","frames":[{"expected":"exp/fling/frame-0000.png","actual":"act/fling/frame-0000.png","diffPixels":0,"pass":true},"#
            ))
        XCTAssertTrue(text.hasSuffix("]}\n"))
    }

    func testTheShardIsAFieldOfTheResults() throws {
        var suite = SampleSuite.make()
        suite.shard = Shard(index: 2, count: 3)
        let text = ResultsJSON.encode(suite)
        XCTAssertTrue(text.contains(#""out/results.json"],"shard":{"index":2,"count":3},"counts""#), text)
        XCTAssertEqual(try ResultsJSON.decode(Data(text.utf8)).shard, Shard(index: 2, count: 3))
    }

    func testAShardIsNeverReadOutOfAVersion2CommandLine() throws {
        let text =
            #"{"format":"filmstrip-results","version":2,"command":["filmstrip","test","--shard","1/2"],"scenes":[]}"#
        XCTAssertNil(try ResultsJSON.decode(Data(text.utf8)).shard)
    }

    func testAVersion1FileStillSaysWhichShardItIs() throws {
        for command in [#"["filmstrip","test","--shard","2/4"]"#, #"["filmstrip","test","--shard=2/4"]"#] {
            let text = #"{"format":"filmstrip-results","version":1,"command":"# + command + #","scenes":[]}"#
            XCTAssertEqual(try ResultsJSON.decode(Data(text.utf8)).shard, Shard(index: 2, count: 4), command)
        }
        let unsharded = #"{"format":"filmstrip-results","version":1,"command":["filmstrip","test"],"scenes":[]}"#
        XCTAssertNil(try ResultsJSON.decode(Data(unsharded.utf8)).shard)
    }

    func testAShardOutsideOneToNIsMalformedNotATrap() {
        for shard in [#"{"index":0,"count":2}"#, #"{"index":3,"count":2}"#, #"{"index":1,"count":0}"#] {
            let text = #"{"format":"filmstrip-results","version":2,"command":[],"shard":"# + shard + #","scenes":[]}"#
            XCTAssertThrowsError(try ResultsJSON.decode(Data(text.utf8)), shard) { error in
                XCTAssertTrue("\(error)".contains("malformed results"), "\(error)")
            }
        }
        let newer = #"{"format":"filmstrip-results","version":3,"command":[],"scenes":[]}"#
        XCTAssertThrowsError(try ResultsJSON.decode(Data(newer.utf8))) { error in
            XCTAssertEqual("\(error)", "results version 3, expected 1 to 2")
        }
    }

    func testWriteThenReadRebasesPathsOntoAnotherFolder() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("report-json-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let shard = root.appendingPathComponent("shard-1")
        try FileManager.default.createDirectory(at: shard, withIntermediateDirectories: true)
        let url = shard.appendingPathComponent("results.json")
        try ResultsJSON.write(SampleSuite.make(), to: url)

        XCTAssertEqual(try ResultsJSON.read(from: url), SampleSuite.make())
        let merged = try ResultsJSON.read(from: url, relativeTo: root.appendingPathComponent("merged"))
        let check = merged.scenes[0].checks[1]
        XCTAssertEqual(check.actual, "../shard-1/actual/slider/scrolled.png")
        XCTAssertEqual(merged.scenes[0].checks[2].sequence?.frames[1].diff, "../shard-1/diff/fling/frame-0001.png")
        XCTAssertEqual(try ResultsJSON.read(from: url, relativeTo: shard), SampleSuite.make())
        XCTAssertEqual(
            try ResultsJSON.read(from: url, relativeTo: shard.appendingPathComponent("actual"))
                .scenes[0].checks[1].actual, "slider/scrolled.png")
    }

    /// A results file of millions of unknown members (ignored by the decoder, so once accepted whole) stops at the
    /// first member past the limit while it is read; nothing after that point (a syntax error here) is read.
    func testAMemberBombStopsAtTheLimitWhileRead() {
        let head = #"{"format":"filmstrip-results","version":1,"command":[],"scenes":[]"#
        let bomb = head + (0..<1_000).map { #","u\#($0)":0"# }.joined() + ",oops}"
        XCTAssertThrowsError(try ResultsJSON.decode(Data(bomb.utf8))) { error in
            XCTAssertEqual(
                (error as? ResultsJSONError)?.description,
                "more than 1000 members in one object (a results file's limit); not read past line 1, column 8922")
        }
        let check =
            #"{"format":"filmstrip-results","version":1,"command":[],"scenes":[{"path":"a","name":"a","checks":[{"#
        let nested = check + (0...1_000).map { #""u\#($0)":0"# }.joined(separator: ",") + "}]}]}"
        XCTAssertThrowsError(try ResultsJSON.decode(Data(nested.utf8))) { error in
            XCTAssertTrue(
                (error as? ResultsJSONError)?.description.hasPrefix(
                    #"field "scenes[0].checks[0]": more than 1000 members in one object"#) == true, "\(error)")
        }
    }

    func testRejectsOtherJSONAndMissingFiles() {
        XCTAssertThrowsError(try ResultsJSON.decode(Data(#"{"fps":60,"frames":[]}"#.utf8))) { error in
            XCTAssertTrue((error as? ResultsJSONError)?.description.hasPrefix("not JSON results") == true, "\(error)")
        }
        XCTAssertThrowsError(
            try ResultsJSON.decode(
                Data(#"{"format":"filmstrip-results","version":1,"command":[],"scenes":[{"path":"a"}]}"#.utf8))
        ) { error in
            XCTAssertEqual(
                (error as? ResultsJSONError)?.description, #"malformed results: missing "name" at .scenes[0]"#)
        }
        XCTAssertThrowsError(try ResultsJSON.read(from: URL(fileURLWithPath: "/nonexistent/results.json"))) { error in
            XCTAssertEqual(
                error as? ResultsJSONError,
                .unreadable("/nonexistent/results.json", reason: "No such file or directory"))
        }
    }
}
