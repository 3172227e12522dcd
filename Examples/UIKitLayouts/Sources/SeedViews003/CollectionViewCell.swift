import UIKit

/// The cell the peeking pager's nib "CollectionViewCell" holds. The post never shows it (it is made in Interface
/// Builder): here it is an empty cell, and the test names it for the nib with `UINib.register(_:forNibNamed:)`.
final class CollectionViewCell: UICollectionViewCell {}
