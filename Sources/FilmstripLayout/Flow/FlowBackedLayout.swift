/// A layout whose cells are one row of a `HorizontalFlowLayout` (slider, paging, peek, banner): the geometry they
/// all forward to the flow, written once.
protocol FlowBackedLayout: CollectionLayout {
    /// The row of untransformed cells.
    var flow: HorizontalFlowLayout { get }
}

extension FlowBackedLayout {
    /// Flow-backed layouts scroll horizontally.
    public var scrollAxis: ScrollAxis { .horizontal }
    public var viewSize: Size { flow.viewSize }
    public var contentSize: Size { flow.contentSize }
    public var itemCount: Int { flow.itemCount }

    /// From `-contentInset.left` to the end of the row plus `contentInset.right`.
    public var offsetRange: OffsetRange {
        OffsetRange(
            contentLength: flow.contentWidth, viewLength: flow.viewSize.width,
            leadingInset: contentInset.left, trailingInset: contentInset.right)
    }
}
