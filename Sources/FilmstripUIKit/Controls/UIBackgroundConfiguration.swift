/// A background's colour, corner radius and stroke, as a button's configuration draws it.
public struct UIBackgroundConfiguration: Hashable {
    /// The fill; nil leaves the style's.
    public var backgroundColor: UIColor?
    /// The corner radius, used by the `.fixed` corner style.
    public var cornerRadius: CGFloat = 0
    /// The stroke's colour; nil draws none.
    public var strokeColor: UIColor?
    /// The stroke's width.
    public var strokeWidth: CGFloat = 0

    /// A background that draws nothing of its own.
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
}
