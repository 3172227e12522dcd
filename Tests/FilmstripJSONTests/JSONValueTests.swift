import FilmstripJSON
import XCTest

final class JSONValueTests: XCTestCase {
    func testNestingPlacesCommasAndColonsAndKeepsKeyOrder() {
        let value = JSONValue.object([
            ("z", .array([.object([]), .array([]), .int(-3)])),
            ("b", .number(0.5)), ("a", .string("x")), ("d", .numbers([])), ("e", .bool(true)), ("f", .null),
        ])
        XCTAssertEqual(value.serialized(), #"{"z":[{},[],-3],"b":0.5,"a":"x","d":[],"e":true,"f":null}"#)
    }

    func testStringEscaping() {
        XCTAssertEqual(
            JSONValue.string("q\"b\\n\nr\rt\t\u{08}\u{0C}\u{01}\u{1F}é😀/").serialized(),
            #""q\"b\\n\nr\rt\t\b\f\u0001\u001fé😀/""#)
    }

    func testNumbers() {
        let cases: [(Double, String)] = [
            (0, "0"), (-0.0, "0"), (131, "131"), (-131, "-131"), (0.1, "0.1"), (1.01171875, "1.01171875"),
            (1e-5, "1e-05"), (1e15, "1000000000000000"), (Double(9_007_199_254_740_993 as Int64), "9007199254740992"),
            (1e16, "1e+16"),
            (-2.5e300, "-2.5e+300"), (1.0 / 3, "0.3333333333333333"), (.nan, "null"), (.infinity, "null"),
            (-.infinity, "null"),
        ]
        for (value, expected) in cases {
            XCTAssertEqual(JSONValue.format(value), expected, "\(value)")
        }
    }

    /// The shortest form reads back to the same Double, for arbitrary bit patterns.
    func testNumbersRoundTrip() {
        var state: UInt64 = 42
        for _ in 0..<10_000 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            let value = Double(bitPattern: z ^ (z >> 31))
            guard value.isFinite else { continue }
            XCTAssertEqual(Double(JSONValue.format(value)), value == 0 ? 0 : value)
        }
    }
}
