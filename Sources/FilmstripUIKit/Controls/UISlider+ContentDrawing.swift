extension UISlider: ViewContentDrawing {
    /// The track and the thumb.
    func snapshotContent() -> (any ViewContent)? { ControlShapesContent(shapes: shapes) }
}
