/// One side of a compositional layout size: a fraction of the container's width or height, an absolute length, or an
/// estimate. Fractions are of the container's size less its content insets, as UIKit resolves them.
public final class NSCollectionLayoutDimension: NSObject, NSCopying {
    /// Which kind of dimension this is.
    enum Kind: Hashable {
        case fractionalWidth, fractionalHeight, absolute, estimated
    }

    let kind: Kind
    /// The fraction (for fractional dimensions) or the length in points (absolute and estimated).
    public let dimension: CGFloat

    init(kind: Kind, dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
        super.init()
    }

    /// `fractionalWidth` of the container's width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
        Self(kind: .fractionalWidth, dimension: fractionalWidth)
    }

    /// `fractionalHeight` of the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
        Self(kind: .fractionalHeight, dimension: fractionalHeight)
    }

    /// Exactly `absoluteDimension` points.
    public static func absolute(_ absoluteDimension: CGFloat) -> Self {
        Self(kind: .absolute, dimension: absoluteDimension)
    }

    /// An estimate of `estimatedDimension` points, which the view would refine when it sizes itself. Filmstrip's views
    /// have no content to measure, so the estimate is the size (UIKit choice `estimatedDimensionIsTheSize`).
    public static func estimated(_ estimatedDimension: CGFloat) -> Self {
        Self(kind: .estimated, dimension: estimatedDimension)
    }

    /// Whether this is a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether this is a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether this is an absolute length.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether this is an estimate.
    public var isEstimated: Bool { kind == .estimated }

    /// The same dimension (dimensions are immutable).
    public func copy(with zone: NSZone? = nil) -> Any { self }

    /// The length in points in a container of `size`.
    func resolved(in size: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: return dimension * size.width
        case .fractionalHeight: return dimension * size.height
        case .absolute, .estimated: return dimension
        }
    }

    /// How the layout's code wrote it, for error messages: `.absolute(0.0)`.
    public override var description: String {
        switch kind {
        case .fractionalWidth: return ".fractionalWidth(\(Double(dimension)))"
        case .fractionalHeight: return ".fractionalHeight(\(Double(dimension)))"
        case .absolute: return ".absolute(\(Double(dimension)))"
        case .estimated: return ".estimated(\(Double(dimension)))"
        }
    }
}
