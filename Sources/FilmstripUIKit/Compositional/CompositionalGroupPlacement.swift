/// Places a group's items, nested groups included: the arithmetic of horizontal, vertical and custom groups. Every
/// size is checked before it is used, so a zero, negative or non-finite size, or a group that can never hold an item,
/// is an error naming the class and the item instead of an empty or endless layout. Work is bounded by the items
/// still to place, never by how many tiny items a group could hold.
enum CompositionalGroupPlacement {
    /// Sizes along a line are compared with this much slack, so that fractions such as 3 x (1/3) fit exactly.
    static let fitTolerance: CGFloat = 1e-9

    /// The cells of `group`, `size` points big at `origin`, at most `limit` of them, in item order. `place` names
    /// the group's section for messages ("section 0").
    static func leaves(
        of group: NSCollectionLayoutGroup, size: CGSize, origin: CGPoint, limit: Int, firstItem: Int, place: String
    ) throws -> [CompositionalLeaf] {
        guard limit > 0 else { return [] }
        let groupRect = CGRect(origin: origin, size: size)
        if case .custom(let provider) = group.arrangement {
            return try customLeaves(of: provider, in: groupRect, limit: limit, firstItem: firstItem, place: place)
        }
        let area = group.contentInsets.inset(groupRect)
        let name = "the \(group.arrangementName) of \(place)"
        guard area.width > 0, area.height > 0, area.width.isFinite, area.height.isFinite else {
            throw UIKitLayoutError(
                layout: "NSCollectionLayoutGroup",
                problem: "\(name) leaves \(text(area.width)) x \(text(area.height)) pt inside its contentInsets")
        }
        let alongX: Bool
        if case .horizontal = group.arrangement { alongX = true } else { alongX = false }
        let lineLength = alongX ? area.width : area.height
        let minimumGap = group.interItemSpacing?.spacing ?? 0
        guard minimumGap.isFinite, minimumGap >= 0 else {
            throw UIKitLayoutError(
                layout: "NSCollectionLayoutSpacing",
                problem: "\(name) has interItemSpacing \(text(minimumGap)), not a finite length of 0 or more")
        }
        var slots: [(item: NSCollectionLayoutItem, size: CGSize)] = []
        var used: CGFloat = 0
        if let count = group.repetitions {
            guard count > 0, let subitem = group.subitems.first else {
                throw UIKitLayoutError(layout: "NSCollectionLayoutGroup", problem: "\(name) has count \(count)")
            }
            let length = (lineLength - minimumGap * CGFloat(count - 1)) / CGFloat(count)
            guard length > 0 else {
                throw UIKitLayoutError(
                    layout: "NSCollectionLayoutGroup",
                    problem:
                        "\(name) is \(text(lineLength)) pt long and cannot fit \(count) items with \(text(minimumGap)) pt between them"
                )
            }
            let natural = try checkedSize(of: subitem, in: area.size, name: "item \(firstItem) of \(place)")
            let slot =
                alongX
                ? CGSize(width: length, height: natural.height) : CGSize(width: natural.width, height: length)
            slots = Array(repeating: (subitem, slot), count: min(count, limit))
            used = lineLength
        } else {
            guard !group.subitems.isEmpty else {
                throw UIKitLayoutError(layout: "NSCollectionLayoutGroup", problem: "\(name) has no subitems")
            }
            // Each slot holds at least one item, so `limit` slots always suffice.
            while slots.count < limit {
                let item = group.subitems[slots.count % group.subitems.count]
                let size = try checkedSize(
                    of: item, in: area.size, name: "item \(firstItem + slots.count) of \(place)")
                let length = alongX ? size.width : size.height
                let needed = used + (slots.isEmpty ? 0 : minimumGap) + length
                if needed > lineLength + fitTolerance {
                    guard !slots.isEmpty else {
                        throw UIKitLayoutError(
                            layout: "NSCollectionLayoutGroup",
                            problem:
                                "\(name) is \(text(lineLength)) pt long inside its insets, but its first item is \(text(length)) pt: it can never fit an item"
                        )
                    }
                    break
                }
                slots.append((item, size))
                used = needed
            }
        }
        var gap = minimumGap
        if group.interItemSpacing?.isFlexibleSpacing == true, group.repetitions == nil, slots.count > 1 {
            gap += max(0, lineLength - used) / CGFloat(slots.count - 1)
        }
        var leaves: [CompositionalLeaf] = []
        var cursor = alongX ? area.minX : area.minY
        for slot in slots {
            let rect =
                alongX
                ? CGRect(x: cursor, y: area.minY, width: slot.size.width, height: slot.size.height)
                : CGRect(x: area.minX, y: cursor, width: slot.size.width, height: slot.size.height)
            if let nested = slot.item as? NSCollectionLayoutGroup {
                let inner = try Self.leaves(
                    of: nested, size: rect.size, origin: rect.origin, limit: limit - leaves.count,
                    firstItem: firstItem + leaves.count, place: place)
                leaves += inner
            } else {
                leaves.append(CompositionalLeaf(frame: slot.item.contentInsets.inset(rect), zIndex: 0))
            }
            if leaves.count >= limit { break }
            cursor += (alongX ? slot.size.width : slot.size.height) + gap
        }
        return leaves
    }

    /// A custom group's items where its provider puts them, relative to the group's origin.
    private static func customLeaves(
        of provider: NSCollectionLayoutGroupCustomItemProvider, in group: CGRect, limit: Int, firstItem: Int,
        place: String
    ) throws -> [CompositionalLeaf] {
        let items = provider(CompositionalLayoutEnvironment(size: group.size))
        guard !items.isEmpty else {
            throw UIKitLayoutError(
                layout: "NSCollectionLayoutGroup", problem: "the custom group of \(place) placed no items")
        }
        return try items.prefix(limit).enumerated().map { index, item in
            let frame = item.frame
            guard [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite), frame.width >= 0,
                frame.height >= 0
            else {
                throw UIKitLayoutError(
                    layout: "NSCollectionLayoutGroupCustomItem",
                    problem:
                        "item \(firstItem + index) of \(place) has frame (\(text(frame.minX)), \(text(frame.minY)), \(text(frame.width)), \(text(frame.height))), not a finite frame of positive size"
                )
            }
            return CompositionalLeaf(frame: frame.offsetBy(dx: group.minX, dy: group.minY), zIndex: item.zIndex)
        }
    }

    /// `item`'s size in a container of `container`, checked: both dimensions must be positive and finite as written
    /// and as resolved.
    static func checkedSize(of item: NSCollectionLayoutItem, in container: CGSize, name: String) throws -> CGSize {
        let className = String(describing: type(of: item))
        for (side, dimension) in [
            ("width", item.layoutSize.widthDimension), ("height", item.layoutSize.heightDimension),
        ] {
            guard dimension.dimension.isFinite, dimension.dimension > 0 else {
                throw UIKitLayoutError(
                    layout: className, problem: "\(name) has \(side) \(dimension); sizes must be positive")
            }
        }
        let size = item.layoutSize.resolved(in: container)
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            throw UIKitLayoutError(
                layout: className,
                problem:
                    "\(name) is \(item.layoutSize), which is \(text(size.width)) x \(text(size.height)) pt in its \(text(container.width)) x \(text(container.height)) pt container"
            )
        }
        return size
    }

    /// A length as a message prints it: `0.0`, `nan`.
    static func text(_ value: CGFloat) -> String { "\(Double(value))" }
}
