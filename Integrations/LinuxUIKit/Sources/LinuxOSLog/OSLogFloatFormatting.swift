/// How an interpolated floating-point number is written, as C's `%f`, `%e`, `%g` and `%a` write it.
public struct OSLogFloatFormatting: Sendable {
    /// The `printf` conversion: f, e, g or a.
    let conversion: Character
    /// The digits after the point; nil for the conversion's default (6).
    let precision: Int?
    /// Whether a positive number gets a `+`.
    let explicitPositiveSign: Bool
    /// Whether letters (the exponent's e, hexadecimal digits) are upper case.
    let uppercase: Bool

    /// Fixed point with 6 digits after it (`%f`).
    public static let fixed = fixed(precision: 6)
    /// Scientific notation (`%e`).
    public static let exponential = exponential(precision: 6)
    /// Fixed or scientific, whichever is shorter (`%g`).
    public static let hybrid = OSLogFloatFormatting(
        conversion: "g", precision: nil, explicitPositiveSign: false, uppercase: false)
    /// Hexadecimal (`%a`).
    public static let hex = OSLogFloatFormatting(
        conversion: "a", precision: nil, explicitPositiveSign: false, uppercase: false)

    /// Fixed point with `precision` digits after it.
    public static func fixed(
        precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false
    ) -> OSLogFloatFormatting {
        OSLogFloatFormatting(
            conversion: "f", precision: precision(), explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// Fixed point with 6 digits after it.
    public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        fixed(precision: 6, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// Scientific notation with `precision` digits after the point.
    public static func exponential(
        precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false
    ) -> OSLogFloatFormatting {
        OSLogFloatFormatting(
            conversion: "e", precision: precision(), explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// Scientific notation with 6 digits after the point.
    public static func exponential(explicitPositiveSign: Bool = false, uppercase: Bool = false)
        -> OSLogFloatFormatting
    {
        exponential(precision: 6, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// `number` written in this format (at most 100 digits after the point).
    func formatted(_ number: Double) -> String {
        let letter = uppercase ? String(conversion).uppercased() : String(conversion)
        let digits = precision.map { ".\(min(100, max(0, $0)))" } ?? ""
        return String(format: "%\(explicitPositiveSign ? "+" : "")\(digits)\(letter)", number)
    }
}
