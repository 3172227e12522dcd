extension UISegmentedControl: ViewContentDrawing {
    /// The background, separators and selected segment, under the titles' labels.
    func snapshotContent() -> (any ViewContent)? { ControlShapesContent(shapes: shapes) }
}
