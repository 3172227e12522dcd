/// The collection view's (and, for decoration views, the layout's) registrations and reuse queues, as UIKit keeps
/// them: the class registered under each key, and the views that left the screen, waiting in a queue per key.
/// Dequeueing takes the view that joined its queue last (UIKit choice `reuseQueueHandsOutTheLastViewToLeave`)
/// and calls its `prepareForReuse()`; with none waiting it makes one of the registered class with `init(frame:)`.
/// Queues are arrays, never read in `Dictionary` order, so which view is reused does not change between processes.
final class ReusableViewPool {
    private var classes: [ReuseKey: AnyClass] = [:]
    private var queues: [ReuseKey: [UICollectionReusableView]] = [:]

    /// Registers `viewClass` under `key`; nil removes the registration, as UIKit's `register(nil, ...)` does.
    func register(_ viewClass: AnyClass?, for key: ReuseKey) {
        classes[key] = viewClass
    }

    /// Whether a class is registered under `key`.
    func isRegistered(_ key: ReuseKey) -> Bool { classes[key] != nil }

    /// The class registered under `key`, when there is one.
    func registeredClass(for key: ReuseKey) -> AnyClass? { classes[key] }

    /// A view for `key`: the last one queued, after its `prepareForReuse()`, else a new one of the registered class
    /// made with `frame`. nil when nothing is registered under `key` or the class registered is not a `base`.
    func dequeue(_ key: ReuseKey, frame: CGRect, base: UICollectionReusableView.Type) -> UICollectionReusableView? {
        if var queue = queues[key], let view = queue.popLast() {
            queues[key] = queue
            view.prepareForReuse()
            return view
        }
        guard let registered = classes[key], let type = registered as? UICollectionReusableView.Type,
            isSubclass(type, of: base)
        else { return nil }
        let view = type.init(frame: frame)
        view.reuseIdentifier = key.identifier
        view.reuseKey = key
        return view
    }

    /// Puts a view that left the screen in its queue; a view the pool did not make is let go.
    func enqueue(_ view: UICollectionReusableView) {
        guard let key = view.reuseKey else { return }
        queues[key, default: []].append(view)
    }

    private func isSubclass(_ type: AnyClass, of base: AnyClass) -> Bool {
        var current: AnyClass? = type
        while let candidate = current {
            if ObjectIdentifier(candidate) == ObjectIdentifier(base) { return true }
            current = _getSuperclass(candidate)
        }
        return false
    }
}
