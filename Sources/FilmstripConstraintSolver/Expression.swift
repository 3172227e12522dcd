/// A linear expression: a sum of terms plus a constant, such as `2·width + 8`.
///
/// Terms are kept as written (a variable may appear twice); the solver adds them up. Build expressions with the
/// arithmetic operators (`+`, `-`, `*` and `/` by a number), which accept variables, expressions and numbers.
public struct Expression: Hashable, Sendable, CustomStringConvertible {
    /// The summands that depend on variables, in the order they were written.
    public var terms: [Term]
    /// The summand that depends on no variable.
    public var constant: Double

    /// Creates `terms + constant`.
    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Creates the expression that is just `variable`.
    public init(_ variable: Variable) {
        self.init(terms: [Term(variable)])
    }

    /// Creates the expression that is just `constant`.
    public init(_ constant: Double) {
        self.init(constant: constant)
    }

    /// The expression multiplied by `factor`.
    public func scaled(by factor: Double) -> Expression {
        Expression(
            terms: terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }

    /// Reads like algebra: `2*x + y - 10`.
    public var description: String {
        var text = ""
        for term in terms {
            let magnitude = abs(term.coefficient)
            let sign = term.coefficient < 0 ? "-" : "+"
            let factor = magnitude == 1 ? "" : "\(Self.format(magnitude))*"
            text += text.isEmpty ? (sign == "-" ? "-" : "") : " \(sign) "
            text += factor + term.variable.name
        }
        if text.isEmpty {
            return Self.format(constant)
        }
        if constant != 0 {
            text += constant < 0 ? " - \(Self.format(-constant))" : " + \(Self.format(constant))"
        }
        return text
    }

    /// Whole numbers without a fractional part, others as Swift prints them.
    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
