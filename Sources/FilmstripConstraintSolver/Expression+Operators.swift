// Arithmetic that builds expressions. Variables and numbers meet expressions through these overloads only, so
// that `2 * x + y - 10` type-checks quickly and means what it says.

extension Expression {
    /// The sum of two expressions.
    public static func + (lhs: Expression, rhs: Expression) -> Expression {
        Expression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    /// The difference of two expressions.
    public static func - (lhs: Expression, rhs: Expression) -> Expression {
        lhs + rhs.scaled(by: -1)
    }

    /// The negated expression.
    public static prefix func - (operand: Expression) -> Expression {
        operand.scaled(by: -1)
    }

    /// The expression plus a number.
    public static func + (lhs: Expression, rhs: Double) -> Expression {
        Expression(terms: lhs.terms, constant: lhs.constant + rhs)
    }

    /// The expression minus a number.
    public static func - (lhs: Expression, rhs: Double) -> Expression {
        lhs + -rhs
    }

    /// A number plus the expression.
    public static func + (lhs: Double, rhs: Expression) -> Expression {
        rhs + lhs
    }

    /// A number minus the expression.
    public static func - (lhs: Double, rhs: Expression) -> Expression {
        -rhs + lhs
    }

    /// The expression times a number.
    public static func * (lhs: Expression, rhs: Double) -> Expression {
        lhs.scaled(by: rhs)
    }

    /// A number times the expression.
    public static func * (lhs: Double, rhs: Expression) -> Expression {
        rhs.scaled(by: lhs)
    }

    /// The expression divided by a number (a linear expression can only be divided by a constant).
    public static func / (lhs: Expression, rhs: Double) -> Expression {
        lhs.scaled(by: 1 / rhs)
    }

    /// The expression plus a variable.
    public static func + (lhs: Expression, rhs: Variable) -> Expression {
        lhs + Expression(rhs)
    }

    /// The expression minus a variable.
    public static func - (lhs: Expression, rhs: Variable) -> Expression {
        lhs - Expression(rhs)
    }
}

extension Variable {
    /// The sum of two variables.
    public static func + (lhs: Variable, rhs: Variable) -> Expression {
        Expression(lhs) + Expression(rhs)
    }

    /// The difference of two variables.
    public static func - (lhs: Variable, rhs: Variable) -> Expression {
        Expression(lhs) - Expression(rhs)
    }

    /// A variable plus an expression.
    public static func + (lhs: Variable, rhs: Expression) -> Expression {
        Expression(lhs) + rhs
    }

    /// A variable minus an expression.
    public static func - (lhs: Variable, rhs: Expression) -> Expression {
        Expression(lhs) - rhs
    }

    /// The variable plus a number.
    public static func + (lhs: Variable, rhs: Double) -> Expression {
        Expression(lhs) + rhs
    }

    /// The variable minus a number.
    public static func - (lhs: Variable, rhs: Double) -> Expression {
        Expression(lhs) - rhs
    }

    /// The variable times a number.
    public static func * (lhs: Variable, rhs: Double) -> Expression {
        Expression(lhs) * rhs
    }

    /// A number times the variable.
    public static func * (lhs: Double, rhs: Variable) -> Expression {
        Expression(rhs) * lhs
    }

    /// The variable divided by a number.
    public static func / (lhs: Variable, rhs: Double) -> Expression {
        Expression(lhs) / rhs
    }

    /// The negated variable.
    public static prefix func - (operand: Variable) -> Expression {
        -Expression(operand)
    }
}
