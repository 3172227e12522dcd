import FilmstripLayout
import FilmstripRaster

/// An item a style brings and draws itself instead of a photo, such as a text tag: it has a size for the layout
/// and draws itself into the frame the layout gives it.
public protocol StyleItem: Sendable {
    /// The item's size in points.
    var size: Size { get }
    /// Draws the item into `rect` (canvas pixels) at `scale` pixels per point.
    func draw(in rect: PixelRect, scale: Int, on canvas: inout Canvas)
}
