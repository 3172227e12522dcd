/// A spring (or rod) between an item and an anchor point, as springy collection view layouts attach each cell's
/// attributes to where the flow layout put them. Filmstrip draws the attachment at rest: the item `length` away
/// from the anchor, along the line it was displaced on (UIKit choice `dynamicItemsAreDrawnAtRest`).
open class UIAttachmentBehavior: UIDynamicBehavior {
    /// The attached items: one for an attachment to an anchor point.
    open private(set) var items: [any UIDynamicItem]
    /// Where the item is attached, in the animator's coordinates (a layout's: content coordinates).
    open var anchorPoint: CGPoint
    /// The distance the item rests at from the anchor; the initial distance by default, 0 once set so.
    open var length: CGFloat
    /// The spring's damping, 0 to 1; kept for the layout to read, since the simulation is not run.
    open var damping: CGFloat = 0
    /// The spring's frequency in hertz (0: a rigid rod); kept for the layout to read.
    open var frequency: CGFloat = 0
    /// The resistance to turning; kept for the layout to read.
    open var frictionTorque: CGFloat = 0

    /// Attaches the centre of `item` to `point`, at their present distance.
    public init(item: any UIDynamicItem, attachedToAnchor point: CGPoint) {
        items = [item]
        anchorPoint = point
        let dx = item.center.x - point.x
        let dy = item.center.y - point.y
        length = (dx * dx + dy * dy).squareRoot()
        super.init()
    }

    /// Places the item at its resting distance from the anchor, along the line it lies on (at the anchor's right
    /// when it sits on the anchor).
    override func settle() {
        super.settle()
        guard let item = items.first else { return }
        let dx = item.center.x - anchorPoint.x
        let dy = item.center.y - anchorPoint.y
        let distance = (dx * dx + dy * dy).squareRoot()
        guard length > 0 else {
            item.center = anchorPoint
            return
        }
        let (ux, uy) = distance > 0 ? (dx / distance, dy / distance) : (1, 0)
        item.center = CGPoint(x: anchorPoint.x + ux * length, y: anchorPoint.y + uy * length)
    }

    override var actedOnItems: [any UIDynamicItem] { items + super.actedOnItems }
}
