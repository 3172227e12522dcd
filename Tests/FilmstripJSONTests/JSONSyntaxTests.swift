import FilmstripJSON
import Foundation
import XCTest

/// The strict JSON check scene files go through: RFC 8259 only, with the first problem's line and column.
final class JSONSyntaxTests: XCTestCase {
    private func problem(_ text: String) -> String? {
        do {
            try JSONSyntax.validate(Array(text.utf8))
            return nil
        } catch {
            return error.description
        }
    }

    func testValidDocumentsPass() {
        for text in [
            #"{}"#, #"[]"#, #"{"a": [1, -2.5e3, 0, true, false, null, "x\n\u00e9"], "b": {"c": {}}}"#, " 3 ",
            "\u{FEFF}{}", #"{"a":"é 日本"}"#,
        ] {
            XCTAssertNil(problem(text), text)
        }
    }

    /// A bomb of members stops at the first value past the limit, where it stands (byte offset, line, column).
    func testValuesPastTheLimitStopTheCheckThere() throws {
        let text = #"{"a": 1, "b": [2, 3], "c": 4}"#
        XCTAssertNoThrow(try JSONSyntax.validate(Array(text.utf8), maximumValues: 6))
        XCTAssertThrowsError(try JSONSyntax.validate(Array(text.utf8), maximumValues: 5)) { error in
            let syntax = error as? JSONSyntaxError
            XCTAssertEqual(syntax?.offset, 27)
            XCTAssertEqual(syntax?.description, "line 1, column 28: more than 5 values")
        }
    }

