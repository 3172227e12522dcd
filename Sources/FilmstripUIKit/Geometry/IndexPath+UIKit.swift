/// UIKit's additions to IndexPath: an item (or row) in a section. Foundation on Linux has the index path itself but
/// not these names.
extension IndexPath {
    /// The index path of `item` in `section`, as UIKit makes one for a collection view.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// The index path of `row` in `section` (a table view's name; the same as `init(item:section:)`).
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

    /// The section: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The item within its section: the second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The row within its section: the second index, as `item`.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
