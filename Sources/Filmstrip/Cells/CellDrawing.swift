import FilmstripLayout
import FilmstripRaster

/// One cell as one frame draws it: what it shows and where, how it is styled and whether it is the selected one,
/// for a `CellRenderer`.
///
/// Only the frame renderer makes one (its initialiser is internal): it names the content for the resample cache
/// from the prepared scene, and a guessed name could hand one photo's pixels to another. A renderer may change a
/// copy, say a smaller frame or no border, and pass it on to `StandardCellRenderer`.
public struct CellDrawing: Sendable {
    /// The item's index.
    public var index: Int
    /// What the cell shows: the prepared thumbnail of its photo, a style's own item, or a placeholder. Set only by
    /// the frame renderer, with the name the resample cache knows these pixels by: a renderer draws other pixels
    /// itself rather than handing them on under this cell's name.
    public package(set) var content: CellContent
    /// The cell's frame in canvas pixels (fractional: edges are anti-aliased by coverage).
    public var frame: PixelRect
    /// The layout's attributes for the cell, in points (frame, scale, z-index).
    public var attributes: LayoutAttributes
    /// Pixels per point.
    public var scale: Int
    /// Resampled cells kept between frames (see `Canvas.draw(_:in:clippedTo:identity:cache:)`); nil draws directly.
    package var resampleCache: ResampleCache?
    /// Names the content's pixels for the resample cache: equal for equal thumbnails, even across scenes. Whatever
    /// sets `content` sets this too.
    package var contentIdentity: ImageIdentity
    /// The scene's cell style, its placeholder colour resolved for the scene's appearance.
    public var style: CellStyle
    /// How the photo fills the cell: the style's content mode or the cell style's override.
    public var contentMode: ContentMode
    /// Whether this is the selected cell (the one centred in the view; a style such as tags selects none).
    public var isSelected: Bool

    /// The cell's outline in canvas pixels: its frame with the style's corners.
    package var shape: RoundedShape {
        RoundedShape(rect: frame, cornerRadius: style.cornerRadius * Double(scale), curve: style.cornerCurve)
    }
}
