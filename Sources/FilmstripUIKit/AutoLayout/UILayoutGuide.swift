import FilmstripConstraintSolver

/// A rectangle that takes part in Auto Layout without being drawn, as UIKit's: a view's `layoutMarginsGuide` (its
/// bounds inset by `layoutMargins`), its `safeAreaLayoutGuide` (its bounds inset by `safeAreaInsets`), or a guide
/// added with `addLayoutGuide(_:)` that the team's constraints place (spacing between views, say).
open class UILayoutGuide: NSObject, LayoutItem {
    /// What defines the guide.
    enum Kind {
        /// Placed by the team's constraints.
        case custom
        /// The owning view's bounds inset by its layout margins.
        case margins
        /// The owning view's bounds inset by its safe area.
        case safeArea
    }

    /// The view the guide belongs to.
    open internal(set) weak var owningView: UIView?
    /// A name shown in descriptions.
    open var identifier = ""
    /// What defines it.
    let kind: Kind
    /// The guide's unknowns.
    let layoutVariables = ViewLayoutVariables()
    /// The constraints tying a margins or safe area guide to its view, and the insets they were made for.
    var definingConstraints: (key: [Double], constraints: [Constraint])?

    /// A guide for `addLayoutGuide(_:)`.
    public override convenience init() { self.init(kind: .custom) }

    /// A guide of `kind`.
    init(kind: Kind) {
        self.kind = kind
        super.init()
    }

    /// The owning view (the view in the tree).
    var layoutItemView: UIView? { owningView }

    /// The guide's rectangle in the owning view's coordinates: a margins or safe area guide's is the view's size
    /// inset by its margins or safe area now; a guide of your own's is where the last layout pass put it (zero
    /// before one).
    open var layoutFrame: CGRect {
        if let owningView, kind != .custom {
            let insets = kind == .margins ? owningView.layoutMargins : owningView.safeAreaInsets
            return CGRect(origin: .zero, size: owningView.bounds.size).inset(by: insets)
        }
        guard let owningView, let engine = owningView.autoLayoutTreeRoot.autoLayout.engine,
            engine.contains(owningView)
        else { return .zero }
        return engine.frame(of: self, in: owningView, scale: owningView.traitCollection.displayScale)
    }

    /// The left edge's anchor.
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge's anchor.
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The leading edge's anchor (the left, left to right).
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge's anchor (the right, left to right).
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The horizontal centre's anchor.
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The top edge's anchor.
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge's anchor.
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The vertical centre's anchor.
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The width's anchor.
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height's anchor.
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    /// UIKit's form: `<UILayoutGuide: 0x…; identifier = 'UIViewLayoutMarginsGuide'>`.
    open override var description: String {
        "<UILayoutGuide: \(UIKitConstraintLog.address(of: self)); identifier = '\(identifier)'>"
    }
}
