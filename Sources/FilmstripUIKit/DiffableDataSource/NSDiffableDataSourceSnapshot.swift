/// The state of a diffable data source: its sections and each section's items, by identifier, in order. Identifiers
/// must be unique across the snapshot, as UIKit requires; where UIKit stops the app on a duplicate (or on items
/// added with no section to go in), the snapshot ignores the offending identifiers and remembers the first such
/// call, and applying it makes the scene fail with that message (`UIKitLayoutError`), naming the class and item.
///
/// Identifiers need only be `Hashable` (Apple's SDKs since iOS 15 also ask for `Sendable`; posts before that, and
/// identifiers holding a `UIImage`, do not have it).
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    private var sections: [SectionIdentifierType] = []
    private var items: [[ItemIdentifierType]] = []
    /// Each item's section, by position in `sections`.
    private var sectionOfItem: [ItemIdentifierType: Int] = [:]
    /// The first call that UIKit would have stopped on.
    private(set) var problem: UIKitLayoutError?

    /// An empty snapshot.
    public init() {}

    /// The number of items in every section.
    public var numberOfItems: Int { sectionOfItem.count }
    /// The number of sections.
    public var numberOfSections: Int { sections.count }
    /// The sections, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    /// Every item, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { items.flatMap { $0 } }

    /// The number of items in `identifier`'s section; 0 when there is no such section.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        position(ofSection: identifier).map { items[$0].count } ?? 0
    }

    /// The items of `identifier`'s section, in order; none when there is no such section.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        position(ofSection: identifier).map { items[$0] } ?? []
    }

    /// The section holding `identifier`, or nil.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier].map { sections[$0] }
    }

    /// The position of `identifier` among all the items, section by section, or nil.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let section = sectionOfItem[identifier], let index = items[section].firstIndex(of: identifier) else {
            return nil
        }
        return items[..<section].reduce(0) { $0 + $1.count } + index
    }

    /// The position of `identifier` among the sections, or nil.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { position(ofSection: identifier) }

    /// Adds `identifiers` at the end of `sectionIdentifier`'s section (the last section when nil).
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
    ) {
        let call = "appendItems(_:toSection:)"
        let target: Int?
        if let sectionIdentifier {
            target = position(ofSection: sectionIdentifier)
            if target == nil { report("\(call) names section \(sectionIdentifier), which the snapshot does not hold") }
        } else {
            target = sections.isEmpty ? nil : sections.count - 1
            if target == nil { report("\(call) was called with no sections in the snapshot: add a section first") }
        }
        guard let target else { return }
        items[target] += accepted(identifiers, call: call, section: target)
    }

    /// Inserts `identifiers` before `beforeIdentifier`, in its section.
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
    ) {
        insert(identifiers, at: beforeIdentifier, after: false, call: "insertItems(_:beforeItem:)")
    }

    /// Inserts `identifiers` after `afterIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType)
    {
        insert(identifiers, at: afterIdentifier, after: true, call: "insertItems(_:afterItem:)")
    }

    /// Removes `identifiers` (those the snapshot holds).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let gone = Set(identifiers)
        for section in items.indices { items[section].removeAll { gone.contains($0) } }
        for identifier in identifiers { sectionOfItem[identifier] = nil }
    }

    /// Removes every item, keeping the sections.
    public mutating func deleteAllItems() {
        items = items.map { _ in [] }
        sectionOfItem = [:]
    }

    /// Adds sections `identifiers` at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        var seen = Set(sections)
        for (index, identifier) in identifiers.enumerated() {
            guard seen.insert(identifier).inserted else {
                report(
                    "appendSections(_:) was given section identifier \(identifier) (entry \(index) of the call), which is already in the snapshot: section identifiers must be unique"
                )
                continue
            }
            sections.append(identifier)
            items.append([])
        }
    }

    /// Removes sections `identifiers` and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let gone = Set(identifiers)
        var keptSections: [SectionIdentifierType] = []
        var keptItems: [[ItemIdentifierType]] = []
        for (section, identifier) in sections.enumerated() where !gone.contains(identifier) {
            keptSections.append(identifier)
            keptItems.append(items[section])
        }
        sections = keptSections
        items = keptItems
        reindex()
    }

    /// Accepted for source compatibility: Filmstrip's cells take their content from the scene, so there is nothing
    /// to reload.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {}

    /// Accepted for source compatibility, as `reloadItems(_:)`.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {}

    // MARK: Private

    private func position(ofSection identifier: SectionIdentifierType) -> Int? { sections.firstIndex(of: identifier) }

    private mutating func report(_ problem: String) {
        if self.problem == nil {
            self.problem = UIKitLayoutError(layout: "NSDiffableDataSourceSnapshot", problem: problem)
        }
    }

    /// `identifiers` less those already in the snapshot or repeated in the call (each reported), recorded as in
    /// `section`.
    private mutating func accepted(_ identifiers: [ItemIdentifierType], call: String, section: Int)
        -> [ItemIdentifierType]
    {
        var kept: [ItemIdentifierType] = []
        for (index, identifier) in identifiers.enumerated() {
            guard sectionOfItem[identifier] == nil else {
                report(
                    "\(call) was given item identifier \(identifier) (entry \(index) of the call), which is already in the snapshot: item identifiers must be unique"
                )
                continue
            }
            sectionOfItem[identifier] = section
            kept.append(identifier)
        }
        return kept
    }

    private mutating func insert(
        _ identifiers: [ItemIdentifierType], at anchor: ItemIdentifierType, after: Bool, call: String
    ) {
        guard let section = sectionOfItem[anchor], let index = items[section].firstIndex(of: anchor) else {
            report("\(call) names item \(anchor), which the snapshot does not hold")
            return
        }
        items[section].insert(
            contentsOf: accepted(identifiers, call: call, section: section), at: after ? index + 1 : index)
    }

    private mutating func reindex() {
        sectionOfItem = [:]
        for (section, identifiers) in items.enumerated() {
            for identifier in identifiers { sectionOfItem[identifier] = section }
        }
    }
}
