/// The constraints a stack view makes for its visible arranged views, named as UIKit names them ("UISV-..."):
/// along the axis the first and last pinned to the stack's edges and the neighbours spaced by the distribution;
/// across it each view placed by the alignment.
struct UIStackViewConstraintPlan {
    /// The stack view, or its layout margins guide.
    let box: AnyObject
    /// The stack's axis.
    let axis: NSLayoutConstraint.Axis
    /// The stack's spacing.
    let spacing: CGFloat
    /// The constraints made so far.
    private(set) var constraints: [NSLayoutConstraint] = []

    init(box: AnyObject, axis: NSLayoutConstraint.Axis, spacing: CGFloat) {
        self.box = box
        self.axis = axis
        self.spacing = spacing
    }

    /// Attributes along the axis: start, end, length, centre.
    private var along:
        (
            NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute,
            NSLayoutConstraint.Attribute
        )
    {
        axis == .horizontal ? (.leading, .trailing, .width, .centerX) : (.top, .bottom, .height, .centerY)
    }

    /// Attributes across the axis: start, end, length, centre.
    private var across:
        (
            NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute,
            NSLayoutConstraint.Attribute
        )
    {
        axis == .horizontal ? (.top, .bottom, .height, .centerY) : (.leading, .trailing, .width, .centerX)
    }

    /// Makes the constraints for `views` (visible, in order); `makeGuide` adds a spacer guide to the stack.
    mutating func arrange(
        _ views: [UIView], distribution: UIStackView.Distribution, alignment: UIStackView.Alignment,
        makeGuide: () -> UILayoutGuide
    ) {
        let (start, end, length, centre) = along
        add(views[0], start, .equal, box, start, "UISV-canvas-connection")
        add(views[views.count - 1], end, .equal, box, end, "UISV-canvas-connection")
        for (previous, next) in zip(views, views.dropFirst()) {
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                add(next, start, .equal, previous, end, constant: spacing, "UISV-spacing")
            case .equalSpacing, .equalCentering:
                add(next, start, .greaterThanOrEqual, previous, end, constant: spacing, "UISV-spacing")
            }
        }
        switch distribution {
        case .fill:
            breakTiesTowardTheLast(views)
        case .fillEqually:
            for view in views.dropFirst() { add(view, length, .equal, views[0], length, "UISV-fill-equally") }
        case .fillProportionally:
            let sizes = views.map { view -> CGFloat in
                let size = view.intrinsicContentSize
                let value = axis == .horizontal ? size.width : size.height
                return value == UIView.noIntrinsicMetric ? 0 : max(0, value)
            }
            let total = sizes.reduce(0, +)
            guard total > 0 else { return arrangeAcross(views, alignment: alignment) }
            let spaces = spacing * CGFloat(views.count - 1)
            for (index, view) in views.enumerated() {
                let share = sizes[index] / total
                add(
                    view, length, .equal, box, length, multiplier: share, constant: -spaces * share,
                    priority: UILayoutPriority(Float(999 - min(index, 900))), "UISV-fill-proportionally")
            }
        case .equalSpacing, .equalCentering:
            let from = distribution == .equalSpacing ? end : centre
            let to = distribution == .equalSpacing ? start : centre
            var first: UILayoutGuide?
            for (previous, next) in zip(views, views.dropFirst()) {
                let guide = makeGuide()
                add(guide, start, .equal, previous, from, "UISV-distributing-edge")
                add(guide, end, .equal, next, to, "UISV-distributing-edge")
                if let first {
                    add(
                        guide, length, .equal, first, length,
                        priority: distribution == .equalSpacing ? .required : UILayoutPriority(999),
                        "UISV-fill-equally")
                } else {
                    first = guide
                }
            }
        }
        arrangeAcross(views, alignment: alignment)
    }

    /// Places each view across the axis by `alignment`; a view not stretched across is kept at least inside the
    /// stack, and the stack is pulled (weakly) to its tallest view.
    private mutating func arrangeAcross(_ views: [UIView], alignment: UIStackView.Alignment) {
        let (start, end, length, centre) = across
        for view in views {
            switch alignment {
            case .fill:
                add(view, start, .equal, box, start, "UISV-alignment")
                add(view, end, .equal, box, end, "UISV-alignment")
            case .leading, .firstBaseline:
                add(view, start, .equal, box, start, "UISV-alignment")
                add(view, end, .lessThanOrEqual, box, end, "UISV-spanning-boundary")
            case .trailing, .lastBaseline:
                add(view, end, .equal, box, end, "UISV-alignment")
                add(view, start, .greaterThanOrEqual, box, start, "UISV-spanning-boundary")
            case .center:
                add(view, centre, .equal, box, centre, "UISV-alignment")
                add(view, start, .greaterThanOrEqual, box, start, "UISV-spanning-boundary")
            }
            if alignment != .fill {
                add(
                    view, length, .equal, nil, .notAnAttribute, priority: UILayoutPriority(25),
                    "UISV-ambiguity-suppression")
            }
        }
        if alignment != .fill {
            add(box, length, .equal, nil, .notAnAttribute, priority: UILayoutPriority(49), "UISV-canvas-fit")
        }
    }

    /// When views of equal hugging (or compression resistance) share slack, the last one takes it
    /// (UIKit choice `stackFillGivesSlackToTheLastView`): every other view hugs and resists a hundredth below
    /// its own priority, which only decides between otherwise equal solutions.
    private mutating func breakTiesTowardTheLast(_ views: [UIView]) {
        let (_, _, length, _) = along
        let axisIndex = axis == .horizontal ? NSLayoutConstraint.Axis.horizontal : .vertical
        for view in views.dropLast() {
            let size = view.intrinsicContentSize
            let value = axis == .horizontal ? size.width : size.height
            guard value != UIView.noIntrinsicMetric else { continue }
            let hugging = view.contentHuggingPriority(for: axisIndex).rawValue - 0.01
            let resistance = view.contentCompressionResistancePriority(for: axisIndex).rawValue - 0.01
            if hugging >= 1 {
                add(
                    view, length, .lessThanOrEqual, nil, .notAnAttribute, constant: value,
                    priority: UILayoutPriority(hugging), "UISV-tie-hugging")
            }
            if resistance >= 1 {
                add(
                    view, length, .greaterThanOrEqual, nil, .notAnAttribute, constant: value,
                    priority: UILayoutPriority(resistance), "UISV-tie-resistance")
            }
        }
    }

    private mutating func add(
        _ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
        _ second: AnyObject?, _ secondAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1,
        constant: CGFloat = 0, priority: UILayoutPriority = .required, _ identifier: String
    ) {
        let constraint = NSLayoutConstraint(
            item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
            attribute: second == nil ? .notAnAttribute : secondAttribute, multiplier: multiplier, constant: constant)
        constraint.priority = priority
        constraint.identifier = identifier
        constraints.append(constraint)
    }
}
