/// The space a compositional layout resolves fractional sizes in: its size and insets.
public protocol NSCollectionLayoutContainer: AnyObject {
    /// The container's whole size in points (for a layout's environment, the collection view's bounds).
    var contentSize: CGSize { get }
    /// `contentSize` less `effectiveContentInsets`.
    var effectiveContentSize: CGSize { get }
    /// The insets the container was given.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The insets in effect; the same as `contentInsets` here (there are no layout margins or safe areas).
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}
