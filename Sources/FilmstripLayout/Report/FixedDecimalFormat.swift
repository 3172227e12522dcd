/// Writes numbers with a fixed number of decimals for the readable layout table, without Foundation's
/// `String(format:)`: the layout module imports nothing.
package struct FixedDecimalFormat: Hashable, Sendable {
    /// Digits after the point, 0 to 9.
    package var decimals: Int
    /// Drop trailing zeros (and a bare point): `131` instead of `131.000`, for prose rather than columns.
    package var trimsZeros: Bool

    package init(decimals: Int, trimsZeros: Bool = false) {
        precondition((0...9).contains(decimals), "decimals must be 0 to 9")
        self.decimals = decimals
        self.trimsZeros = trimsZeros
    }

    /// `value` rounded half away from zero to `decimals` places. Values too large for exact decimals fall back to
    /// Swift's shortest form; NaN and infinities print as `nan`, `inf`, `-inf`.
    package func string(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        var unit: Int64 = 1
        for _ in 0..<decimals { unit *= 10 }
        let scaled = (abs(value) * Double(unit)).rounded(.toNearestOrAwayFromZero)
        guard scaled < 9e15 else { return "\(value)" }
        let count = Int64(scaled)
        let whole = count / unit
        var fraction = decimals == 0 ? "" : String(count % unit)
        fraction = String(repeating: "0", count: decimals - fraction.count) + fraction
        if trimsZeros {
            while fraction.hasSuffix("0") { fraction.removeLast() }
        }
        let sign = value < 0 && count != 0 ? "-" : ""
        return sign + String(whole) + (fraction.isEmpty ? "" : "." + fraction)
    }

    /// `string(value)` right-aligned in `width` characters.
    package func padded(_ value: Double, width: Int) -> String {
        let text = string(value)
        return String(repeating: " ", count: Swift.max(0, width - text.count)) + text
    }
}
