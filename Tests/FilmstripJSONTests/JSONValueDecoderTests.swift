import FilmstripJSON
import Foundation
import XCTest

/// A value kept as parsed JSON reads into a `Decodable` exactly as `JSONDecoder` would read its text.
final class JSONValueDecoderTests: XCTestCase {
    private struct Sample: Decodable, Equatable {
        var name: String
        var count: Int
        var ratio: Double
        var on: Bool
        var tags: [String]
        var inner: [String: Int]
        var missing: Int?
    }

    private let text = #"{"name": "a", "count": 3, "ratio": 0.5, "on": true, "tags": ["x", "y"], "inner": {"k": 1}}"#

    func testReadsWhatJSONDecoderReadsFromTheText() throws {
        let value = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
        let fromValue = try Sample(from: JSONValueDecoder(value))
        let fromText = try JSONDecoder().decode(Sample.self, from: Data(text.utf8))
        XCTAssertEqual(fromValue, fromText)
        XCTAssertEqual(fromValue.tags, ["x", "y"])
        XCTAssertNil(fromValue.missing)
    }

    func testRefusesWhatJSONDecoderRefuses() throws {
        for bad in [
            #"{"name": 1, "count": 3, "ratio": 0.5, "on": true, "tags": [], "inner": {}}"#,
            #"{"name": "a", "count": 2.5, "ratio": 0.5, "on": true, "tags": [], "inner": {}}"#,
            #"{"name": "a", "count": 3, "ratio": "half", "on": true, "tags": [], "inner": {}}"#,
            #"{"name": "a", "count": 3, "ratio": 0.5, "on": 1, "tags": [], "inner": {}}"#,
            #"{"name": "a", "count": 3, "ratio": 0.5, "on": true, "tags": "x", "inner": {}}"#,
            #"{"name": "a", "count": 3, "ratio": 0.5, "on": true, "tags": [], "inner": []}"#,
            #"{"count": 3, "ratio": 0.5, "on": true, "tags": [], "inner": {}}"#,
        ] {
            let value = try JSONDecoder().decode(JSONValue.self, from: Data(bad.utf8))
            XCTAssertThrowsError(try JSONDecoder().decode(Sample.self, from: Data(bad.utf8)), bad)
            XCTAssertThrowsError(try Sample(from: JSONValueDecoder(value)), bad)
        }
    }

    func testUserInfoReachesNestedDecoders() throws {
        struct Inner: Decodable {
            var seen: String?
            init(from decoder: any Decoder) throws {
                seen = decoder.userInfo[CodingUserInfoKey(rawValue: "k")!] as? String
            }
        }
        struct Outer: Decodable { var inner: [Inner] }
        let value = JSONValue.object([("inner", .array([.object([])]))])
        let outer = try Outer(from: JSONValueDecoder(value, userInfo: [CodingUserInfoKey(rawValue: "k")!: "v"]))
        XCTAssertEqual(outer.inner.first?.seen, "v")
    }
}
