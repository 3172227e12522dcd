/// An object whose trait changes can be heard by registering for the traits that matter (iOS 17's replacement for
/// overriding `traitCollectionDidChange(_:)`): views and view controllers. A registration is called, with the object
/// and the traits it had, each time one of its traits changes, as `traitCollectionDidChange(_:)` is.
public protocol UITraitChangeObservable {
    /// Calls `handler` with the object and its previous traits when one of `traits` changes.
    @discardableResult
    func registerForTraitChanges<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration
    /// Sends `action` to `target`, with the object and its previous traits, when one of `traits` changes.
    @discardableResult
    func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration
    /// Sends `action` to the object itself, with the object and its previous traits, when one of `traits` changes.
    @discardableResult
    func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration
    /// Stops the registration.
    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

extension UITraitChangeObservable where Self: UITraitEnvironment {
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        register(traits) { environment, previous in
            guard let typed = environment as? Environment else { return }
            handler(typed, previous)
        }
    }

    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector)
        -> any UITraitChangeRegistration
    {
        let object = target as AnyObject
        return register(traits) { [weak object] environment, previous in
            guard let object else { return }
            action.send(to: object, with: [environment, previous])
        }
    }

    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        register(traits) { environment, previous in action.send(to: environment, with: [environment, previous]) }
    }

    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        TraitChangeRegistry.shared.remove(registration, from: self)
    }

    private func register(
        _ traits: [UITrait], deliver: @escaping (any UITraitEnvironment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        let observation = TraitChangeObservation(traits: traits, deliver: deliver)
        TraitChangeRegistry.shared.add(observation, to: self)
        return observation
    }
}

extension UIView: UITraitChangeObservable {}
extension UIViewController: UITraitChangeObservable {}
