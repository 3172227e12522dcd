/// A view that lines up its arranged subviews along an axis, as UIKit's stack view: with Auto Layout constraints it
/// makes itself (so intrinsic sizes, hugging and compression resistance decide `fill`), remade when its arranged
/// views, their visibility or its properties change. Hidden arranged views leave no gap.
open class UIStackView: UIView {
    /// The views lined up, in order (a subset of the subviews).
    open private(set) var arrangedSubviews: [UIView] = []
    /// The constraints the stack made, and the guides between views for the equal distributions.
    private var stackConstraints: [NSLayoutConstraint] = []
    private var spacerGuides: [UILayoutGuide] = []

    /// The direction the views are lined up in: `.horizontal` by default.
    open var axis = NSLayoutConstraint.Axis.horizontal {
        didSet { setNeedsUpdateConstraints() }
    }
    /// How the views share the length along the axis: `.fill` by default.
    open var distribution = Distribution.fill {
        didSet { setNeedsUpdateConstraints() }
    }
    /// Where the views sit across the axis: `.fill` by default.
    open var alignment = Alignment.fill {
        didSet { setNeedsUpdateConstraints() }
    }
    /// Points between neighbouring views (the least gap for the equal distributions): 0 by default.
    open var spacing: CGFloat = 0 {
        didSet { setNeedsUpdateConstraints() }
    }
    /// True lays the views out within the layout margins instead of the bounds.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { setNeedsUpdateConstraints() }
    }

    /// An empty horizontal stack of `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A horizontal stack of `views`, added as subviews.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// An empty stack; there is no archive to read on Linux.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A stack has no size of its own: its constraints give it one.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Adds `view` at the end of the arranged views (and as a subview), for the stack's constraints to place.
    open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arrangedSubviews.count) }

    /// Inserts `view` among the arranged views at `stackIndex` (moving it if it is there already).
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeIdentical(view)
        arrangedSubviews.insert(view, at: min(max(0, stackIndex), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
        view.translatesAutoresizingMaskIntoConstraints = false
        setNeedsUpdateConstraints()
    }

    /// Stops arranging `view`; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.removeIdentical(view) else { return }
        setNeedsUpdateConstraints()
    }

    /// A subview removed from the stack stops being arranged.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    /// Remakes the stack's constraints for its arranged views, then calls `super`.
    open override func updateConstraints() {
        NSLayoutConstraint.deactivate(stackConstraints)
        for guide in spacerGuides { removeLayoutGuide(guide) }
        stackConstraints = []
        spacerGuides = []
        let visible = arrangedSubviews.filter { !$0.isHidden && $0.superview === self }
        if !visible.isEmpty {
            var plan = UIStackViewConstraintPlan(
                box: isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self, axis: axis, spacing: spacing)
            plan.arrange(visible, distribution: distribution, alignment: alignment) { [unowned self] in
                let guide = UILayoutGuide()
                guide.identifier = "UISV-distributing"
                addLayoutGuide(guide)
                spacerGuides.append(guide)
                return guide
            }
            stackConstraints = plan.constraints
            NSLayoutConstraint.activate(stackConstraints)
        }
        super.updateConstraints()
    }

    /// An arranged view was hidden or shown: the constraints are remade without (or with) it.
    func arrangedSubviewVisibilityChanged(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        setNeedsUpdateConstraints()
    }
}
