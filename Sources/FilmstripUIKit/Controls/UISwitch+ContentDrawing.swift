extension UISwitch: ViewContentDrawing {
    /// The track and the knob.
    func snapshotContent() -> (any ViewContent)? { ControlShapesContent(shapes: shapes) }
}
