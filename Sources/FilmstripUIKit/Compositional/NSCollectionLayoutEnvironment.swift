/// What a section provider, a custom group or a visible-items handler is told about where it lays out.
public protocol NSCollectionLayoutEnvironment: AnyObject {
    /// The container: the collection view's bounds for a layout; the group's size for a custom group.
    var container: any NSCollectionLayoutContainer { get }
}
