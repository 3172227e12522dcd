/// Where one item of a group is drawn: its cell's frame (the space it takes less its content insets) and z-index.
struct CompositionalLeaf {
    var frame: CGRect
    var zIndex: Int
}
