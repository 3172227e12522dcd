/// A layer class that draws content of its own (a shape layer's path, a gradient, a text layer's string): it
/// freezes what it would draw now, as a view that draws content does (`ViewContentDrawing`).
protocol LayerContentDrawing: CALayer {
    /// What the layer draws now in its bounds, colours resolved for `traits`; nil when it draws nothing.
    func snapshotContent(traits: UITraitCollection) -> (any ViewContent)?
}
