/// How an interpolated integer is written: decimal, hexadecimal or octal.
public struct OSLogIntegerFormatting: Sendable {
    /// The radix: 10, 16 or 8.
    let radix: Int
    /// Whether a positive number gets a `+`.
    let explicitPositiveSign: Bool
    /// Whether hexadecimal gets `0x` and octal `0`.
    let includePrefix: Bool
    /// Whether hexadecimal digits are upper case.
    let uppercase: Bool
    /// The least number of digits, zero-padded (at most 1000).
    let minDigits: Int

    /// Decimal digits.
    public static let decimal = decimal(minDigits: 0)
    /// Hexadecimal digits, lower case, no prefix.
    public static let hex = hex(minDigits: 0)
    /// Octal digits, no prefix.
    public static let octal = octal(minDigits: 0)

    /// Decimal digits, at least `minDigits` of them.
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: @autoclosure () -> Int)
        -> OSLogIntegerFormatting
    {
        OSLogIntegerFormatting(
            radix: 10, explicitPositiveSign: explicitPositiveSign, includePrefix: false, uppercase: false,
            minDigits: minDigits())
    }

    /// Decimal digits.
    public static func decimal(explicitPositiveSign: Bool = false) -> OSLogIntegerFormatting {
        decimal(explicitPositiveSign: explicitPositiveSign, minDigits: 0)
    }

    /// Hexadecimal digits, at least `minDigits` of them.
    public static func hex(
        explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
        minDigits: @autoclosure () -> Int
    ) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(
            radix: 16, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
            uppercase: uppercase, minDigits: minDigits())
    }

    /// Hexadecimal digits.
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false)
        -> OSLogIntegerFormatting
    {
        hex(
            explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: 0
        )
    }

    /// Octal digits, at least `minDigits` of them.
    public static func octal(
        explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
        minDigits: @autoclosure () -> Int
    ) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(
            radix: 8, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
            uppercase: uppercase, minDigits: minDigits())
    }

    /// Octal digits.
    public static func octal(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false)
        -> OSLogIntegerFormatting
    {
        octal(
            explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: 0
        )
    }

    /// `number` written in this format.
    func formatted<T: FixedWidthInteger>(_ number: T) -> String {
        let digits = String(number.magnitude, radix: radix, uppercase: uppercase)
        let padded = String(repeating: "0", count: min(1000, max(0, minDigits - digits.count))) + digits
        let prefix = includePrefix ? (radix == 16 ? "0x" : radix == 8 ? "0" : "") : ""
        let sign = number < 0 ? "-" : explicitPositiveSign ? "+" : ""
        return sign + prefix + padded
    }
}
