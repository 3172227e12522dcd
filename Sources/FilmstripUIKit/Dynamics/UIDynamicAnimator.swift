/// UIKit Dynamics for a collection view layout: the layout adds behaviours for its attributes and answers its
/// queries from `items(in:)` and `layoutAttributesForCell(at:)`. Filmstrip renders scroll positions, not the
/// time between them, so no simulation runs: whenever the layout asks for its items, every behaviour is at rest
/// (UIKit choice `dynamicItemsAreDrawnAtRest`). A springy layout so draws as its resting layout.
open class UIDynamicAnimator: NSObject {
    /// The layout whose attributes the animator moves, for `init(collectionViewLayout:)`.
    open private(set) weak var collectionViewLayout: UICollectionViewLayout?
    /// The view whose coordinates the animator uses, for `init(referenceView:)`.
    open private(set) weak var referenceView: UIView?
    /// The behaviours added, in order.
    open private(set) var behaviors: [UIDynamicBehavior] = []
    /// Always false: nothing is simulated between frames.
    open var isRunning: Bool { false }
    /// Seconds simulated: always 0.
    open var elapsedTime: TimeInterval { 0 }

    /// An animator for a collection view layout's attributes.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init()
    }

    /// An animator for views in `view`.
    public init(referenceView view: UIView) {
        referenceView = view
        super.init()
    }

    /// Adds `behavior` (once).
    open func addBehavior(_ behavior: UIDynamicBehavior) {
        guard !behaviors.contains(where: { $0 === behavior }) else { return }
        behaviors.append(behavior)
        behavior.dynamicAnimator = self
    }

    /// Removes `behavior`.
    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        behaviors.removeAll { $0 === behavior }
        behavior.dynamicAnimator = nil
    }

    /// Removes every behaviour.
    open func removeAllBehaviors() {
        for behavior in behaviors { behavior.dynamicAnimator = nil }
        behaviors.removeAll()
    }

    /// Tells the animator that `item` was moved from outside; its behaviours take it from there (at rest, here).
    open func updateItem(usingCurrentState item: any UIDynamicItem) {}

    /// The items of every behaviour whose frames (the box of their transformed bounds) meet `rect`, each once, in
    /// the order they were added, at rest.
    open func items(in rect: CGRect) -> [any UIDynamicItem] {
        settled().filter { item in
            let size = item.bounds.size
            let frame = UIKitGeometry.box(
                of: CGRect(
                    x: item.center.x - size.width / 2, y: item.center.y - size.height / 2, width: size.width,
                    height: size.height), transformedBy: item.transform)
            return UIKitGeometry.meets(frame, rect)
        }
    }

    /// The cell attributes at `indexPath` among the items, at rest, or nil.
    open func layoutAttributesForCell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }

    /// The supplementary view attributes of `kind` at `indexPath` among the items, at rest, or nil.
    open func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        attributes {
            $0.representedElementCategory == .supplementaryView && $0.representedElementKind == kind
                && $0.indexPath == indexPath
        }
    }

    private func attributes(where matches: (UICollectionViewLayoutAttributes) -> Bool)
        -> UICollectionViewLayoutAttributes?
    {
        settled().lazy.compactMap { $0 as? UICollectionViewLayoutAttributes }.first(where: matches)
    }

    /// Every item once, after each behaviour put its items at rest.
    private func settled() -> [any UIDynamicItem] {
        for behavior in behaviors { behavior.settle() }
        var seen = Set<ObjectIdentifier>()
        return behaviors.flatMap(\.actedOnItems).filter { seen.insert(ObjectIdentifier($0)).inserted }
    }
}
