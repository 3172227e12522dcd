/// How UIKit arrives at a view's safe area and layout margins, kept apart from `UIView` so the rules read in one
/// place: a window's safe area is its device's; a view's is the part of its superview's unsafe edges that covers
/// it, plus its view controller's `additionalSafeAreaInsets`; margins are the ones set (or the defaults), at least
/// the system minimum at the sides of a view controller's root view, plus the safe area.
enum LayoutMarginsGeometry {
    /// The margins a view has before anything is added: 8 points on every side, as UIKit's default; a view
    /// controller's root view has none above and below and its controller's system minimum at the sides.
    static func defaultMargins(of view: UIView) -> NSDirectionalEdgeInsets {
        guard let controller = view.owningViewController else {
            return NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        }
        return controller.systemMinimumLayoutMargins
    }

    /// The side margins of a view controller's root view: 20 points on an iPad and on an iPhone wider than 375
    /// points, 16 on a narrower iPhone (UIKit choice `systemMinimumMarginsFollowTheWidth`); none above and below.
    static func systemMinimumMargins(width: CGFloat, idiom: UIUserInterfaceIdiom) -> NSDirectionalEdgeInsets {
        let side: CGFloat = idiom == .pad || width > 375 ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// The margins `view.layoutMargins` reports: the set ones (or the defaults), no less than the controller's
    /// system minimum while it respects it, plus the safe area while the view insets its margins from it.
    static func effective(of view: UIView, assigned: NSDirectionalEdgeInsets?) -> UIEdgeInsets {
        var margins = assigned ?? defaultMargins(of: view)
        if let controller = view.owningViewController, controller.viewRespectsSystemMinimumLayoutMargins {
            let minimum = controller.systemMinimumLayoutMargins
            margins.top = max(margins.top, minimum.top)
            margins.leading = max(margins.leading, minimum.leading)
            margins.bottom = max(margins.bottom, minimum.bottom)
            margins.trailing = max(margins.trailing, minimum.trailing)
        }
        var insets = edgeInsets(margins, rightToLeft: view.isRightToLeft)
        guard view.insetsLayoutMarginsFromSafeArea else { return insets }
        let safe = view.safeAreaInsets
        insets.top += safe.top
        insets.left += safe.left
        insets.bottom += safe.bottom
        insets.right += safe.right
        return insets
    }

    /// The safe area of a view that has a superview: how far each of the superview's unsafe edges reaches into the
    /// view's bounds (none where it does not reach, all of it where it covers the view), plus the view controller's additional insets.
    static func safeArea(of view: UIView, in superview: UIView) -> UIEdgeInsets {
        let outer = superview.safeAreaInsets
        var insets = UIEdgeInsets.zero
        if outer != .zero {
            let safe = view.convert(superview.bounds.inset(by: outer), from: superview)
            let bounds = view.bounds
            let clamp = { (inset: CGFloat, extent: CGFloat) in min(max(0, inset), extent) }
            insets = UIEdgeInsets(
                top: clamp(safe.minY - bounds.minY, bounds.height), left: clamp(safe.minX - bounds.minX, bounds.width),
                bottom: clamp(bounds.maxY - safe.maxY, bounds.height),
                right: clamp(bounds.maxX - safe.maxX, bounds.width))
        }
        return adding(view.owningViewController?.addedSafeAreaInsets, to: insets)
    }

    /// `insets` with a view controller's additional safe area added.
    static func adding(_ additional: UIEdgeInsets?, to insets: UIEdgeInsets) -> UIEdgeInsets {
        guard let additional, additional != .zero else { return insets }
        return UIEdgeInsets(
            top: insets.top + additional.top, left: insets.left + additional.left,
            bottom: insets.bottom + additional.bottom, right: insets.right + additional.right)
    }

    /// Directional insets as left and right ones: leading is the left unless the layout runs right to left.
    static func edgeInsets(_ insets: NSDirectionalEdgeInsets, rightToLeft: Bool) -> UIEdgeInsets {
        UIEdgeInsets(
            top: insets.top, left: rightToLeft ? insets.trailing : insets.leading, bottom: insets.bottom,
            right: rightToLeft ? insets.leading : insets.trailing)
    }

    /// Left and right insets as directional ones.
    static func directionalInsets(_ insets: UIEdgeInsets, rightToLeft: Bool) -> NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(
            top: insets.top, leading: rightToLeft ? insets.right : insets.left, bottom: insets.bottom,
            trailing: rightToLeft ? insets.left : insets.right)
    }
}
