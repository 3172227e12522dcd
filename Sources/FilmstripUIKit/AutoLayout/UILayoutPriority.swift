/// How much a layout constraint matters, 1 to 1000, where 1000 (`required`) must hold; UIKit's values and names. A
/// higher priority wins over any number of lower ones (UIKit choice `layoutPrioritiesAreStrictLevels`).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority as a number.
    public var rawValue: Float
    /// A priority of `rawValue`.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority of `rawValue`, as Swift code on iOS writes it (`UILayoutPriority(999)`).
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// 1000: the constraint must hold.
    public static let required = UILayoutPriority(1000)
    /// 750: a view's default content compression resistance.
    public static let defaultHigh = UILayoutPriority(750)
    /// 250: a view's default content hugging.
    public static let defaultLow = UILayoutPriority(250)
    /// 50: the priority `systemLayoutSizeFitting(_:)` gives the target size.
    public static let fittingSizeLevel = UILayoutPriority(50)
    /// 510: a drag that can resize the scene.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// 490: a drag that cannot resize the scene.
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// 500: the priority a scene keeps its size at.
    public static let sceneSizeStayPut = UILayoutPriority(500)

    /// Orders by value.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The priority `rhs` higher, as `.defaultHigh + 1`.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue + rhs)
    }

    /// The priority `rhs` lower, as `.required - 1`.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue - rhs)
    }
}
