import FilmstripRaster

/// A layout that draws its frames itself: a UIKit view style, whose frames are the team's own view tree (cells,
/// labels, layers) rather than photos placed by Filmstrip. The frame renderer hands it the canvas and draws nothing
/// else, so a style that draws so is still one type the renderer never names.
package protocol FrameDrawingLayout: CollectionLayout {
    /// Whether frames are drawn by `drawFrame`; false leaves them to Filmstrip's cells.
    var drawsFrames: Bool { get }
    /// Draws the whole frame at `offset` onto `canvas` (the scene's view at `scale` pixels per point, filled with
    /// the scene's background), resampling images through `cache`. Throws what the team's code got wrong.
    func drawFrame(atOffset offset: Double, scale: Int, on canvas: inout Canvas, cache: ResampleCache) throws
}
