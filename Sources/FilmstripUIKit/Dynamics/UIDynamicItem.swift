/// What UIKit Dynamics moves: layout attributes and views. A dynamic animator reads and sets `center` (and
/// `transform`); `bounds` gives the item's size.
public protocol UIDynamicItem: AnyObject {
    /// The item's centre, which behaviours move.
    var center: CGPoint { get set }
    /// The item's bounds: its size, origin zero.
    var bounds: CGRect { get }
    /// The item's transform about its centre.
    var transform: CGAffineTransform { get set }
}

/// Layout attributes are what a collection view layout's dynamic animator moves.
extension UICollectionViewLayoutAttributes: UIDynamicItem {}

/// Views are what a dynamic animator with a reference view moves.
extension UIView: UIDynamicItem {}
