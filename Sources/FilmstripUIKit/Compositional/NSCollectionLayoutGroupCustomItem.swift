/// One item a custom group's item provider places: its frame relative to the group's origin, and its z-index.
public final class NSCollectionLayoutGroupCustomItem: NSObject, NSCopying {
    /// The item's frame in the group's coordinates (the group's top-leading corner is the origin).
    public let frame: CGRect
    /// The drawing order of the item's cell (higher on top).
    public let zIndex: Int

    /// An item at `frame` with z-index 0.
    public convenience init(frame: CGRect) { self.init(frame: frame, zIndex: 0) }

    /// An item at `frame` drawn at `zIndex`.
    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
        super.init()
    }

    /// The same item (custom items are immutable).
    public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// What a custom group calls to place its items, given the group's own size as the container.
public typealias NSCollectionLayoutGroupCustomItemProvider = (any NSCollectionLayoutEnvironment) ->
    [NSCollectionLayoutGroupCustomItem]
