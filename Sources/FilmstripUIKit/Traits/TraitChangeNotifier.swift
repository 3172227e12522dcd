/// Tells the views of a subtree, and the view controllers that own them, that their traits changed, as UIKit does
/// when a window's device or a view controller's override for a child gives them other traits: each one whose
/// `traitCollection` differs after `change` hears `traitCollectionDidChange(_:)` with the traits it had, and its
/// `registerForTraitChanges` registrations for the traits that changed run.
enum TraitChangeNotifier {
    static func notifying(_ root: UIView, around change: () -> Void) {
        var before: [(UIView, UITraitCollection)] = []
        collect(root, into: &before)
        change()
        for (view, previous) in before where view.traitCollection != previous {
            view.traitCollectionDidChange(previous)
            TraitChangeRegistry.shared.deliver(to: view, previous: previous)
            guard let controller = view.owningViewController else { continue }
            controller.traitCollectionDidChange(previous)
            TraitChangeRegistry.shared.deliver(to: controller, previous: previous)
        }
    }

    /// Each view of the subtree, parents first, with its traits.
    private static func collect(_ view: UIView, into list: inout [(UIView, UITraitCollection)]) {
        list.append((view, view.traitCollection))
        for subview in view.subviews { collect(subview, into: &list) }
    }
}
