/// One attribute of one view, to make constraints from as UIKit's anchors do (`a.leftAnchor.constraint(equalTo:
/// b.leftAnchor, constant: 8)`). `AnchorType` keeps horizontal, vertical and size anchors apart at compile time.
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// The view the anchor belongs to.
    weak var item: (any LayoutItem)?
    /// The view's attribute.
    let attribute: NSLayoutConstraint.Attribute

    /// The anchor of `attribute` of `item`.
    init(item: any LayoutItem, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
        super.init()
    }

    /// `self == anchor`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        relate(.equal, to: anchor, multiplier: 1, constant: 0)
    }

    /// `self >= anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        relate(.greaterThanOrEqual, to: anchor, multiplier: 1, constant: 0)
    }

    /// `self <= anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        relate(.lessThanOrEqual, to: anchor, multiplier: 1, constant: 0)
    }

    /// `self == anchor + c`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        relate(.equal, to: anchor, multiplier: 1, constant: c)
    }

    /// `self >= anchor + c`.
    open func constraint(
        greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    ) -> NSLayoutConstraint {
        relate(.greaterThanOrEqual, to: anchor, multiplier: 1, constant: c)
    }

    /// `self <= anchor + c`.
    open func constraint(
        lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    ) -> NSLayoutConstraint {
        relate(.lessThanOrEqual, to: anchor, multiplier: 1, constant: c)
    }

    /// UIKit's form: `<NSLayoutXAxisAnchor:0x… "UIView:0x….left">`.
    open override var description: String {
        "<\(type(of: self)):\(UIKitConstraintLog.address(of: self)) \"\(NSLayoutConstraint.describe(item, attribute))\">"
    }

    /// An inactive constraint `self relation multiplier × anchor + constant` (`anchor` nil: to the constant).
    func relate(
        _ relation: NSLayoutConstraint.Relation, to anchor: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat,
        constant: CGFloat
    ) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(
            item: item as Any, attribute: attribute, relatedBy: relation, toItem: anchor?.item,
            attribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
        constraint.anchorDescriptions = (description, anchor?.description)
        return constraint
    }
}
