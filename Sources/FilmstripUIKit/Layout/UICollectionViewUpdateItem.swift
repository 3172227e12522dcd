/// One change of a batch update (an insert, delete, move or reload), as `prepare(forCollectionViewUpdates:)` is
/// given it. Filmstrip renders no updates, so it makes none; a layout's code that reads them compiles, and a test can
/// make one by subclassing and overriding the properties, as on iOS.
open class UICollectionViewUpdateItem: NSObject {
    /// What the change does to its item.
    public enum Action: Int, Sendable {
        /// The item is inserted.
        case insert
        /// The item is deleted.
        case delete
        /// The item is reloaded in place.
        case reload
        /// The item moves from one index path to another.
        case move
        /// The change does nothing.
        case none
    }

    /// Where the item was before the update; nil for an insert, and in an update item made with `init()`.
    open var indexPathBeforeUpdate: IndexPath? { nil }

    /// Where the item is after the update; nil for a delete, and in an update item made with `init()`.
    open var indexPathAfterUpdate: IndexPath? { nil }

    /// What the change does; `.none` in an update item made with `init()`.
    open var updateAction: Action { .none }

    /// An update item that changes nothing: no index paths and `.none`, the base of a subclass that says more.
    public override init() { super.init() }
}
