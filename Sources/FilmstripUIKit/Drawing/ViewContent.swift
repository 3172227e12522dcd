import FilmstripRaster

/// What a view draws of its own between its background and its subviews (an image view's image, a page control's
/// dots), frozen when its tree is snapshotted so that it can be drawn on any thread, after the view has moved on.
protocol ViewContent: Sendable {
    /// Draws the content onto `canvas`, the view's coordinates landing on it by `map`.
    func draw(on canvas: inout Canvas, mappedBy map: ViewPixelMap, cache: ResampleCache?)
    /// What the content covers beyond the view's bounds, in the view's coordinates (an aspect-fill image's
    /// overflow); nil when it stays inside.
    var overflow: CGRect? { get }
}

extension ViewContent {
    var overflow: CGRect? { nil }
}

/// A view class that draws content of its own: it freezes what it would draw now.
protocol ViewContentDrawing: UIView {
    /// What the view draws now, or nil when it draws nothing of its own.
    func snapshotContent() -> (any ViewContent)?
}
