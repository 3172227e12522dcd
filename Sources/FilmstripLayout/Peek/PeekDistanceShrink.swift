/// Peek's shrink (the original UIKit code's `transformScale`): every cell on screen is scaled about its centre
/// by `1 - 0.0005 * distance`, the distance being from the screen's centre to the cell's centre, so the centred cell is
/// drawn full size and its neighbours smaller the further out they are.
///
/// Separate from `PeekLayout` so the rule can be checked on hand-made frames.
package struct PeekDistanceShrink: Hashable, Sendable {
    /// The least scale a card shrinks to, so a view wider than 4000 points never flips a card (UIKit choice
    /// `peekMinimumScale`).
    package static let peekMinimumScale = 0.0

    /// The original UIKit code's `reductionRatio`, as a positive number: scale lost per point of distance.
    package static let defaultShrinkPerPoint = 0.0005

    /// How much a card shrinks per point of distance between its centre and the view's.
    package var shrinkPerPoint: Double

    /// A shrink of `shrinkPerPoint` per point, the original's 0.0005 unless given.
    package init(shrinkPerPoint: Double = PeekDistanceShrink.defaultShrinkPerPoint) {
        self.shrinkPerPoint = shrinkPerPoint
    }

    /// The scale of a cell whose untransformed centre is `cellMidX` in content x, when the view shows content from
    /// `offset` and is `viewWidth` wide. The original's `maxScale` (1) is the most it can be; it never drops below
    /// `peekMinimumScale`.
    package func scale(cellMidX: Double, offset: Double, viewWidth: Double) -> Double {
        // On screen (window coordinates, the view spanning the screen from x 0), the cell's centre is at
        // `cellMidX - offset`, and the screen's centre is the view's.
        let distance = abs(viewWidth / 2 - (cellMidX - offset))
        let scale = 1 - shrinkPerPoint * distance
        return Swift.min(1, Swift.max(Self.peekMinimumScale, scale))
    }

    /// Scales every cell in `cells` (untransformed attributes) about its centre for the view at `offset`.
    package func apply(to cells: inout [LayoutAttributes], offset: Double, viewWidth: Double) {
        for i in cells.indices {
            let scale = scale(cellMidX: cells[i].frame.midX, offset: offset, viewWidth: viewWidth)
            cells[i].frame = cells[i].frame.scaled(by: scale)
            cells[i].scale = scale
        }
    }
}
