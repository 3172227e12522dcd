/// Space between a group's items: fixed (exactly this much) or flexible (at least this much, the group's leftover
/// space shared equally between the gaps).
public final class NSCollectionLayoutSpacing: NSObject, NSCopying {
    /// The space in points (the least, when flexible).
    public let spacing: CGFloat
    /// Whether the gaps share the group's leftover space.
    public let isFlexibleSpacing: Bool
    /// Whether the gaps are exactly `spacing`.
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    init(spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
        super.init()
    }

    /// At least `flexibleSpacing` points; the group's leftover space is shared between the gaps.
    public static func flexible(_ flexibleSpacing: CGFloat) -> Self { Self(spacing: flexibleSpacing, flexible: true) }

    /// Exactly `fixedSpacing` points.
    public static func fixed(_ fixedSpacing: CGFloat) -> Self { Self(spacing: fixedSpacing, flexible: false) }

    /// The same spacing (spacings are immutable).
    public func copy(with zone: NSZone? = nil) -> Any { self }
}
