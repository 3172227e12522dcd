/// A log message: a string literal with interpolated values, formatted as the message is made (`OSLogInterpolation`).
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
    /// The message's text and values.
    public let interpolation: OSLogInterpolation

    /// A message from an interpolated string literal.
    public init(stringInterpolation: OSLogInterpolation) { interpolation = stringInterpolation }

    /// A message from a plain string literal.
    public init(stringLiteral value: String) {
        var interpolation = OSLogInterpolation(literalCapacity: value.count, interpolationCount: 0)
        interpolation.appendLiteral(value)
        self.interpolation = interpolation
    }
}
