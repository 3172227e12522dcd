/// UIKit's boxing of geometry in `NSValue` (`NSValue(cgPoint:)`, `cgPointValue`), which layouts use to keep an
/// optional offset or rect; Foundation on Linux has the same boxes under AppKit's names (`init(point:)`).
extension NSValue {
    /// A value holding `point`.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }

    /// The point the value holds.
    public var cgPointValue: CGPoint { pointValue }

    /// A value holding `size`.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }

    /// The size the value holds.
    public var cgSizeValue: CGSize { sizeValue }

    /// A value holding `rect`.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }

    /// The rect the value holds.
    public var cgRectValue: CGRect { rectValue }
}
