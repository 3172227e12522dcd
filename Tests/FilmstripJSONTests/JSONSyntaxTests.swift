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
