/// One of the traits a `UITraitCollection` holds, which can be read from two collections to see whether it changed.
protocol SystemTraitDefinition: UITraitDefinition where Value: Equatable {
    /// The trait's value in `traits`.
    static func value(in traits: UITraitCollection) -> Value
}

extension SystemTraitDefinition {
    /// Whether the trait's value differs between the collections.
    static func differs(_ previous: UITraitCollection, _ current: UITraitCollection) -> Bool {
        value(in: previous) != value(in: current)
    }
}
