import Foundation

/// UIKit's names for an index path's parts, on `NSIndexPath` as on `IndexPath`: code written before Swift 3 reads
/// `(indexPath as NSIndexPath).row`.
extension NSIndexPath {
    /// The row: the index at position 1, as UIKit's table views number rows.
    public var row: Int { index(atPosition: 1) }
    /// The item: the index at position 1, as UIKit's collection views number items.
    public var item: Int { index(atPosition: 1) }
    /// The section: the index at position 0.
    public var section: Int { index(atPosition: 0) }
}
