import FilmstripConstraintSolver

extension UIView {
    /// The smallest size `systemLayoutSizeFitting(_:)` can reach: zero, as UIKit's.
    public static let layoutFittingCompressedSize = CGSize.zero
    /// The largest size `systemLayoutSizeFitting(_:)` is asked to reach, as UIKit's.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// The left edge's anchor.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge's anchor.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The leading edge's anchor (the left, left to right).
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge's anchor (the right, left to right).
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The horizontal centre's anchor.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The top edge's anchor.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge's anchor.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The vertical centre's anchor.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The width's anchor.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height's anchor.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    /// The view's bounds inset by `layoutMargins`, for constraints to the margins.
    public var layoutMarginsGuide: UILayoutGuide {
        if let guide = autoLayout.marginsGuide { return guide }
        let guide = UILayoutGuide(kind: .margins)
        guide.identifier = "UIViewLayoutMarginsGuide"
        guide.owningView = self
        autoLayout.marginsGuide = guide
        return guide
    }

    /// The view's bounds inset by `safeAreaInsets` (none here: the bounds).
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = autoLayout.safeAreaGuide { return guide }
        let guide = UILayoutGuide(kind: .safeArea)
        guide.identifier = "UIViewSafeAreaLayoutGuide"
        guide.owningView = self
        autoLayout.safeAreaGuide = guide
        return guide
    }

    /// The guides added with `addLayoutGuide(_:)`.
    public var layoutGuides: [UILayoutGuide] { autoLayout.guides }

    /// Adds a guide that constraints can place, owned by this view (taking it from the view that owned it).
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        adopt(layoutGuide, into: \.guides, owner: \.owningView, releasedBy: { $0.removeLayoutGuide(layoutGuide) })
    }

    /// Removes a guide this view owns.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        release(layoutGuide, from: \.guides, owner: \.owningView)
    }

    /// The active constraints this view holds, in the order they were added.
    public var constraints: [NSLayoutConstraint] { autoLayout.constraints }

    /// Holds and activates `constraint` (taking it from the view that held it); this view should be its views'
    /// common ancestor, as UIKit requires.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        adopt(constraint, into: \.constraints, owner: \.owner, releasedBy: { $0.removeConstraint(constraint) })
    }

    /// `addConstraint(_:)` for each.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(addConstraint) }

    /// Deactivates `constraint` if this view holds it.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        release(constraint, from: \.constraints, owner: \.owner)
    }

    /// What adding a guide or a constraint does: it leaves the view that held it, joins this view's list and the
    /// layout runs again (UIKit lays out anew whichever is added; a guide added with no constraints yet moves
    /// nothing, but the next constraint on it will).
    private func adopt<Item: AnyObject>(
        _ item: Item, into list: ReferenceWritableKeyPath<ViewAutoLayoutState, [Item]>,
        owner: ReferenceWritableKeyPath<Item, UIView?>, releasedBy release: (UIView) -> Void
    ) {
        guard item[keyPath: owner] !== self else { return }
        item[keyPath: owner].map(release)
        autoLayout[keyPath: list].append(item)
        item[keyPath: owner] = self
        setNeedsLayout()
    }

    /// What removing a guide or a constraint this view holds does: it leaves the list and the layout runs again.
    private func release<Item: AnyObject>(
        _ item: Item, from list: ReferenceWritableKeyPath<ViewAutoLayoutState, [Item]>,
        owner: ReferenceWritableKeyPath<Item, UIView?>
    ) {
        guard autoLayout[keyPath: list].removeIdentical(item) else { return }
        item[keyPath: owner] = nil
        setNeedsLayout()
    }

    /// `removeConstraint(_:)` for each.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(removeConstraint) }

    /// How strongly the view resists growing beyond its intrinsic size along `axis`: 250 by default.
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayout.hugging[axis.rawValue]
    }

    /// Sets the hugging priority along `axis`.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        autoLayout.hugging[axis.rawValue] = priority
        superview?.setNeedsLayout()
    }

    /// How strongly the view resists shrinking below its intrinsic size along `axis`: 750 by default.
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayout.compressionResistance[axis.rawValue]
    }

    /// Sets the compression resistance priority along `axis`.
    public func setContentCompressionResistancePriority(
        _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {
        autoLayout.compressionResistance[axis.rawValue] = priority
        superview?.setNeedsLayout()
    }

    /// Marks the view for `updateConstraints` at the next pass (and for layout, which runs that pass).
    public func setNeedsUpdateConstraints() {
        autoLayout.needsUpdateConstraints = true
        setNeedsLayout()
    }

    /// Whether `updateConstraints` is to run at the next pass.
    public func needsUpdateConstraints() -> Bool { autoLayout.needsUpdateConstraints }

    /// Runs `updateConstraints` on the marked views of this subtree, subviews before their superview, as UIKit
    /// updates constraints from the leaves up.
    public func updateConstraintsIfNeeded() {
        for subview in subviews { subview.updateConstraintsIfNeeded() }
        guard autoLayout.needsUpdateConstraints else { return }
        autoLayout.needsUpdateConstraints = false
        updateConstraints()
    }

    /// Whether the constraints leave this view's frame free to take other values equally well (UIKit's debugging
    /// aid). False for a view no constraint of its tree reaches.
    public var hasAmbiguousLayout: Bool {
        let root = autoLayoutTreeRoot
        guard let engine = root.solveAutoLayout(), engine.contains(self) else { return false }
        let variables = autoLayout.variables
        return [variables.minX, variables.minY, variables.width, variables.height].contains {
            engine.solver.isAmbiguous($0)
        }
    }

    /// Deactivates the constraints that the view's old ancestors hold on this view or its subviews (or their
    /// guides), as UIKit does when a view leaves its superview; constraints held inside the subtree stay.
    func deactivateConstraintsLeavingWithSubtree() {
        var subtree = Set<ObjectIdentifier>()
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            subtree.insert(ObjectIdentifier(view))
            stack.append(contentsOf: view.subviews)
        }
        var ancestor = superview
        while let holder = ancestor {
            let leaving = holder.autoLayout.constraints.filter { constraint in
                [constraint.firstItem, constraint.secondItem].contains { item in
                    guard let view = (item as? any LayoutItem)?.layoutItemView else { return false }
                    return subtree.contains(ObjectIdentifier(view))
                }
            }
            holder.removeConstraints(leaving)
            ancestor = holder.superview
        }
    }

    /// The root of this view's tree: the outermost ancestor that lists it among its subviews (a collection view's
    /// cell is the root of its own).
    var autoLayoutTreeRoot: UIView {
        var root: UIView = self
        while let parent = root.superview, parent.subviews.contains(where: { $0 === root }) { root = parent }
        return root
    }

    /// Updates constraints and brings the tree's engine to the tree's constraints (this view must be the root);
    /// marks for layout the superviews of constrained views whose frames change. Nil when no constraint is active
    /// in the tree.
    @discardableResult
    func solveAutoLayout() -> AutoLayoutEngine? {
        updateConstraintsIfNeeded()
        var system = AutoLayoutSystem(root: self, rootSize: .bounds)
        guard !system.entries.isEmpty || autoLayout.engine != nil else { return nil }
        let engine = autoLayout.engine ?? AutoLayoutEngine()
        autoLayout.engine = engine
        engine.update(to: system)
        // A multi-line label's height follows the width it is given: solved again once it knows it, as UIKit does.
        for _ in 0..<LayoutWidthPass.passes
        where LayoutWidthPass.adoptWidths(in: system.views, from: { engine.solver.value(of: $0) }) {
            system = AutoLayoutSystem(root: self, rootSize: .bounds)
            engine.update(to: system)
        }
        let scale = traitCollection.displayScale
        for view in system.views where view !== self && !view.translatesAutoresizingMaskIntoConstraints {
            guard let superview = view.superview else { continue }
            if engine.frame(of: view, in: superview, scale: scale) != view.frame { superview.setNeedsLayout() }
        }
        return system.entries.isEmpty ? nil : engine
    }

    /// Sets the frames (bounds size and centre) of the subviews that the tree's engine lays out, as UIKit's
    /// `layoutSubviews` does.
    func applyAutoLayoutFrames() {
        guard let engine = autoLayoutTreeRoot.autoLayout.engine, engine.contains(self) else { return }
        let scale = traitCollection.displayScale
        for subview in subviews where !subview.translatesAutoresizingMaskIntoConstraints && engine.contains(subview) {
            let frame = engine.frame(of: subview, in: self, scale: scale)
            if subview.bounds.size != frame.size { subview.bounds.size = frame.size }
            subview.center = CGPoint(x: frame.midX, y: frame.midY)
        }
    }

    /// The size the view's constraints give it when its size is pulled toward `targetSize` at the priorities,
    /// solved on a solver of its own (the view's tree is left as it is).
    func fittingSize(
        _ targetSize: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
    ) -> CGSize {
        updateConstraintsIfNeeded()
        var solver = Solver()
        for pass in 0...LayoutWidthPass.passes {
            let system = AutoLayoutSystem(
                root: self, rootSize: .fitting(targetSize, horizontal: horizontal, vertical: vertical))
            solver = Solver()
            var descriptions: [Constraint: () -> String] = [:]
            for entry in system.entries {
                _ = AutoLayoutEngine.add(entry, to: &solver, descriptions: &descriptions, reporting: pass == 0)
            }
            // A multi-line label's height follows the width it is given: solved again once it knows it.
            let solved = solver
            guard pass < LayoutWidthPass.passes,
                LayoutWidthPass.adoptWidths(in: system.views, from: { solved.value(of: $0) })
            else { break }
        }
        let variables = autoLayout.variables
        return CGSize(width: solver.value(of: variables.width), height: solver.value(of: variables.height))
    }
}
