/// How a path is drawn, as Core Graphics names it: filled by a rule, stroked, or both.
public enum CGPathDrawingMode: Int32, Sendable {
    /// Filled by the nonzero winding rule.
    case fill = 0
    /// Filled by the even-odd rule.
    case eoFill = 1
    /// Stroked.
    case stroke = 2
    /// Filled by the nonzero winding rule, then stroked.
    case fillStroke = 3
    /// Filled by the even-odd rule, then stroked.
    case eoFillStroke = 4
}
