import FilmstripLayout
import FilmstripRaster

/// One cell as one frame draws it: what it shows and where, for a `CellRenderer`.
public struct CellDrawing: Sendable {
    /// The item's index.
    public var index: Int
    public var content: CellContent
    /// The cell's frame in canvas pixels (fractional: edges are anti-aliased by coverage).
    public var frame: PixelRect
    /// The layout's attributes for the cell, in points (frame, scale, z-index).
    public var attributes: LayoutAttributes
    /// Pixels per point.
    public var scale: Int
    /// Resampled cells kept between frames (see `Canvas.draw(_:in:clippedTo:identity:cache:)`); nil draws directly.
    public var resampleCache: ResampleCache?

    public init(index: Int, content: CellContent, frame: PixelRect, attributes: LayoutAttributes, scale: Int,
                resampleCache: ResampleCache? = nil) {
        self.index = index
        self.content = content
        self.frame = frame
        self.attributes = attributes
        self.scale = scale
        self.resampleCache = resampleCache
    }
}
