/// The text of a log message with its values, as the compiler builds it from `"...\(value, privacy: .public)..."`.
/// Each value is formatted as it is appended, also for a level that is not written; Apple's log formats later. A
/// log call's arguments should have no side effects on either system.
public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
    /// The message so far.
    var text = ""

    /// An empty message; the compiler calls this.
    public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity) }

    /// Appends the literal text between values.
    public mutating func appendLiteral(_ literal: String) { text += literal }

    /// Appends a string.
    public mutating func appendInterpolation(
        _ argumentString: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        text += align.padded(argumentString())
    }

    /// Appends a value's `description`.
    public mutating func appendInterpolation<T: CustomStringConvertible>(
        _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        text += align.padded(value().description)
    }

    /// Appends an integer in `format`.
    public mutating func appendInterpolation<T: FixedWidthInteger>(
        _ number: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        text += align.padded(format.formatted(number()))
    }

    /// Appends a `Double` in `format`.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        text += align.padded(format.formatted(number()))
    }

    /// Appends a `Float` in `format`.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Float, format: OSLogFloatFormatting = .fixed,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        text += align.padded(format.formatted(Double(number())))
    }

    /// Appends a `CGFloat` in `format`.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> CGFloat, format: OSLogFloatFormatting = .fixed,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        text += align.padded(format.formatted(Double(number())))
    }

    /// Appends a Boolean in `format`.
    public mutating func appendInterpolation(
        _ boolean: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth, privacy: OSLogPrivacy = .auto
    ) {
        text += format.formatted(boolean())
    }

    /// Appends an error's description.
    public mutating func appendInterpolation(
        _ error: @autoclosure @escaping () -> any Error, privacy: OSLogPrivacy = .auto
    ) {
        text += String(describing: error())
    }

    /// Appends a type's name.
    public mutating func appendInterpolation(
        _ value: @autoclosure @escaping () -> any Any.Type, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        text += align.padded(String(describing: value()))
    }
}
