/// A group of items laid out along a line (horizontal or vertical) or where a custom provider says. A group is
/// itself an item, so groups nest; a section repeats its group until its items run out.
///
/// The `subitems:` forms repeat their subitems, in order, for as long as the next one fits in the group
/// (UIKit choice `groupsRepeatTheirSubitemsWhileTheyFit`); the `count:` forms place exactly `count` copies of the
/// subitem, sized along the group's axis to fill it, spacing included.
public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// How a group places its items.
    enum Arrangement {
        case horizontal, vertical
        case custom(NSCollectionLayoutGroupCustomItemProvider)
    }

    let arrangement: Arrangement
    /// The items the group places, in order (a `count:` group's one subitem).
    public let subitems: [NSCollectionLayoutItem]
    /// For the `count:` forms, how many copies of the subitem the group holds.
    let repetitions: Int?
    /// Space between neighbouring items along the group's axis; none when nil.
    public var interItemSpacing: NSCollectionLayoutSpacing?

    init(
        layoutSize: NSCollectionLayoutSize, arrangement: Arrangement, subitems: [NSCollectionLayoutItem],
        repetitions: Int?
    ) {
        self.arrangement = arrangement
        self.subitems = subitems
        self.repetitions = repetitions
        super.init(layoutSize: layoutSize)
    }

    /// A row of `subitems`, repeated while they fit.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        Self(layoutSize: layoutSize, arrangement: .horizontal, subitems: subitems, repetitions: nil)
    }

    /// A row of exactly `count` copies of `subitem`, each as wide as fills the row.
    public static func horizontal(
        layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
    ) -> Self {
        Self(layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem], repetitions: count)
    }

    /// A row of exactly `count` copies of `subitem` (iOS 16's name for `horizontal(layoutSize:subitem:count:)`).
    public static func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> Self {
        horizontal(layoutSize: layoutSize, subitem: subitem, count: count)
    }

    /// A column of `subitems`, repeated while they fit.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        Self(layoutSize: layoutSize, arrangement: .vertical, subitems: subitems, repetitions: nil)
    }

    /// A column of exactly `count` copies of `subitem`, each as tall as fills the column.
    public static func vertical(
        layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
    ) -> Self {
        Self(layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem], repetitions: count)
    }

    /// A column of exactly `count` copies of `subitem` (iOS 16's name for `vertical(layoutSize:subitem:count:)`).
    public static func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> Self {
        vertical(layoutSize: layoutSize, subitem: subitem, count: count)
    }

    /// A group whose items are where `itemProvider` says, one item per frame it returns.
    public static func custom(
        layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider
    ) -> Self {
        Self(layoutSize: layoutSize, arrangement: .custom(itemProvider), subitems: [], repetitions: nil)
    }

    /// A copy with the same arrangement, subitems, spacing and insets.
    public override func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSCollectionLayoutGroup(
            layoutSize: layoutSize, arrangement: arrangement, subitems: subitems, repetitions: repetitions)
        copy.interItemSpacing = interItemSpacing
        copy.contentInsets = contentInsets
        return copy
    }

    /// "horizontal group", "vertical group" or "custom group", for error messages.
    var arrangementName: String {
        switch arrangement {
        case .horizontal: return "horizontal group"
        case .vertical: return "vertical group"
        case .custom: return "custom group"
        }
    }
}
