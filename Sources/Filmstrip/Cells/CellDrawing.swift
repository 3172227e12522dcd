import FilmstripLayout
import FilmstripRaster

/// One cell as one frame draws it: what it shows and where, how it is styled and whether it is the selected one,
/// for a `CellRenderer`.
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
    /// Names the content's pixels for the resample cache: equal for equal thumbnails, even across scenes.
    public var contentIdentity: String
    /// The scene's cell style, its placeholder colour resolved for the scene's appearance.
    public var style: CellStyle
    /// How the photo fills the cell: the style's content mode or the cell style's override.
    public var contentMode: ContentMode
    /// Whether this is the selected cell (the one centred in the view; a style such as tags selects none).
    public var isSelected: Bool

    public init(index: Int, content: CellContent, frame: PixelRect, attributes: LayoutAttributes, scale: Int,
                resampleCache: ResampleCache? = nil, style: CellStyle = CellStyle(), contentMode: ContentMode = .scaleToFill,
                isSelected: Bool = false) {
        self.index = index
        self.content = content
        self.frame = frame
        self.attributes = attributes
        self.scale = scale
        self.resampleCache = resampleCache
        contentIdentity = "item \(index)"
        self.style = style
        self.contentMode = contentMode
        self.isSelected = isSelected
    }

    /// The cell's outline in canvas pixels: its frame with the style's corners.
    public var shape: RoundedShape {
        RoundedShape(rect: frame, cornerRadius: style.cornerRadius * Double(scale), curve: style.cornerCurve)
    }
}
