import FilmstripConstraintSolver

/// A linear relation between two views' geometry, `first.attribute relation multiplier × second.attribute +
/// constant`, as UIKit's `NSLayoutConstraint`. Activating it hands it to the views' nearest common ancestor; the next
/// layout pass solves every active constraint of the view tree together.
open class NSLayoutConstraint: NSObject {
    /// The first view of the relation.
    open private(set) weak var firstItem: AnyObject?
    /// The first view's attribute.
    public let firstAttribute: Attribute
    /// How the first attribute compares with the second side.
    public let relation: Relation
    /// The second view; nil for a constraint to a constant.
    open private(set) weak var secondItem: AnyObject?
    /// The second view's attribute, `notAnAttribute` without a second view.
    public let secondAttribute: Attribute
    /// The factor of the second attribute.
    public let multiplier: CGFloat
    /// A name shown in the description, to find the constraint in a log.
    open var identifier: String?
    /// The view whose `constraints` hold this one while it is active.
    weak var owner: UIView?
    /// The anchors it was made from, for UIKit's messages that name them.
    var anchorDescriptions: (first: String, second: String?)?
    /// The solver's form of the constraint for the current constant and priority, made by the layout engine.
    var solverConstraint: Constraint?
    /// Whether `solverConstraint` was made right to left: a view whose traits change direction solves it again.
    var solvedRightToLeft = false

    /// Whether the constraint relates a leading or trailing edge, which a right-to-left layout mirrors.
    var isDirectional: Bool {
        [firstAttribute, secondAttribute].contains { $0 == .leading || $0 == .trailing }
    }

    /// The added amount; changing it re-solves at the next layout pass (cheaply: one constraint is replaced).
    open var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            solverConstraint = nil
            owner?.setNeedsLayout()
        }
    }

    /// The priority; required (1000) by default. An active constraint cannot change between required and
    /// optional: UIKit raises, Filmstrip reports it (`UIKitConstraintLog`) and keeps the old priority.
    open var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            if isActive && (priority == .required) != (oldValue == .required) {
                UIKitConstraintLog.report(
                    "Mutating a priority from required to not on an installed constraint (or vice-versa) is not "
                        + "supported.  You passed priority \(Self.format(priority.rawValue)) and the existing "
                        + "priority was \(Self.format(oldValue.rawValue)).")
                priority = oldValue
                return
            }
            solverConstraint = nil
            owner?.setNeedsLayout()
        }
    }

    /// Whether the constraint takes part in layout. Setting it activates or deactivates it as `activate(_:)`.
    open var isActive: Bool {
        get { owner != nil }
        set { newValue ? Self.activate([self]) : Self.deactivate([self]) }
    }

    /// `view1.attr1 relation multiplier × view2.attr2 + c`, as UIKit's initialiser; `view2` nil (with
    /// `.notAnAttribute`) relates the first attribute to the constant alone. Inactive until activated.
    public init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        firstItem = view1 as AnyObject
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2.map { $0 as AnyObject }
        secondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier
        constant = c
        super.init()
    }

    /// Activates each constraint: adds it to its views' nearest common ancestor's `constraints`. A constraint
    /// whose views share no ancestor is reported as UIKit raises it and stays inactive.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints where !constraint.isActive {
            guard constraint.hasSupportedAttributes else {
                UIKitConstraintLog.report(
                    "Filmstrip does not support the attributes of \(constraint) (margins and baselines); it is "
                        + "not activated")
                continue
            }
            guard let owner = constraint.commonAncestor() else {
                UIKitConstraintLog.reportNoCommonAncestor(constraint)
                continue
            }
            owner.addConstraint(constraint)
        }
    }

    /// Deactivates each constraint: removes it from the view holding it.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.owner?.removeConstraint(constraint) }
    }

    /// UIKit's form: `<NSLayoutConstraint:0x… 'id' UIView:0x….height == 120   (active)>`.
    open override var description: String {
        var text = "<NSLayoutConstraint:\(UIKitConstraintLog.address(of: self))"
        if let identifier { text += " '\(identifier)'" }
        text += " \(Self.describe(firstItem, firstAttribute)) \(relation.printedOperator) "
        var right = ""
        if secondItem != nil {
            right = Self.describe(secondItem, secondAttribute)
            if multiplier != 1 { right = "\(Self.format(Float(multiplier)))*\(right)" }
            if constant != 0 {
                right += constant < 0 ? " - \(Self.format(Float(-constant)))" : " + \(Self.format(Float(constant)))"
            }
        } else {
            right = Self.format(Float(constant))
        }
        text += right
        if priority != .required { text += " @\(Self.format(priority.rawValue))" }
        return text + (isActive ? "   (active)>" : "   (inactive)>")
    }

    /// Whether both attributes are edges, sizes or centres (margins and baselines are not supported).
    var hasSupportedAttributes: Bool {
        let supported: Set<Attribute> = [
            .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY,
        ]
        return supported.contains(firstAttribute)
            && (secondItem == nil ? secondAttribute == .notAnAttribute : supported.contains(secondAttribute))
    }

    /// The nearest view that is, or is an ancestor of, both items; the item itself without a second one.
    func commonAncestor() -> UIView? {
        guard let first = (firstItem as? any LayoutItem)?.layoutItemView else { return nil }
        guard let secondItem else { return first }
        guard let second = (secondItem as? any LayoutItem)?.layoutItemView else { return nil }
        var ancestors = Set<ObjectIdentifier>()
        var current: UIView? = first
        while let view = current {
            ancestors.insert(ObjectIdentifier(view))
            current = view.superview
        }
        current = second
        while let view = current {
            if ancestors.contains(ObjectIdentifier(view)) { return view }
            current = view.superview
        }
        return nil
    }

    /// `UIView:0x….left`.
    static func describe(_ item: AnyObject?, _ attribute: Attribute) -> String {
        guard let item else { return "nil.\(attribute.printedName)" }
        if let guide = item as? UILayoutGuide {
            return
                "UILayoutGuide:\(UIKitConstraintLog.address(of: guide))'\(guide.identifier)'.\(attribute.printedName)"
        }
        return "\(type(of: item)):\(UIKitConstraintLog.address(of: item)).\(attribute.printedName)"
    }

    /// Whole numbers without a fraction, others as Swift prints them.
    static func format(_ value: Float) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }
}
