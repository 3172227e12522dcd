import FilmstripConstraintSolver

/// The constraints of a view tree as the solver takes them, gathered from scratch at each pass but made of
/// solver constraints that are reused while their sources do not change (so the engine's diff is empty then).
///
/// The system holds the views that constraints reference and their ancestors up to the root. The root is pinned at
/// the origin; in a layout pass its size is its bounds' (it stands for the window:
/// UIKit choice `autoLayoutRootKeepsItsSize`), when fitting its size is pulled toward a target at the given
/// priorities. A view translating its autoresizing mask is held at its frame, as is a window's root view controller's
/// view whatever its flag (UIKit choice `windowRootViewKeepsItsFrame`); any other gets its intrinsic size's
/// hugging and compression resistance constraints.
struct AutoLayoutSystem {
    /// How the root's size is decided.
    enum RootSize {
        /// The root keeps its bounds' size.
        case bounds
        /// The root's width and height are pulled toward `target` at the priorities.
        case fitting(CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)
    }

    /// The solver constraints, in tree order: the views' own first, then the layout constraints.
    private(set) var entries: [AutoLayoutEntry] = []
    /// The views in the system, in tree order (the root first).
    private(set) var views: [UIView] = []

    /// The system of `root`'s subtree; empty when no constraint is active in it and the root size is its bounds'.
    init(root: UIView, rootSize: RootSize) {
        var tree: [UIView] = []
        var stack = [root]
        while let view = stack.popLast() {
            tree.append(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
        let inTree = Set(tree.map(ObjectIdentifier.init))
        var layoutConstraints: [NSLayoutConstraint] = []
        var inSystem: Set<ObjectIdentifier> = [ObjectIdentifier(root)]
        var guides: [UILayoutGuide] = []
        for view in tree {
            for constraint in view.autoLayout.constraints {
                let items = [constraint.firstItem, constraint.secondItem].compactMap { $0 as? any LayoutItem }
                let itemViews = items.compactMap(\.layoutItemView)
                guard itemViews.count == items.count, itemViews.allSatisfy({ inTree.contains(ObjectIdentifier($0)) })
                else { continue }
                layoutConstraints.append(constraint)
                for guide in items.compactMap({ $0 as? UILayoutGuide })
                where !guides.contains(where: { $0 === guide }) {
                    guides.append(guide)
                }
                for item in itemViews {
                    var current: UIView? = item
                    while let member = current, inSystem.insert(ObjectIdentifier(member)).inserted {
                        current = member === root ? nil : member.superview
                    }
                }
            }
        }
        if layoutConstraints.isEmpty, case .bounds = rootSize { return }
        views = tree.filter { inSystem.contains(ObjectIdentifier($0)) }
        for view in views {
            if view === root {
                addRoot(root, rootSize)
            } else if view.translatesAutoresizingMaskIntoConstraints || Self.isWindowRootView(view) {
                addFrame(of: view)
            } else {
                addContentSize(of: view)
            }
        }
        for guide in guides { addDefinition(of: guide) }
        for constraint in layoutConstraints {
            let rightToLeft = constraint.isDirectional && Self.runsRightToLeft(constraint)
            let solved =
                constraint.solverConstraint.flatMap { rightToLeft == constraint.solvedRightToLeft ? $0 : nil }
                ?? Self.solverConstraint(for: constraint, rightToLeft: rightToLeft)
            constraint.solverConstraint = solved
            constraint.solvedRightToLeft = rightToLeft
            entries.append(AutoLayoutEntry(constraint: solved) { constraint.description })
        }
    }

    /// The root at the origin and its size.
    private mutating func addRoot(_ root: UIView, _ rootSize: RootSize) {
        let variables = root.autoLayout.variables
        switch rootSize {
        case .bounds:
            let size = root.bounds.size
            let made = Self.cached(&root.autoLayout.frameConstraints, key: [0, 0, size.width, size.height]) {
                [
                    Constraint(variables.minX, .equal, 0), Constraint(variables.minY, .equal, 0),
                    Constraint(variables.width, .equal, Double(size.width)),
                    Constraint(variables.height, .equal, Double(size.height)),
                ]
            }
            let names = ["minX == 0", "minY == 0", "width == \(size.width)", "height == \(size.height)"]
            append(made, names: names, for: root, kind: "NSAutoresizingMaskLayoutConstraint")
        case .fitting(let target, let horizontal, let vertical):
            entries.append(AutoLayoutEntry(constraint: Constraint(variables.minX, .equal, 0)) { "minX == 0" })
            entries.append(AutoLayoutEntry(constraint: Constraint(variables.minY, .equal, 0)) { "minY == 0" })
            addContentSize(of: root)
            let width = Constraint(
                variables.width, .equal, Double(target.width), strength: Self.strength(of: horizontal))
            let height = Constraint(
                variables.height, .equal, Double(target.height), strength: Self.strength(of: vertical))
            entries.append(AutoLayoutEntry(constraint: width) { "fitting width == \(target.width)" })
            entries.append(AutoLayoutEntry(constraint: height) { "fitting height == \(target.height)" })
        }
    }

    /// A margins or safe area guide tied to its owning view's bounds, inset.
    private mutating func addDefinition(of guide: UILayoutGuide) {
        guard let view = guide.owningView, guide.kind != .custom else { return }
        let insets = guide.kind == .margins ? view.layoutMargins : view.safeAreaInsets
        let own = guide.layoutVariables
        let outer = view.autoLayout.variables
        let key = [insets.top, insets.left, insets.bottom, insets.right].map(Double.init)
        typealias Sum = FilmstripConstraintSolver.Expression
        let made = Self.cached(&guide.definingConstraints, key: key) {
            [
                Constraint(own.minX - outer.minX, .equal, Sum(Double(insets.left))),
                Constraint(own.minY - outer.minY, .equal, Sum(Double(insets.top))),
                Constraint(own.width - outer.width, .equal, Sum(Double(-insets.left - insets.right))),
                Constraint(own.height - outer.height, .equal, Sum(Double(-insets.top - insets.bottom))),
            ]
        }
        let names = ["minX == \(insets.left)", "minY == \(insets.top)", "width", "height"]
        let address = UIKitConstraintLog.address(of: guide)
        for (constraint, name) in zip(made, names) {
            entries.append(
                AutoLayoutEntry(constraint: constraint) { [identifier = guide.identifier] in
                    "<NSLayoutConstraint:\(address) '\(identifier)-guide-constraint' \(name)   (active)>"
                })
        }
    }

    /// Whether `view` is the view of its window's root view controller, which the window sizes.
    private static func isWindowRootView(_ view: UIView) -> Bool {
        guard let window = view.superview as? UIWindow else { return false }
        return window.rootViewController?.viewIfLoaded === view
    }

    /// A translating view held at its frame, relative to its superview
    /// (UIKit choice `autoresizingConstraintsHoldTheCurrentFrame`).
    private mutating func addFrame(of view: UIView) {
        guard let superview = view.superview else { return }
        let frame = view.frame
        let own = view.autoLayout.variables
        let outer = superview.autoLayout.variables
        let key = [frame.minX, frame.minY, frame.width, frame.height, Double(outer.minX.identity)]
        let made = Self.cached(&view.autoLayout.frameConstraints, key: key) {
            [
                Constraint(own.minX - outer.minX, .equal, FilmstripConstraintSolver.Expression(Double(frame.minX))),
                Constraint(own.minY - outer.minY, .equal, FilmstripConstraintSolver.Expression(Double(frame.minY))),
                Constraint(own.width, .equal, Double(frame.width)),
                Constraint(own.height, .equal, Double(frame.height)),
            ]
        }
        let names = [
            "minX == \(frame.minX)", "minY == \(frame.minY)", "width == \(frame.width)", "height == \(frame.height)",
        ]
        append(made, names: names, for: view, kind: "NSAutoresizingMaskLayoutConstraint")
    }

    /// Hugging (`size <= intrinsic`) and compression resistance (`size >= intrinsic`) along each axis the view has
    /// an intrinsic size on.
    private mutating func addContentSize(of view: UIView) {
        let size = view.intrinsicContentSize
        let state = view.autoLayout
        let priorities = (state.hugging + state.compressionResistance).map { Double($0.rawValue) }
        let key = [size.width, size.height].map(Double.init) + priorities
        let variables = state.variables
        var names: [String] = []
        for (axis, length) in [size.width, size.height].enumerated() where length != UIView.noIntrinsicMetric {
            let name = axis == 0 ? "width" : "height"
            names += [
                "\(name) == \(length) Hug:\(state.hugging[axis].rawValue)",
                "\(name) == \(length) CompressionResistance:\(state.compressionResistance[axis].rawValue)",
            ]
        }
        let made = Self.cached(&state.contentSizeConstraints, key: key) {
            var made: [Constraint] = []
            for (axis, length) in [size.width, size.height].enumerated() where length != UIView.noIntrinsicMetric {
                let variable = axis == 0 ? variables.width : variables.height
                made.append(
                    Constraint(
                        variable, .lessThanOrEqual, Double(length), strength: Self.strength(of: state.hugging[axis])))
                made.append(
                    Constraint(
                        variable, .greaterThanOrEqual, Double(length),
                        strength: Self.strength(of: state.compressionResistance[axis])))
            }
            return made
        }
        append(made, names: names, for: view, kind: "NSContentSizeLayoutConstraint")
    }

    /// Appends `made`, described in UIKit's form as `kind` constraints of `view`.
    private mutating func append(_ made: [Constraint], names: [String], for view: UIView, kind: String) {
        let address = UIKitConstraintLog.address(of: view.autoLayout)
        for (constraint, name) in zip(made, names) {
            entries.append(
                AutoLayoutEntry(constraint: constraint) { [weak view] in
                    let item = view.map { "\(type(of: $0)):\(UIKitConstraintLog.address(of: $0))" } ?? "nil"
                    return "<\(kind):\(address) \(item).\(name)   (active)>"
                })
        }
    }

    /// The constraints kept in `cache` when made for `key`, else fresh ones (kept there).
    private static func cached(
        _ cache: inout (key: [Double], constraints: [Constraint])?, key: [Double], make: () -> [Constraint]
    ) -> [Constraint] {
        if let cache, cache.key == key { return cache.constraints }
        let made = make()
        cache = (key, made)
        return made
    }

    /// Whether a constraint's leading and trailing run right to left: its first item's (else its second's) view
    /// lays out right to left.
    private static func runsRightToLeft(_ constraint: NSLayoutConstraint) -> Bool {
        let item = (constraint.firstItem as? any LayoutItem) ?? (constraint.secondItem as? any LayoutItem)
        return item?.layoutItemView?.isRightToLeft ?? false
    }

    /// `first relation multiplier × second + constant` in the items' variables. Right to left, a constraint between
    /// leading or trailing edges is solved in mirrored horizontal positions, as UIKit does: leading is the right
    /// edge, trailing the left, and a positive constant moves towards the trailing (left) side.
    private static func solverConstraint(for constraint: NSLayoutConstraint, rightToLeft: Bool) -> Constraint {
        func expression(_ item: any LayoutItem, _ attribute: NSLayoutConstraint.Attribute)
            -> FilmstripConstraintSolver.Expression
        {
            let variables = item.layoutVariables
            guard rightToLeft else { return variables.expression(for: attribute) }
            switch attribute {
            case .leading: return -variables.expression(for: .right)
            case .trailing: return -variables.expression(for: .left)
            case .left, .right, .centerX: return -variables.expression(for: attribute)
            default: return variables.expression(for: attribute)
            }
        }
        let first =
            (constraint.firstItem as? any LayoutItem).map { expression($0, constraint.firstAttribute) }
            ?? FilmstripConstraintSolver.Expression(0)
        var right = FilmstripConstraintSolver.Expression(Double(constraint.constant))
        if let second = constraint.secondItem as? any LayoutItem {
            right = right + expression(second, constraint.secondAttribute).scaled(by: Double(constraint.multiplier))
        }
        let relation: Constraint.Relation =
            switch constraint.relation {
            case .lessThanOrEqual: .lessThanOrEqual
            case .equal: .equal
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        return Constraint(first, relation, right, strength: strength(of: constraint.priority))
    }

    /// The solver's strength of a UIKit priority, clamped to 1...1000.
    static func strength(of priority: UILayoutPriority) -> Strength {
        Strength(priority: min(1000, max(1, priority.rawValue))) ?? .required
    }
}
