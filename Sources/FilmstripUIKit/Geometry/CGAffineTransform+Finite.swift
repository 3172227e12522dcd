extension CGAffineTransform {
    /// Whether every coefficient is finite.
    var isFinite: Bool { [a, b, c, d, tx, ty].allSatisfy(\.isFinite) }
}
