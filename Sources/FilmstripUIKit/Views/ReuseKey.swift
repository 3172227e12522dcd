/// What a reusable view is registered and queued under, as UIKit keys them: the element kind (UIKit's
/// `UICollectionElementKindCell` for cells, the kind string for a supplementary or decoration view) and the reuse
/// identifier (a decoration view's is its kind). Filmstrip's own cells, made when there is no data source, have no
/// identifier.
struct ReuseKey: Hashable, Sendable {
    /// UIKit's kind for cells, as its messages name it.
    static let cellKind = "UICollectionElementKindCell"

    /// The element kind.
    let kind: String
    /// The reuse identifier; nil only for the cells Filmstrip makes itself.
    let identifier: String?

    /// The key of cells registered for `identifier`.
    static func cell(_ identifier: String?) -> ReuseKey { ReuseKey(kind: cellKind, identifier: identifier) }
}
