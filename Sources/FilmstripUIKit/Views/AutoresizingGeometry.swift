/// UIKit's autoresizing arithmetic as a pure function: when the superview's size changes by some amount along an
/// axis, the view's flexible parts along it (margin before, length, margin after) share the change in proportion to
/// their current lengths, as UIKit's `autoresizingMask` documentation describes; fixed parts keep their length.
public enum AutoresizingGeometry {
    /// `frame` (in the superview's coordinates) after its superview's bounds size went from `oldSuperviewSize` to
    /// `newSuperviewSize`.
    public static func frame(
        _ frame: CGRect, mask: UIView.AutoresizingMask, oldSuperviewSize: CGSize, newSuperviewSize: CGSize
    ) -> CGRect {
        let horizontal = axis(
            start: frame.minX, length: frame.width, container: oldSuperviewSize.width,
            change: newSuperviewSize.width - oldSuperviewSize.width,
            flexible: (
                mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                mask.contains(.flexibleRightMargin)
            ))
        let vertical = axis(
            start: frame.minY, length: frame.height, container: oldSuperviewSize.height,
            change: newSuperviewSize.height - oldSuperviewSize.height,
            flexible: (
                mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                mask.contains(.flexibleBottomMargin)
            ))
        return CGRect(x: horizontal.start, y: vertical.start, width: horizontal.length, height: vertical.length)
    }

    /// One axis: the start and length after `change`, shared by the flexible parts in proportion to their lengths,
    /// or equally when they are all zero long (`UIKitAssumptions.autoresizingSharesEquallyAmongZeroLengthParts`).
    private static func axis(
        start: CGFloat, length: CGFloat, container: CGFloat, change: CGFloat,
        flexible: (before: Bool, length: Bool, after: Bool)
    ) -> (start: CGFloat, length: CGFloat) {
        let parts = [start, length, container - start - length]
        let isFlexible = [flexible.before, flexible.length, flexible.after]
        let count = isFlexible.filter { $0 }.count
        guard count > 0, change != 0 else { return (start, length) }
        let total = zip(parts, isFlexible).filter(\.1).map { max(0, $0.0) }.reduce(0, +)
        func share(_ index: Int) -> CGFloat {
            guard isFlexible[index] else { return 0 }
            return total > 0 ? change * max(0, parts[index]) / total : change / CGFloat(count)
        }
        return (start + share(0), length + share(1))
    }
}
