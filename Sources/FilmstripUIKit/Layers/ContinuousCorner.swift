import FilmstripRaster

/// UIKit's continuous ("squircle") corner, as `UIBezierPath(roundedRect:cornerRadius:)` draws it since iOS 7, for
/// paths: the raster module's `ContinuousCornerProfile` (the published measure of UIKit's path) as a corner outline.
/// The radius is limited so that the curve fits half the shorter side.
enum ContinuousCorner {
    /// How far from the corner, in radii, the curve leaves each side.
    static let extent = ContinuousCornerProfile.extent

    /// The corner, arriving along one side and leaving along the other.
    static let outline = CornerOutline(
        start: ContinuousCornerProfile.start,
        segments: ContinuousCornerProfile.segments.map { segment in
            switch segment {
            case .line(let p): .line(p)
            case .cubic(let c1, let c2, let p): .cubic(c1, c2, p)
            }
        })
}
