/// An item's, group's or supplementary item's size: a width and a height dimension.
public final class NSCollectionLayoutSize: NSObject, NSCopying {
    /// The width.
    public let widthDimension: NSCollectionLayoutDimension
    /// The height.
    public let heightDimension: NSCollectionLayoutDimension

    /// A size of `width` by `height`.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension)
    {
        widthDimension = width
        heightDimension = height
        super.init()
    }

    /// The same size (sizes are immutable).
    public func copy(with zone: NSZone? = nil) -> Any { self }

    /// The size in points in a container of `container`.
    func resolved(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }

    /// `(width, height)` as the code wrote them.
    public override var description: String { "(\(widthDimension), \(heightDimension))" }
}
