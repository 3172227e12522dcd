/// A behaviour a dynamic animator applies to its items; subclasses say which (`UIAttachmentBehavior`).
open class UIDynamicBehavior: NSObject {
    /// The animator the behaviour was added to, or nil.
    open internal(set) weak var dynamicAnimator: UIDynamicAnimator?
    /// Behaviours added to this one, applied with it.
    open private(set) var childBehaviors: [UIDynamicBehavior] = []
    /// Called on iOS at every step of the simulation; Filmstrip runs no simulation, so it is kept and never called
    /// (UIKit choice `dynamicItemsAreDrawnAtRest`).
    open var action: (() -> Void)?

    /// A behaviour with no items.
    public override init() { super.init() }

    /// Adds `behavior` as a child of this one.
    open func addChildBehavior(_ behavior: UIDynamicBehavior) { childBehaviors.append(behavior) }

    /// Removes `behavior` from the children.
    open func removeChildBehavior(_ behavior: UIDynamicBehavior) { childBehaviors.removeAll { $0 === behavior } }

    /// Puts the behaviour's items where the behaviour rests; nothing for a plain behaviour.
    func settle() {
        for child in childBehaviors { child.settle() }
    }

    /// The items the behaviour (and its children) act on.
    var actedOnItems: [any UIDynamicItem] { childBehaviors.flatMap(\.actedOnItems) }
}
