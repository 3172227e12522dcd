/// Which points of overlapping outlines a fill covers, as Core Graphics' fill rules name them.
package enum PolygonFillRule: Sendable, Hashable {
    /// Inside where the outlines wind around the point a non-zero number of times (`CAShapeLayerFillRule.nonZero`).
    case nonZero
    /// Inside where a ray from the point crosses the outlines an odd number of times (`.evenOdd`): holes stay open
    /// whichever way they run.
    case evenOdd
}
