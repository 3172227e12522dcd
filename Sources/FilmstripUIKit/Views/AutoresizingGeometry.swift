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
            start: frame.minX, length: frame.width, from: oldSuperviewSize.width, to: newSuperviewSize.width,
            flexible: [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin].map(mask.contains))
        let vertical = axis(
            start: frame.minY, length: frame.height, from: oldSuperviewSize.height, to: newSuperviewSize.height,
            flexible: [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin].map(mask.contains))
        return CGRect(x: horizontal.start, y: vertical.start, width: horizontal.length, height: vertical.length)
    }

    /// One axis: the start and length after the container goes from `container` to `newContainer` long, the change
    /// shared by the flexible parts (`isFlexible`: the margin before, the length, the margin after) in proportion to
    /// their lengths, or equally when they are all zero long
    /// (UIKit choice `autoresizingSharesEquallyAmongZeroLengthParts`).
    private static func axis(
        start: CGFloat, length: CGFloat, from container: CGFloat, to newContainer: CGFloat, flexible isFlexible: [Bool]
    ) -> (start: CGFloat, length: CGFloat) {
        let change = newContainer - container
        let parts = [start, length, container - start - length]
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
