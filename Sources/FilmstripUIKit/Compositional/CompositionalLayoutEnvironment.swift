/// The environment and container Filmstrip hands a compositional layout's code: a size with no insets (the
/// collection view's bounds, or a custom group's size).
final class CompositionalLayoutEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    let contentSize: CGSize

    init(size: CGSize) { contentSize = size }

    var container: any NSCollectionLayoutContainer { self }
    var effectiveContentSize: CGSize { contentSize }
    var contentInsets: NSDirectionalEdgeInsets { .zero }
    var effectiveContentInsets: NSDirectionalEdgeInsets { .zero }
}
