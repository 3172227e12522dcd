/// One `registerForTraitChanges` registration: the traits it watches and what it calls when one of them changes.
final class TraitChangeObservation: UITraitChangeRegistration {
    /// The traits watched; a trait FilmstripUIKit's collections do not hold never changes.
    let traits: [UITrait]
    /// Called with the environment and the traits it had.
    let deliver: (any UITraitEnvironment, UITraitCollection) -> Void

    init(traits: [UITrait], deliver: @escaping (any UITraitEnvironment, UITraitCollection) -> Void) {
        self.traits = traits
        self.deliver = deliver
    }

    /// Whether one of the watched traits differs between the collections.
    func isAffected(from previous: UITraitCollection, to current: UITraitCollection) -> Bool {
        traits.contains { trait in
            (trait as? any SystemTraitDefinition.Type)?.differs(previous, current) ?? false
        }
    }
}
