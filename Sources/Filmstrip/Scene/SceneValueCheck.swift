import FilmstripImage
import FilmstripLayout
import Foundation

/// The checks a scene field's value gets and the words of their errors, in one place: a file's field is checked
/// here once `SceneFields` has its JSON type, and a scene description's values (from a file or a front end's flags)
/// when the scene is built, so a value is refused in the same words wherever it came from.
package enum SceneValueCheck {
    /// Longest string a field may hold; longer values are refused without being echoed whole.
    package static let maximumStringLength = 4096
    /// Largest view dimension, in points: far beyond any screen, small enough that the canvas size cannot overflow.
    package static let maximumLength = 100_000.0

    /// A finite number within `range`.
    package static func number(_ value: Double, in range: ClosedRange<Double>, at path: SceneFieldPath) throws
        -> Double
    {
        try finite(value, at: path)
        guard range.contains(value) else {
            throw SceneError.field(
                path,
                problem:
                    "must be a number from \(format(range.lowerBound)) to \(format(range.upperBound)), got \(format(value))"
            )
        }
        return value
    }

    /// A finite number more than 0 and at most `maximum`.
    package static func positive(_ value: Double, maximum: Double = maximumLength, at path: SceneFieldPath) throws
        -> Double
    {
        try finite(value, at: path)
        guard value > 0, value <= maximum else {
            throw SceneError.field(
                path, problem: "must be more than 0 and at most \(format(maximum)), got \(format(value))")
        }
        return value
    }

    /// A whole number within `range`.
    package static func integer(_ value: Int, in range: ClosedRange<Int>, at path: SceneFieldPath) throws -> Int {
        guard range.contains(value) else {
            throw SceneError.field(
                path, problem: "must be from \(range.lowerBound) to \(range.upperBound), got \(value)")
        }
        return value
    }

    /// A string of at most `maximumStringLength` bytes.
    package static func string(_ value: String, at path: SceneFieldPath) throws -> String {
        guard value.utf8.count <= maximumStringLength else {
            throw SceneError.field(
                path, problem: "is \(value.utf8.count) bytes long, more than the \(maximumStringLength) allowed")
        }
        return value
    }

    /// At most `maximumCount` strings, each at most `maximumStringLength` bytes (a longer one named by its index).
    package static func strings(_ values: [String], maximumCount: Int, at path: SceneFieldPath) throws -> [String] {
        guard values.count <= maximumCount else {
            throw SceneError.field(path, problem: "has \(values.count) entries, more than the \(maximumCount) allowed")
        }
        if let long = values.firstIndex(where: { $0.utf8.count > maximumStringLength }) {
            throw SceneError.field(
                path.appending(index: long), problem: "is more than \(maximumStringLength) bytes long")
        }
        return values
    }

    /// One of an enumeration's raw values.
    package static func choice<Choice: RawRepresentable & CaseIterable>(
        _ text: String, _ type: Choice.Type, at path: SceneFieldPath
    ) throws -> Choice where Choice.RawValue == String {
        guard let value = Choice(rawValue: try string(text, at: path)) else {
            throw SceneError.field(
                path, problem: "must be \(oneOf(Choice.allCases.map(\.rawValue))), got \(quoted(text))")
        }
        return value
    }

    /// `#RRGGBB` or `#RRGGBBAA`.
    package static func color(_ text: String, at path: SceneFieldPath) throws -> RGBA {
        guard let color = RGBA(hex: try string(text, at: path)) else {
            throw SceneError.field(path, problem: "must be #RRGGBB or #RRGGBBAA, got \(quoted(text))")
        }
        return color
    }

    /// `"WxH"` in points, each side more than 0 and at most `maximumLength`.
    package static func size(_ text: String, at path: SceneFieldPath) throws -> Size {
        let parts = try string(text, at: path).lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w > 0, h > 0,
            w <= maximumLength, h <= maximumLength
        else {
            throw SceneError.field(
                path,
                problem:
                    "must be WxH in points, each more than 0 and at most \(format(maximumLength)), got \(quoted(text))")
        }
        return Size(width: w, height: h)
    }

    /// `WxH` in whole pixels from 1 to 1000000: the size of a real image.
    package static func pixelSize(_ text: String, at path: SceneFieldPath) throws -> PixelSize {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), (1...1_000_000).contains(w),
            (1...1_000_000).contains(h)
        else {
            throw SceneError.field(
                path, problem: "must be WxH in whole pixels from 1 to 1000000, got \(quoted(text))")
        }
        return PixelSize(width: w, height: h)
    }

    /// JSON has no NaN or infinity, but a front end's flag can give one: refused by name.
    private static func finite(_ value: Double, at path: SceneFieldPath) throws {
        guard value.isFinite else { throw SceneError.field(path, problem: "must be a finite number, got \(value)") }
    }

    /// A value for a message: quoted, and cut short so a huge value is not echoed whole.
    package static func quoted(_ text: String) -> String {
        let limit = 40
        return text.count <= limit ? "\"\(text)\"" : "\"\(text.prefix(limit))…\" (\(text.utf8.count) bytes)"
    }

    /// `names` as an error message lists the choices: the name alone, or "one of a, b, c".
    package static func oneOf(_ names: [String]) -> String {
        names.count == 1 ? names[0] : "one of " + names.joined(separator: ", ")
    }

    /// A number as a message shows it: whole numbers without a fraction.
    package static func format(_ value: Double) -> String {
        value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }
}

extension SceneValueCheck {
    /// What an offset field holds: two numbers, each within `range`.
    package static func offsetExpectation(in range: ClosedRange<Double>) -> String {
        "X,Y or a list of two numbers, each from \(format(range.lowerBound)) to \(format(range.upperBound))"
    }

    /// An offset in points written `"X,Y"`, each number within `range`.
    package static func offset(_ text: String, in range: ClosedRange<Double>, at path: SceneFieldPath) throws -> Size {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        let numbers = parts.compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, numbers.count == 2 else {
            throw SceneError.field(path, problem: "must be \(offsetExpectation(in: range)), got \(quoted(text))")
        }
        return try offset(Size(width: numbers[0], height: numbers[1]), in: range, at: path, given: quoted(text))
    }

    /// An offset in points, each of its numbers within `range`; `given` is the value as its source wrote it.
    package static func offset(
        _ offset: Size, in range: ClosedRange<Double>, at path: SceneFieldPath, given: String? = nil
    ) throws -> Size {
        guard [offset.width, offset.height].allSatisfy({ $0.isFinite && range.contains($0) }) else {
            let shown = given ?? "\(format(offset.width)),\(format(offset.height))"
            throw SceneError.field(path, problem: "must be \(offsetExpectation(in: range)), got \(shown)")
        }
        return offset
    }
}