    /// Each limit stops the reading at the first member, element or value past it, and names the value it stopped
    /// in (for a container over its count, the container), so a caller can name the field.
    func testEachLimitStopsAtTheFirstValuePastItAndNamesWhere() {
        func stop(_ text: String, _ limits: JSONLimits) -> JSONSyntaxError? {
            do {
                try JSONSyntax.validate(Array(text.utf8), limits: limits)
                return nil
            } catch {
                return error
            }
        }
        let members = stop(#"{"a": 1, "b": {"c": 2, "d": 3, "e": 4}}"#, JSONLimits(maximumMembers: 2))
        XCTAssertEqual(members?.description, "line 1, column 32: more than 2 members in one object")
        XCTAssertEqual(members?.path, [.member("b")])
        XCTAssertEqual(members?.exceedsLimit, true)
        let top = stop(#"{"a": 1, "b": 2, "c": 3}"#, JSONLimits(maximumMembers: 2))
        XCTAssertEqual(top?.offset, 17)
        XCTAssertEqual(top?.path, [])
        let elements = stop(#"{"x": [{"tags": [1, 2, 3]}]}"#, JSONLimits(maximumElements: 2))
        XCTAssertEqual(elements?.description, "line 1, column 24: more than 2 elements in one array")
        XCTAssertEqual(elements.map { JSONPathComponent.describe($0.path) }, "x[0].tags")
        let values = stop(#"{"a": [1, {"b\u0063": 2}]}"#, JSONLimits(maximumValues: 4))
        XCTAssertEqual(values.map { JSONPathComponent.describe($0.path) }, "a[1].bc")
        XCTAssertEqual(values?.reason, "more than 4 values")
        XCTAssertNil(
            stop(#"{"a": 1, "b": [2, 3]}"#, JSONLimits(maximumValues: 5, maximumMembers: 2, maximumElements: 2)))
        XCTAssertEqual(
            stop("[[[1]]]", JSONLimits(maximumDepth: 2))?.description,
            "line 1, column 3: nested more than 2 levels deep")
        XCTAssertEqual(stop("[1 x", JSONLimits())?.exceedsLimit, false)
    }

    /// A limit is met before anything past it is read: bytes after it, even ones that are not UTF-8, are never
    /// looked at (a whole-file pass first would cost a bomb's full size before the limit).
    func testNothingPastALimitIsRead() {
        let text = Array("[1, 2, 3, \"".utf8) + [0xC3, 0x28] + Array("\"]".utf8)
        XCTAssertThrowsError(try JSONSyntax.validate(text, limits: JSONLimits(maximumElements: 2))) { error in
            XCTAssertEqual(
                (error as? JSONSyntaxError)?.description, "line 1, column 8: more than 2 elements in one array")
        }
        XCTAssertThrowsError(try JSONSyntax.validate(text)) { error in
            XCTAssertEqual(
                (error as? JSONSyntaxError)?.description, "line 1, column 12: bytes that are not valid UTF-8")
        }
    }

    /// Outside strings JSON is ASCII: a byte that is not starts either bad UTF-8 (named so) or a stray character.
    func testNonASCIIOutsideStringsIsNamed() {
        XCTAssertEqual(
            problem("[1, \u{e9}]"), "line 1, column 5: unexpected character \"\\u{00E9}\" where a value was expected")
        XCTAssertEqual(
            try? { () throws -> String? in
                do {
                    try JSONSyntax.validate(Array("[1".utf8) + [0xFF] + Array("]".utf8))
                    return nil
                } catch { return "\(error)" }
            }(), "line 1, column 3: bytes that are not valid UTF-8")
        for bad: [UInt8] in [
            [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], [0xF0, 0x9F, 0x98],
        ] {
            XCTAssertThrowsError(try JSONSyntax.validate([0x22] + bad + [0x22]), "\(bad)")
        }
        XCTAssertNoThrow(try JSONSyntax.validate([0x22, 0xF0, 0x9F, 0x98, 0x80, 0xEF, 0xBF, 0xBF, 0x22]))
    }

    /// The native count that results files go through stops where the full check's limits do, whatever strings
    /// hold (brackets, commas, colons and escaped quotes inside them count for nothing), and names the same place.
    func testTheNativeCountAgreesWithTheFullCheck() {
        let documents = [
            #"{"a": [1, {"b": "x\"],{:"}], "c": "}\\", "d": [[], {}, [true, null]]}"#,
            #"[1, [2, [3, [4]]], {"k": {"l": {}}}, "[{", -1.5e3]"#,
            #"{ "a" : 1 , "b" : [ 1 , 2 , 3 ] , "c" : { "d" : [ ] } }"#,
        ]
        for text in documents {
            let bytes = Array(text.utf8)
            for maximum in 0...8 {
                for limits in [
                    JSONLimits(maximumValues: maximum), JSONLimits(maximumMembers: maximum),
                    JSONLimits(maximumElements: maximum), JSONLimits(maximumDepth: maximum),
                ] {
                    func outcome(_ check: () throws -> Void) -> String? {
                        do {
                            try check()
                            return nil
                        } catch {
                            return "\(error)"
                        }
                    }
                    let full = outcome { try JSONSyntax.validate(bytes, limits: limits) }
                    let native = outcome {
                        try bytes.withUnsafeBufferPointer { try JSONSyntax.checkLimits($0, limits: limits) }
                    }
                    XCTAssertEqual(native, full, "\(text) \(limits)")
                }
            }
        }
        XCTAssertNoThrow(
            try Array("[1 2 3,".utf8).withUnsafeBufferPointer {
                try JSONSyntax.checkLimits($0, limits: JSONLimits(maximumValues: 10))
            }, "grammar is the parser's")
    }

    /// The names an object's top level has, for telling what kind of file it is without a parser's tree.
    func testTopLevelMemberNames() throws {
        XCTAssertEqual(try JSONSyntax.topLevelMemberNames(Array(#"{"a": {"b": 1}, "c": []}"#.utf8)), ["a", "c"])
        XCTAssertEqual(try JSONSyntax.topLevelMemberNames(Array("[1]".utf8)), [])
    }

    func testTrailingCommasAreRefusedWhereTheyStand() {
        XCTAssertEqual(problem("{\n  \"a\": [1, 2,],\n}"), #"line 2, column 13: a trailing comma before "]""#)
        XCTAssertEqual(problem("{\"a\": 1,\n}"), #"line 1, column 8: a trailing comma before "}""#)
    }

    /// A member name is compared as the decoder will look it up: escapes decoded, and as Swift compares strings
    /// (Foundation's decoder keys a dictionary by `String`), so no spelling of a repeated key slips past.
    func testARepeatedKeyIsFoundHoweverItIsSpelled() {
        XCTAssertEqual(
            problem(#"{"width": 1, "widt\u0068": 2}"#), #"line 1, column 14: the member widt\u0068 appears twice"#)
        XCTAssertEqual(
            problem(#"{"a\"b": 1, "a\u0022b": 2}"#), #"line 1, column 13: the member a\u0022b appears twice"#)
        XCTAssertEqual(problem(#"{"\ud83d\ude00": 1, "😀": 2}"#), "line 1, column 21: the member 😀 appears twice")
        XCTAssertEqual(problem(#"{"é": 1, "e\u0301": 2}"#), #"line 1, column 10: the member e\u0301 appears twice"#)
        XCTAssertNil(problem(#"{"a\nb": 1, "a\\nb": 2, "a/b": 3, "a\/c": 4}"#))
        XCTAssertNil(problem(#"[{"a": 1}, {"a": 2}]"#), "keys are unique per object")
    }

    func testErrorsNameLineAndColumn() {
        XCTAssertEqual(
            problem("{\n  \"a\": 1,\n  \"b\": \n}"),
            "line 4, column 1: unexpected character \"}\" where a value was expected")
        XCTAssertEqual(problem("{\"a\" 1}"), #"line 1, column 6: expected ":" after the member name"#)
        XCTAssertEqual(problem("{\"a\": 1} x"), "line 1, column 10: unexpected text after the JSON value")
        XCTAssertEqual(problem("{\"a\": 01}"), #"line 1, column 8: expected "," or "}" in the object"#)
        XCTAssertEqual(problem("{\"a\": \"x"), "line 1, column 7: a string that never ends")
        XCTAssertEqual(problem("[1 // no comments\n]"), #"line 1, column 4: expected "," or "]" in the array"#)
        XCTAssertEqual(
            problem("{\"a\": NaN}"), "line 1, column 7: unexpected character \"N\" where a value was expected")
        XCTAssertEqual(
            problem("[\"tab\there\"]"), "line 1, column 6: a control character in a string (write it escaped, e.g. \\n)"
        )
        XCTAssertEqual(problem("{\"a\": 1, \"a\": 2}"), "line 1, column 10: the member a appears twice")
        XCTAssertEqual(problem(""), "line 1, column 1: the text ends where a value was expected")
        XCTAssertEqual(problem("[1, 2"), "line 1, column 6: the text ends inside an unclosed array")
    }

    func testInvalidUTF8AndDeepNestingAreRefused() {
        XCTAssertEqual(
            try? { () throws -> String? in
                do {
                    try JSONSyntax.validate(Array("{\"a\": \"".utf8) + [0xC3, 0x28] + Array("\"}".utf8))
                    return nil
                } catch { return "\(error)" }
            }(), "line 1, column 8: bytes that are not valid UTF-8")
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        XCTAssertEqual(problem(deep), "line 1, column 257: nested more than 256 levels deep")
    }
}
